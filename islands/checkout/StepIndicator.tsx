import type { CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';
import { CHECKOUT_STEPS, stepIndex, type CheckoutStep } from '../../src/lib/checkout/steps';

const STEP_TITLES = { shipping: 'stepShipping', billing: 'stepBilling', summary: 'stepSummary' } as const;

export function stepTitle(t: CheckoutTranslator, step: CheckoutStep): string {
  return t(STEP_TITLES[step]);
}

/**
 * The visible step indicator (shipping → billing → summary): an ordered list in a labelled nav,
 * the current step marked with aria-current="step"; steps already done are links back to them.
 */
export default function StepIndicator({ step, t, onGo }: { readonly step: CheckoutStep; readonly t: CheckoutTranslator; readonly onGo: (step: CheckoutStep) => void }) {
  const current = stepIndex(step);
  return (
    <nav className="checkout-steps" aria-label={t('stepsLabel')} data-testid="checkout-steps">
      <ol>
        {CHECKOUT_STEPS.map((entry, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          const label = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">{index + 1}</span>
              <span className="checkout-steps__name">{stepTitle(t, entry)}</span>
              {state !== 'next' && <span className="visually-hidden">, {t(state === 'done' ? 'stepDone' : 'stepCurrent')}</span>}
            </>
          );
          return (
            <li key={entry} className={`checkout-steps__step checkout-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined} data-step={entry}>
              {state === 'done'
                ? <a href={`#${entry}`} onClick={(event) => { event.preventDefault(); onGo(entry); }}>{label}</a>
                : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
