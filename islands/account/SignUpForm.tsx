import { useRef, useState } from 'react';
import { ApiRequestError } from '../../src/lib/api/client';
import type { LocaleCode } from '../../src/lib/i18n/sites';
import { LOCALES } from '../../src/lib/i18n/sites';
import { dateFormatForLocale } from '../../src/lib/validation/dates/date-format';
import { validateSignUp, type SignUpField, type SignUpInput } from '../../src/lib/validation/forms/sign-up';
import { passwordChecklist } from '../../src/lib/validation/rules/password';
import { accountApi, apiErrorText, issueText, setFlash, translator, type AccountIslandProps } from './shared';
import { Banner, Field, useHydrated } from './fields';

interface Props extends AccountIslandProps {
  readonly locale: LocaleCode;
  readonly leadSource?: string | undefined;
}

type Values = Required<Pick<SignUpInput, 'firstName' | 'lastName' | 'email' | 'phone' | 'birthDate' | 'password'>>;
type Errors = Partial<Record<SignUpField, string>>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', birthDate: '', password: '' };

/**
 * Spec §4 sign-up: create the account, 'account created', then sign in automatically.
 * §8 errors: AUT411 marks the email invalid with the API message, AUT412 the phone, PRO411
 * re-runs validation with the birth date required, anything else is a banner scrolled into view.
 */
export default function SignUpForm({ target, messages, links, recaptcha, locale, leadSource }: Props) {
  const t = translator(messages);
  const hydrated = useHydrated();
  const format = dateFormatForLocale(locale);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [birthDateRequired, setBirthDateRequired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const checklist = passwordChecklist(values.password);

  function validate(requireBirthDate = birthDateRequired): Errors {
    const country = LOCALES[locale].country;
    const issues = validateSignUp(values, {
      locale,
      today: new Date(),
      ...(requireBirthDate ? { birthDateByCountry: { [country]: { required: true } } } : {}),
    });
    const found: Errors = {};
    for (const [field, issue] of Object.entries(issues) as [SignUpField, (typeof issues)[SignUpField]][]) {
      const text = issueText(messages, issue);
      if (text) found[field] = text;
    }
    return found;
  }

  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setBanner(null);
    const api = accountApi(target);
    const [{ signUp }, { signInShopper, refreshProfile }] = await Promise.all([import('../../src/lib/api/auth'), import('../../src/lib/session/actions')]);
    try {
      await signUp(api, {
        firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(values.birthDate.trim() ? { birthDate: values.birthDate.trim() } : {}),
        password: values.password, isTermsConfirmed: true, source: { acquisitionType: 'Registered' }, recaptcha_response: recaptcha,
      }, leadSource);
    } catch (error) {
      setBusy(false);
      handleFailure(error);
      return;
    }
    setCreated(true);
    try {
      await signInShopper(api, { username: values.email.trim(), password: values.password, recaptchaResponse: recaptcha?.replace(/:register$/, ':login') });
      await refreshProfile(api).catch(() => undefined);
      setFlash('accountCreated');
      window.location.assign(links.home);
    } catch {
      // The account exists; signing in by hand still works.
      window.location.assign(links.signIn);
    }
  }

  function handleFailure(error: unknown) {
    const id = error instanceof ApiRequestError ? error.errorId : '';
    if (id === 'AUT411' || id === 'AUT453') return setErrors({ email: apiErrorText(error, messages) });
    if (id === 'AUT412') return setErrors({ phone: apiErrorText(error, messages) });
    if (id === 'PRO411' || id === 'PRO410') {
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
    <form className="account-form" method="post" onSubmit={submit} noValidate data-testid="sign-up-form" aria-busy={busy}>
      {banner && <Banner ref={bannerRef} testId="sign-up-error"><p>{banner}</p></Banner>}
      <Field id="sign-up-first-name" label={t('firstNameLabel')} error={errors.firstName}>
        {(aria) => <input {...aria} autoComplete="given-name" maxLength={30} value={values.firstName} onChange={set('firstName')} />}
      </Field>
      <Field id="sign-up-last-name" label={t('lastNameLabel')} error={errors.lastName}>
        {(aria) => <input {...aria} autoComplete="family-name" maxLength={30} value={values.lastName} onChange={set('lastName')} />}
      </Field>
      <Field id="sign-up-email" label={t('emailLabel')} error={errors.email}>
        {(aria) => <input {...aria} type="email" autoComplete="email" maxLength={100} value={values.email} onChange={set('email')} />}
      </Field>
      <Field id="sign-up-phone" label={t('phoneLabel')} error={errors.phone}>
        {(aria) => <input {...aria} type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />}
      </Field>
      <Field id="sign-up-birth-date" label={t('birthDateLabel', { format })} error={errors.birthDate}>
        {(aria) => <input {...aria} inputMode="numeric" autoComplete="bday" placeholder={format} value={values.birthDate} onChange={set('birthDate')} />}
      </Field>
      <Field id="sign-up-password" label={t('passwordLabel')} error={errors.password} describedBy="sign-up-password-checklist">
        {(aria) => <input {...aria} type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />}
      </Field>
      <div id="sign-up-password-checklist">
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
      <button type="submit" className="account-form__submit" disabled={!hydrated || busy}>{busy ? t('sending') : t('signUpSubmit')}</button>
      <p className="account-form__aside">
        {t('haveAccount')} <a href={links.signIn}>{t('signInLink')}</a>
      </p>
    </form>
  );
}
