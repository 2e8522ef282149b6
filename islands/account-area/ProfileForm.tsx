import { useEffect, useState } from 'react';
import { hasProfileChanges, updateProfile } from '../../src/lib/api/consumer';
import type { AccountAreaKey } from '../../src/shared/i18n/messages/account-area';
import { LOCALES } from '../../src/shared/i18n/sites';
import { refreshProfile } from '../../src/lib/session/actions';
import { dateFormatForLocale } from '../../src/shared/validation/dates/date-format';
import { validateProfile, type ProfileField } from '../../src/shared/validation/forms/profile';
import { apiErrorText, issueText } from '../shared/form-messages';
import { Field } from '../shared/fields';
import { formatProfileInput, missingEnrollmentFields, profileUpdateOf, profileValues, type EnrollmentField, type ProfileValues } from './profile-model';
import { OutcomeLine, Section, errorField, useOutcome, type SectionProps } from './section';

type Errors = Partial<Record<ProfileField, string>>;

const FIELD_NAMES: Record<EnrollmentField, AccountAreaKey> = {
  phone: 'phoneLabel', firstName: 'firstNameLabel', lastName: 'lastNameLabel', postalCode: 'postalCodeLabel', birthDate: 'birthDateName',
};

/**
 * Profile (spec §3 consumerDetails, preferences): names, read-only email, phone with the
 * country's mask, birth date in the regional format, postal code, gender where configured and
 * preferred shoe size. Only changed fields are sent; nothing changed sends nothing (spec §5).
 */
export function ProfileForm({ profile, locale, messages, genders, shoeSizes, birthDate, t, run, onProfile, api }: SectionProps) {
  const [values, setValues] = useState<ProfileValues>(() => profileValues(profile, locale));
  const [initial, setInitial] = useState<ProfileValues>(values);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useOutcome();
  const format = dateFormatForLocale(locale);
  const missing = missingEnrollmentFields(profile);

  useEffect(() => {
    const next = profileValues(profile, locale);
    setValues(next);
    setInitial(next);
  }, [profile, locale]);

  const set = (field: ProfileField) => (event: { target: { value: string } }) => {
    const value = formatProfileInput(field, event.target.value, locale);
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const issues = validateProfile(values, { locale, today: new Date(), birthDate, dateFormat: format });
    const found: Errors = {};
    // Only what the shopper changed is checked (and sent): a stored value from another country
    // (a US postal code on the British site) must not block saving the other fields.
    for (const [field, issue] of Object.entries(issues) as [ProfileField, (typeof issues)[ProfileField]][]) {
      if (values[field].trim() !== initial[field].trim()) found[field] = issueText(messages, issue);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'idle' });
      return;
    }
    const update = profileUpdateOf(values, initial);
    if (!hasProfileChanges(update)) {
      setOutcome({ kind: 'done', text: t('nothingToSave') });
      return;
    }
    setOutcome({ kind: 'busy' });
    try {
      const fresh = await run((authorized) => updateProfile(authorized, update));
      if (fresh) onProfile(fresh);
      setOutcome({ kind: 'done', text: t('profileSaved') });
      // The header greets by first name.
      if (update.consumerDetails?.firstName) void refreshProfile(api).catch(() => undefined);
    } catch (error) {
      const field = errorField(error) as ProfileField | undefined;
      if (field && field in values) {
        setErrors({ [field]: apiErrorText(error, messages) });
        setOutcome({ kind: 'idle' });
      } else setOutcome({ kind: 'failed', text: apiErrorText(error, messages) });
    }
  }

  const list = new Intl.ListFormat(LOCALES[locale].tag, { type: 'conjunction' }).format(missing.map((field) => t(FIELD_NAMES[field])));
  const busy = outcome.kind === 'busy';
  return (
    <Section id="account-profile" title={t('profileTitle')}>
      {missing.length > 0 && (
        <div className="account-area__banner" data-testid="partial-enrollment-banner">
          <p><strong>{t('partialEnrollmentTitle')}</strong></p>
          <p>{t('partialEnrollmentText', { fields: list })}</p>
        </div>
      )}
      <form className="account-area__form" onSubmit={submit} noValidate aria-busy={busy} data-testid="profile-form">
        <div className="account-area__grid">
          <Field id="profile-first-name" label={t('firstNameLabel')} error={errors.firstName}>
            {(aria) => <input {...aria} autoComplete="given-name" maxLength={30} value={values.firstName} onChange={set('firstName')} />}
          </Field>
          <Field id="profile-last-name" label={t('lastNameLabel')} error={errors.lastName}>
            {(aria) => <input {...aria} autoComplete="family-name" maxLength={30} value={values.lastName} onChange={set('lastName')} />}
          </Field>
        </div>
        <Field id="profile-email" label={t('emailLabel')} describedBy="profile-email-hint">
          {(aria) => <input {...aria} type="email" value={profile.consumerDetails.email} readOnly aria-readonly="true" />}
        </Field>
        <p id="profile-email-hint" className="account-area__hint">{t('emailReadOnlyHint')}</p>
        <div className="account-area__grid">
          <Field id="profile-phone" label={t('phoneLabel')} error={errors.phone}>
            {(aria) => <input {...aria} type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')} />}
          </Field>
          <Field id="profile-birth-date" label={t('birthDateLabel', { format })} error={errors.birthDate}>
            {(aria) => <input {...aria} autoComplete="bday" inputMode="numeric" placeholder={format} value={values.birthDate} onChange={set('birthDate')} />}
          </Field>
          <Field id="profile-postal-code" label={t('postalCodeLabel')} error={errors.postalCode}>
            {(aria) => <input {...aria} autoComplete="postal-code" value={values.postalCode} onChange={set('postalCode')} />}
          </Field>
          {genders && (
            <Field id="profile-gender" label={t('genderLabel')} error={errors.gender}>
              {(aria) => (
                <select {...aria} value={values.gender} onChange={set('gender')}>
                  <option value="">{t('genderNone')}</option>
                  {genders.map((gender) => (
                    <option key={gender} value={gender}>{genderLabel(gender, t)}</option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field id="profile-shoe-size" label={t('shoeSizeLabel', { system: shoeSizes.system })} error={errors.preferredShoeSize}>
            {(aria) => (
              <select {...aria} value={values.preferredShoeSize} onChange={set('preferredShoeSize')}>
                <option value="">{t('shoeSizeNone')}</option>
                {withCurrent(shoeSizes.sizes, values.preferredShoeSize).map((size) => <option key={size} value={size}>{size}</option>)}
              </select>
            )}
          </Field>
        </div>
        <OutcomeLine outcome={outcome} testId="profile" />
        <button type="submit" className="account-area__button account-area__button--primary" disabled={busy}>
          {busy ? t('saving') : t('saveProfile')}
        </button>
      </form>
    </Section>
  );
}

function genderLabel(value: string, t: SectionProps['t']): string {
  if (value === 'F') return t('genderF');
  if (value === 'M') return t('genderM');
  if (value === 'X') return t('genderX');
  return value;
}

/** The offered values, plus the stored one when the list does not have it (never lose data). */
function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current && !options.includes(current) ? [...options, current] : options;
}
