import { useEffect, useRef, useState } from 'react';
import type { LoyaltyWelcomePromoResponse } from '../../schemas/commerce/loyalty';
import { ApiRequestError } from '../../src/lib/api/api-error';
import { updateProfile } from '../../src/lib/api/consumer';
import { loyaltyToken, welcomePromotion } from '../../src/lib/api/loyalty';
import { profileFieldsOf, type EnrollmentState, type ProfileField } from '../../src/lib/identity/enrollment-flow';
import { LOCALES, type LocaleCode } from '../../src/shared/i18n/sites';
import { dateFormatForLocale } from '../../src/shared/validation/dates/date-format';
import { formatProfileInput } from '../account-area/profile-model';
import { browserApi } from '../shared/browser-api';
import { Banner, Checkbox, Field } from '../shared/fields';
import { apiErrorText, issueText } from '../shared/form-messages';
import { identityText, shopperApi, type IdentityContext } from './context';
import { checkMobile, checkProfileFields, profileStepUpdate, type StepValues } from './enrollment-model';

/*
 * The enrollment flow's own step bodies (islands/identity/EnrollmentFlow.tsx renders them): mobile,
 * profile / complete-profile and success. The other steps are the identity forms.
 */

function useCheckConfig(context: IdentityContext) {
  return { locale: context.target.locale as LocaleCode, today: new Date() };
}

export function MobileStep({ context, onSaved }: { context: IdentityContext; onSaved: (phone: string) => void }) {
  const id = identityText(context.identity);
  const config = useCheckConfig(context);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = issueText(context.messages, checkMobile(phone, config));
    setError(found);
    if (found) return input.current?.focus();
    setBusy(true);
    setFailure(null);
    try {
      await updateProfile(await shopperApi(context.target), { consumerDetails: { phone: phone.trim() } });
      onSaved(phone.trim());
    } catch (failed) {
      setBusy(false);
      // The number belongs to another account (§8 AUT412): said at the field, as sign-up does.
      if (failed instanceof ApiRequestError && failed.errorId === 'AUT412') {
        setError(apiErrorText(failed, context.messages));
        requestAnimationFrame(() => input.current?.focus());
      } else setFailure(apiErrorText(failed, context.messages));
    }
  }

  return (
    <form className="account-form" method="post" noValidate onSubmit={submit} aria-busy={busy} data-testid="enrollment-mobile-form">
      {failure && <Banner testId="enrollment-mobile-error"><p>{failure}</p></Banner>}
      <p className="account-form__aside">{id('enrollMobileIntro')}</p>
      <Field id="enroll-mobile" label={id('enrollMobileLabel')} error={error}>
        {(aria) => (
          <input
            {...aria} ref={input} type="tel" autoComplete="tel" inputMode="tel" aria-required="true" value={phone}
            onChange={(e) => setPhone(formatProfileInput('phone', e.target.value, config.locale))}
          />
        )}
      </Field>
      <button type="submit" className="account-form__submit" disabled={busy}>{busy ? context.messages.sending : id('enrollContinue')}</button>
    </form>
  );
}

/**
 * The profile step (and complete-profile for a signed-in non-member): what the account has is
 * shown read-only, what is missing is asked for (§4). On the profile step the shopper joins:
 * the programme terms for a non-member, the Loyalty enrollment on the profile, then the loyalty
 * token call (memberId; the campaign source recorded when the profile has none).
 */
