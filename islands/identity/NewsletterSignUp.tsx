import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';
import { validateNewsletter, type NewsletterField } from '../../src/shared/validation/forms/newsletter';
import type { ValidationIssue } from '../../src/shared/validation/issue';
import { $session } from '../../src/stores/session';
import { Banner, Checkbox, Field, useHydrated } from '../shared/fields';
import { ApiRequestError } from '../../src/lib/api/client';
import { browserApi } from '../shared/browser-api';
import type { ApiTarget } from '../shared/api-target';

/** The texts the block needs: the editor's labels and the few catalogue messages it can show. */
export interface NewsletterTexts {
  readonly title: string;
  readonly text?: string | undefined;
  readonly emailLabel: string;
  readonly policyLabel: string;
  readonly submitLabel: string;
  readonly successTitle: string;
  /** With {email}. */
  readonly successText: string;
  readonly required: string;
  readonly emailInvalid: string;
  readonly somethingWentWrong: string;
  readonly sending: string;
}

interface Props {
  readonly target: ApiTarget;
  readonly texts: NewsletterTexts;
  /** Unique per block on the page. */
  readonly idPrefix: string;
  readonly source?: string | undefined;
}

type Errors = Partial<Record<NewsletterField, string>>;

/**
 * Newsletter sign-up (spec §4, §5, §8): email and the policy checkbox, checked with the §5
 * rules; success replaces the heading with the success text; a failure is a banner.
 */
export default function NewsletterSignUp({ target, texts, idPrefix, source }: Props) {
  const hydrated = useHydrated();
  const session = useStore($session);
  const [email, setEmail] = useState('');
  const [policy, setPolicy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A signed-in shopper finds their email filled in (once the stored session is read).
  useEffect(() => {
    if (session.status === 'registered' && session.email) setEmail((current) => current || session.email!);
  }, [session.status, session.email]);
  const textOf = (found: ValidationIssue | undefined) => (found ? (found.key === 'emailInvalid' ? texts.emailInvalid : texts.required) : undefined);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const issues = validateNewsletter({ email, policy });
    const found: Errors = { email: textOf(issues.email), policy: textOf(issues.policy) };
    setErrors(found);
    if (found.email || found.policy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { subscribeNewsletter, shopperApi } = await import('./consumer-api');
      let api = browserApi(target);
      if ($session.get().status === 'registered') api = await shopperApi(target).catch(() => api);
      await subscribeNewsletter(api, { email: email.trim(), policy, ...(source ? { source } : {}) });
      setDone(email.trim());
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      setFailure(error instanceof ApiRequestError && error.body ? error.message : texts.somethingWentWrong);
      setBusy(false);
    }
  }

  const headingId = `${idPrefix}-title`;
  return (
    <div className="newsletter__body" data-testid="newsletter" data-state={done ? 'done' : 'form'}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>{done ? texts.successTitle : texts.title}</h2>
      {done ? (
        <p className="newsletter__text" role="status">{fillPlaceholders(texts.successText, { email: done })}</p>
      ) : (
        <>
          {texts.text && <p className="newsletter__text">{texts.text}</p>}
          <form className="account-form newsletter__form" method="post" noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={busy}>
            {failure && <Banner testId="newsletter-error"><p>{failure}</p></Banner>}
            <Field id={`${idPrefix}-email`} label={texts.emailLabel} error={errors.email}>
              {(aria) => <input {...aria} type="email" autoComplete="email" maxLength={100} aria-required="true" value={email} onChange={(e) => setEmail(e.target.value)} />}
            </Field>
            <Checkbox id={`${idPrefix}-policy`} label={texts.policyLabel} required checked={policy} onChange={setPolicy} error={errors.policy} />
            <button type="submit" className="account-form__submit newsletter__submit" disabled={!hydrated || busy}>{busy ? texts.sending : texts.submitLabel}</button>
          </form>
        </>
      )}
    </div>
  );
}
