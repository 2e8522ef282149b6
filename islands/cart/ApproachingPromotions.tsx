import type { ApproachingPromotion } from '../../schemas/commerce/cart';
import { approachingCallouts } from '../../src/lib/cart/cart-display';
import type { CartTranslator } from '../../src/lib/cart/cart-messages';

interface Props {
  readonly promotions: readonly ApproachingPromotion[];
  readonly surface: 'cart' | 'minicart';
  readonly money: (minor: number) => string;
  readonly t: CartTranslator;
}

/**
 * Approaching promotions (spec §3, §4): how far the cart is from each offer, with a progress bar,
 * or that it is reached. Rebuilt by the API on every cart change; this only shows them.
 */
export default function ApproachingPromotions({ promotions, surface, money, t }: Props) {
  const callouts = approachingCallouts(promotions, surface, money);
  if (callouts.length === 0) return null;
  return (
    <ul className="cart-approaching" data-testid="approaching-promotions">
      {callouts.map((callout) => (
        <li key={callout.promotionId} className={callout.reached ? 'cart-approaching__item is-reached' : 'cart-approaching__item'} data-testid="approaching-promotion" data-promotion-id={callout.promotionId}>
          <p className="cart-approaching__text">{callout.text}</p>
          {!callout.reached && (
            <div
              className="cart-approaching__bar" role="progressbar" aria-label={callout.text}
              aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(callout.progress * 100)} aria-valuetext={t('approachingProgress', { amount: money(callout.distance) })}
            >
              <span style={{ width: `${Math.round(callout.progress * 100)}%` }} />
            </div>
          )}
          {callout.details && <p className="cart-approaching__details">{callout.details}</p>}
        </li>
      ))}
    </ul>
  );
}