export function ProfileStep({ context, state, join, onSaved }: {
  context: IdentityContext; state: EnrollmentState; join: boolean; onSaved: (profile: StepValues, memberId: string | null) => void;
}) {
  const id = identityText(context.identity);
  const { messages } = context;
  const config = useCheckConfig(context);
  const fields = profileFieldsOf(state.profile);
  const needsTerms = join && !state.profile?.isLoyaltyMember;
  const [values, setValues] = useState<StepValues>({});
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const format = dateFormatForLocale(config.locale);
  const labels: Record<ProfileField, string> = {
    firstName: messages.firstNameLabel, lastName: messages.lastNameLabel, email: messages.emailLabel,
    postalCode: id('enrollPostalCodeLabel'), birthDate: messages.birthDateLabel.replace('{format}', format),
  };
  const autoComplete: Record<ProfileField, string> = { firstName: 'given-name', lastName: 'family-name', email: 'email', postalCode: 'postal-code', birthDate: 'bday' };

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = Object.fromEntries(
      Object.entries(checkProfileFields(fields, values, config)).map(([field, issue]) => [field, issueText(messages, issue)]),
    ) as Partial<Record<ProfileField, string>>;
    setErrors(found);
    const terms = needsTerms && !accepted ? id('loyaltyTermsRequired') : undefined;
    setTermsError(terms);
    if (Object.keys(found).length > 0 || terms) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const api = await shopperApi(context.target);
      const details = profileStepUpdate(fields, values);
      await updateProfile(api, {
        ...(Object.keys(details).length > 0 ? { consumerDetails: details } : {}),
        ...(join && !state.profile?.isLoyaltyMember ? { enrollments: [{ type: 'Loyalty' as const }] } : {}),
      });
      const member = join ? await loyaltyToken(api, {}, state.source ?? undefined) : null;
      if (join) void import('../../src/lib/session/actions').then(({ refreshProfile }) => refreshProfile(browserApi(context.target))).catch(() => undefined);
      onSaved(details, member?.memberId ?? null);
    } catch (failed) {
      setFailure(apiErrorText(failed, messages));
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="account-form" method="post" noValidate onSubmit={submit} aria-busy={busy} data-testid="enrollment-profile-form">
      {failure && <Banner testId="enrollment-profile-error"><p>{failure}</p></Banner>}
      <p className="account-form__aside">{join ? id('enrollProfileIntro') : id('enrollCompleteIntro')}</p>
      {fields.map(({ field, value, editable }) => (
        <Field key={field} id={`enroll-${field}`} label={labels[field]} error={errors[field]}>
          {(aria) => editable ? (
            <input
              {...aria} autoComplete={autoComplete[field]} aria-required="true" value={values[field] ?? ''}
              {...(field === 'birthDate' ? { inputMode: 'numeric' as const, placeholder: format } : {})}
              onChange={(e) => setValues((current) => ({ ...current, [field]: field === 'postalCode' ? formatProfileInput('postalCode', e.target.value, config.locale) : e.target.value }))}
            />
          ) : (
            <input {...aria} value={value} readOnly aria-readonly="true" />
          )}
        </Field>
      ))}
      {needsTerms && (
        <>
          <Checkbox id="enroll-loyalty-terms" required checked={accepted} onChange={setAccepted} error={termsError} label={messages.loyaltyTermsAgreementLabel} />
          <p className="account-form__aside"><a href={context.links.loyaltyTerms} target="_blank" rel="noopener">{id('loyaltyTermsLink')}</a></p>
        </>
      )}
      <button type="submit" className="account-form__submit" disabled={busy}>
        {busy ? messages.sending : join ? id('enrollJoinSubmit') : id('enrollContinue')}
      </button>
    </form>
  );
}

/** Success (§2 last step): the member number and the welcome offer (GET .../loyalty/promo/welcome) while the member may use it. */
export function SuccessStep({ context, memberId, close }: { context: IdentityContext; memberId: string | null; close: () => void }) {
  const id = identityText(context.identity);
  const [promo, setPromo] = useState<LoyaltyWelcomePromoResponse | null | 'none'>(null);
  const tag = LOCALES[context.target.locale as LocaleCode].tag;

  useEffect(() => {
    let live = true;
    shopperApi(context.target).then(welcomePromotion).then(
      (answer) => live && setPromo(answer),
      () => live && setPromo('none'),
    );
    return () => {
      live = false;
    };
  }, []);

  const offer = promo && promo !== 'none' && promo.eligible ? promo.promotion : null;
  return (
    <div data-testid="enrollment-success">
      <div className="account-form__success">
        {memberId && <p>{id('enrollSuccessText', { memberId })}</p>}
        {promo === null ? <p role="status">{id('enrollLoading')}</p> : offer ? (
          <p data-testid="enrollment-welcome-promo">
            {id('enrollPromo', { callout: offer.callout, code: offer.code })}
            {offer.endsAt && <> {id('enrollPromoUntil', { date: new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(offer.endsAt)) })}</>}
          </p>
        ) : <p>{id('enrollPromoNone')}</p>}
      </div>
      <div className="account-form__actions">
        <button type="button" className="account-form__submit" onClick={close}>{id('welcomeStart')}</button>
      </div>
    </div>
  );
}
