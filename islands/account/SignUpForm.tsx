import { useRef, useState } from 'react';
import { ApiRequestError } from '../../src/lib/api/client';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { LOCALES } from '../../src/shared/i18n/sites';
import { signUpConfigFor, signUpRequirements, type SignUpRequirements } from '../../src/shared/identity/sign-up-config';
import { dateFormatForLocale } from '../../src/shared/validation/dates/date-format';
import { validateSignUp, type AgreementField, type SignUpField } from '../../src/shared/validation/forms/sign-up';
import { isValidPhone } from '../../src/shared/validation/phone/phone-rule';
import { passwordChecklist } from '../../src/shared/validation/rules/password';
import type { MessageKey } from '../../src/shared/i18n/messages';
import { browserApi } from '../shared/browser-api';
import { apiErrorText, issueText } from '../shared/form-messages';
import { translator } from '../../src/shared/i18n/translator';
import { setFlash } from '../shared/flash';
import type { AccountIslandProps } from '../shared/account-island-props';
import { Banner, Checkbox, Field, GenderOptions, typedBeforeHydration, useHydrated } from '../shared/fields';
import { interceptClick } from './SignInForm';
import { SmsOptIn, smsOptInAfterPhone, type SmsOptInState } from './SmsOptIn';

export interface SignedUp {
  readonly email: string;
  readonly firstName: string;
  readonly loyalty: boolean;
}

export interface SignUpFormProps extends AccountIslandProps {
  readonly locale: LocaleCode;
  readonly leadSource?: string | undefined;
  /** 'loyalty' (spec §2 "sign-up form (loyalty variant)"): the programme terms must be accepted and the account joins it. */
  readonly variant?: 'standard' | 'loyalty';
  readonly initialEmail?: string | undefined;
  /**
   * Runs once the account exists and the shopper is signed in. Without it (the sign-up page) a
   * one-shot 'account created' message is set and the shopper goes home.
   */
  readonly onCreated?: ((account: SignedUp) => void) | undefined;
  /** In a dialog, 'Sign in' opens the sign-in dialog; its href stays the page. */
  readonly onSignIn?: (() => void) | undefined;
  /** What this locale requires (src/lib/identity/sign-up-config); tests pass their own. */
  readonly requirements?: SignUpRequirements | undefined;
  readonly idPrefix?: string;
}

type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'birthDate' | 'password' | 'gender';
type Values = Record<TextField, string> & Record<AgreementField, boolean>;
type Errors = Partial<Record<SignUpField, string>>;

const AGREEMENT_LABELS: Record<Exclude<AgreementField, 'newsletter'>, MessageKey> = {
  policy: 'policyAgreementLabel',
  brandTerms: 'brandTermsAgreementLabel',
  loyaltyTerms: 'loyaltyTermsAgreementLabel',
};

/**
 * Spec §4 sign-up: create the account, 'account created', then sign in automatically.
 * §8 errors: AUT411 marks the email invalid with the API message, AUT412 the phone, PRO411
 * re-runs validation with the birth date required, anything else is a banner scrolled into view.
 * Which fields a locale requires comes from the shared sign-up configuration, so the form says
 * so before submitting; the API checks the same configuration.
 */
export default function SignUpForm(props: SignUpFormProps) {
  const { target, messages, links, recaptcha, locale, leadSource, variant = 'standard', initialEmail = '', onCreated, idPrefix = 'sign-up' } = props;
  const t = translator(messages);
  const hydrated = useHydrated();
  const format = dateFormatForLocale(locale);
  const country = LOCALES[locale].country;
  const requirements = props.requirements ?? signUpRequirements(locale);
  const loyalty = variant === 'loyalty';
  const requiredAgreements: AgreementField[] = [...requirements.agreements, ...(loyalty ? (['loyaltyTerms'] as const) : [])];
  const id = (field: string) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<Values>(() => ({
    firstName: typedBeforeHydration(id('first-name'), ''), lastName: typedBeforeHydration(id('last-name'), ''),
    email: typedBeforeHydration(id('email'), initialEmail), phone: typedBeforeHydration(id('phone'), ''),
    birthDate: typedBeforeHydration(id('birth-date'), ''), password: typedBeforeHydration(id('password'), ''), gender: '',
    newsletter: false, policy: false, brandTerms: false, loyaltyTerms: false,
  }));
  const [sms, setSms] = useState<SmsOptInState>('off');
  const [errors, setErrors] = useState<Errors>({});
  const [birthDateRequired, setBirthDateRequired] = useState(requirements.birthDate?.required ?? false);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const checklist = passwordChecklist(values.password);
  const phoneValid = isValidPhone(values.phone, country);
  const smsState = smsOptInAfterPhone(sms, phoneValid);

  function validate(requireBirthDate = birthDateRequired): Errors {
    const config = signUpConfigFor(locale, new Date());
    const birthDateByCountry = { ...config.birthDateByCountry, [country]: { ...requirements.birthDate, required: requireBirthDate } };
    const issues = validateSignUp(
      { ...values, optInAccepted: smsState === 'accepted' },
      {
        ...config,
        birthDateByCountry,
        phoneRequiredLocales: requirements.phone ? [locale] : [],
        genderRequiredLocales: requirements.gender ? [locale] : [],
        smsOptInRequired: requirements.smsOptIn,
        requiredAgreements,
      },
    );
    const found: Errors = {};
    for (const [field, issue] of Object.entries(issues) as [SignUpField, (typeof issues)[SignUpField]][]) {
      const text = issueText(messages, issue);
      if (text) found[field] = text;
    }
    if (smsState === 'pending' && !found.optInAccepted) found.optInAccepted = t('smsTermsPending');
    return found;
  }

  const set = (field: TextField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // The SMS box resets when the phone stops being valid (spec §4): ticked again only by hand.
    if (field === 'phone' && !isValidPhone(value, country)) setSms('off');
  };
  const tick = (field: AgreementField) => (checked: boolean) => setValues((current) => ({ ...current, [field]: checked }));
  const changeSms = (next: SmsOptInState) => {
    setSms(next);
    setErrors((current) => ({ ...current, optInAccepted: undefined }));
  };

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="${idPrefix}-form"] [aria-invalid="true"]`)?.focus());
      return;
    }
    setBusy(true);
    setBanner(null);
    const api = browserApi(target);
    const { signUp, signInShopper, refreshProfile } = await import('./session-api');
    const smsOptIn = smsState === 'accepted';
    const email = values.email.trim();
    try {
      await signUp(api, {
        firstName: values.firstName.trim(), lastName: values.lastName.trim(), email,
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(values.birthDate.trim() ? { birthDate: values.birthDate.trim() } : {}),
        ...(values.gender ? { gender: values.gender } : {}),
        password: values.password, isTermsConfirmed: true, source: { acquisitionType: 'Registered' }, recaptcha_response: recaptcha,
        newsletter: values.newsletter, policy: values.policy, brandTerms: values.brandTerms, loyaltyTerms: values.loyaltyTerms,
        optInAccepted: smsOptIn,
        subscriptions: { newsletterConsent: values.newsletter, smsNotificationConsent: smsOptIn, loyaltyConsent: loyalty && values.loyaltyTerms },
        ...(loyalty ? { loyaltyEnrollment: 'Full' as const, loyaltyNewsletterConsent: values.newsletter } : {}),
      }, leadSource);
    } catch (error) {
      setBusy(false);
      handleFailure(error);
      return;
    }
    setCreated(true);
    try {
      await signInShopper(api, { username: email, password: values.password, recaptchaResponse: recaptcha?.replace(/:register$/, ':login') });
      await refreshProfile(api).catch(() => undefined);
    } catch {
      // The account exists; signing in by hand still works.
      window.location.assign(links.signIn);
      return;
    }
    if (onCreated) {
      void import('../shared/cart-notice').then(({ showCartNotice }) => showCartNotice(target));
      onCreated({ email, firstName: values.firstName.trim(), loyalty });
      return;
    }
    setFlash('accountCreated');
    window.location.assign(links.home);
  }

  function handleFailure(error: unknown) {
    const errorId = error instanceof ApiRequestError ? error.errorId : '';
    if (errorId === 'AUT411' || errorId === 'AUT453') return setErrors({ email: apiErrorText(error, messages) });
    if (errorId === 'AUT412') return setErrors({ phone: apiErrorText(error, messages) });
    if (errorId === 'PRO411' || errorId === 'PRO410') {
      setBirthDateRequired(true);
      const found = validate(true);
      return setErrors(found.birthDate ? found : { ...found, birthDate: apiErrorText(error, messages) });
    }
    setBanner(apiErrorText(error, messages));
    requestAnimationFrame(() => {
      bannerRef.current?.scrollIntoView({ block: 'center' });
      bannerRef.current?.focus();
    });
  }

  if (created) return <p className="account-form__success" role="status" data-testid="sign-up-success">{t('accountCreated')}</p>;
  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`} data-variant={variant} aria-busy={busy}>
      {banner && <Banner ref={bannerRef} testId="sign-up-error"><p>{banner}</p></Banner>}
      <Field id={id('first-name')} label={t('firstNameLabel')} error={errors.firstName}>
        {(aria) => <input {...aria} autoComplete="given-name" maxLength={30} aria-required="true" value={values.firstName} onChange={set('firstName')} />}
      </Field>
      <Field id={id('last-name')} label={t('lastNameLabel')} error={errors.lastName}>
        {(aria) => <input {...aria} autoComplete="family-name" maxLength={30} aria-required="true" value={values.lastName} onChange={set('lastName')} />}
      </Field>
      <Field id={id('email')} label={t('emailLabel')} error={errors.email}>
        {(aria) => <input {...aria} type="email" autoComplete="email" maxLength={100} aria-required="true" value={values.email} onChange={set('email')} />}
      </Field>
      <Field id={id('phone')} label={requirements.phone ? t('phoneRequiredLabel') : t('phoneLabel')} error={errors.phone}>
        {(aria) => <input {...aria} type="tel" autoComplete="tel" aria-required={requirements.phone || undefined} value={values.phone} onChange={set('phone')} />}
      </Field>
      <SmsOptIn
        id={id('sms')} messages={messages} state={smsState} onChange={changeSms} phoneValid={phoneValid}
        termsHref={links.smsTerms} error={errors.optInAccepted} required={requirements.smsOptIn}
      />
      <Field id={id('birth-date')} label={t('birthDateLabel', { format })} error={errors.birthDate}>
        {(aria) => (
          <input {...aria} inputMode="numeric" autoComplete="bday" placeholder={format} aria-required={birthDateRequired || undefined} value={values.birthDate} onChange={set('birthDate')} />
        )}
      </Field>
      {requirements.gender && (
        <Field id={id('gender')} label={t('genderLabel')} error={errors.gender}>
          {(aria) => (
            <select {...aria} aria-required="true" value={values.gender} onChange={set('gender')}>
              <GenderOptions t={t} />
            </select>
          )}
        </Field>
      )}
      <Field id={id('password')} label={t('passwordLabel')} error={errors.password} describedBy={id('password-checklist')}>
        {(aria) => <input {...aria} type="password" autoComplete="new-password" aria-required="true" value={values.password} onChange={set('password')} />}
      </Field>
      <div id={id('password-checklist')}>
        <p className="account-form__aside">{t('passwordChecklistTitle')}</p>
        <ul className="password-checklist" data-testid="password-checklist">
          {checklist.map((item) => (
            <li key={item.requirement} data-requirement={item.requirement} data-met={item.met ? 'true' : 'false'}>
              <span aria-hidden="true">{item.met ? '✓' : '○'}</span> {t(item.key, item.params)}
              <span className="visually-hidden"> ({item.met ? t('checklistMet') : t('checklistNotMet')})</span>
            </li>
          ))}
        </ul>
      </div>
      <Checkbox id={id('newsletter')} label={t('newsletterOptInLabel')} checked={values.newsletter} onChange={tick('newsletter')} />
      {(['policy', 'brandTerms', 'loyaltyTerms'] as const)
        .filter((field) => requiredAgreements.includes(field))
        .map((field) => (
          <Checkbox
            key={field} id={id(field)} required checked={values[field]} onChange={tick(field)} error={errors[field]}
            label={t(AGREEMENT_LABELS[field])}
          />
        ))}
      <button type="submit" className="account-form__submit" disabled={!hydrated || busy}>
        {busy ? t('sending') : loyalty ? t('loyaltySignUpSubmit') : t('signUpSubmit')}
      </button>
      <p className="account-form__aside">
        {t('haveAccount')} <a href={links.signIn} onClick={interceptClick(props.onSignIn)}>{t('signInLink')}</a>
      </p>
    </form>
  );
}
