import { useEffect, useRef, useState } from 'react';
import type { EventRegistration } from '../../schemas/commerce/events';
import { ApiRequestError } from '../../src/lib/api/client';
import { eventDays, formatEventDay, isMultiDay, joinDays } from '../../schemas/content/event-days';
import { errorText, translator } from '../../src/shared/i18n/translator';
import { LOCALES, isLocaleCode } from '../../src/shared/i18n/sites';
import { validateEventRegistration, type EventRegistrationField } from '../../src/shared/validation/forms/event-registration';
import { getProfile, registerForEvent } from '../../src/lib/api/consumer';
import { withSession } from '../../src/lib/session/tokens';
import { $session } from '../../src/stores/session';
import { Checkbox, Field, GenderOptions, useHydrated } from '../shared/fields';
import { browserApi } from '../shared/browser-api';
import { issueText } from '../shared/form-messages';
import type { EventDialogContext } from './open';

interface Props {
  readonly context: EventDialogContext;
  readonly onRegistered: (registration: EventRegistration) => void;
  /** The session is gone (401): back to the sign-in step. */
  readonly onSignedOut: () => void;
}

type Values = { firstName: string; lastName: string; gender: string; phoneNumber: string; plusOne: string; terms: boolean; days: string[] };
type Errors = Partial<Record<EventRegistrationField, string>>;

const FIELDS: readonly EventRegistrationField[] = ['firstName', 'lastName', 'phoneNumber', 'attendingDays', 'plusOne', 'eventTermsAccepted'];
const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * The event join form (spec §2, §3 payload, §5 "Event join", §8): email prefilled from the
 * profile and disabled, names, gender and phone prefilled; a day picker only when the event
 * spans two or more days; a guest name only when the event takes a plus one (if given, a valid
 * name); the event terms must be ticked. A failure shows a dismissible alert with the message.
 */
export default function JoinForm({ context, onRegistered, onSignedOut }: Props) {
  const { event, target, messages, texts } = context;
  const t = translator(messages);
  const hydrated = useHydrated();
  const multiDay = isMultiDay(event);
  const days = eventDays(event);
  const country = isLocaleCode(target.locale) ? LOCALES[target.locale].country : 'US';
  const session = $session.get();
  const [email, setEmail] = useState(session.email ?? '');
  const [values, setValues] = useState<Values>({ firstName: session.firstName ?? '', lastName: '', gender: '', phoneNumber: '', plusOne: '', terms: false, days: [] });
  const [loading, setLoading] = useState(true);
  const [profileFailed, setProfileFailed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const id = (field: string) => `event-join-${field}`;

  useEffect(() => {
    let live = true;
    withSession(browserApi(target), (api) => getProfile(api, false))
      .then((profile) => {
        if (!live) return;
        const details = profile.consumerDetails;
        setEmail(details.email);
        setValues((current) => ({
          ...current,
          firstName: current.firstName || details.firstName || '',
          lastName: current.lastName || details.lastName || '',
          gender: current.gender || (['F', 'M', 'X'].includes(details.gender ?? '') ? details.gender! : ''),
          phoneNumber: current.phoneNumber || details.phone || '',
        }));
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isUnauthorized(error)) return onSignedOut();
        setProfileFailed(true);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  /** A field's message goes once the shopper changes it; the next submit checks again. */
  const clearError = (field: EventRegistrationField) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const set = (field: 'firstName' | 'lastName' | 'gender' | 'phoneNumber' | 'plusOne') => (change: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: change.target.value }));
    if (field !== 'gender') clearError(field);
  };
  const toggleDay = (day: string) => (checked: boolean) => {
    setValues((current) => ({ ...current, days: checked ? [...current.days, day] : current.days.filter((chosen) => chosen !== day) }));
    clearError('attendingDays');
  };

  function validate(): Errors {
    const issues = validateEventRegistration(
      { ...values, plusOne: event.enablePlusOne ? values.plusOne : '', eventTermsAccepted: values.terms, attendingDays: values.days },
      { country, daysRequired: multiDay },
    );
    const found: Errors = {};
    for (const field of FIELDS) {
      const issue = issues[field];
      if (issue) found[field] = field === 'attendingDays' ? texts.daysRequired : issueText(messages, issue);
    }
    return found;
  }

  function fail(message: string) {
    setFailure(message);
    setBusy(false);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  async function submit(submitted: { preventDefault(): void }) {
    submitted.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const form = '[data-testid="event-join-form"]';
      const selector = `${form} [aria-invalid="true"]${found.attendingDays ? `, ${form} [data-testid="event-join-days"] input` : ''}`;
      requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const request = {
        email,
        attendingDays: multiDay ? joinDays(values.days) : event.startDate,
        eventId: event.eventId,
        eventTermsAccepted: values.terms,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        gender: values.gender as '' | 'F' | 'M' | 'X',
        phoneNumber: values.phoneNumber.trim(),
        plusOne: event.enablePlusOne ? values.plusOne.trim() : '',
        registrationTimestamp: new Date().toISOString(),
      };
      // A 401 refreshes the session once and repeats the call (withSession); a second one is a signed-out shopper.
      const { registration } = await withSession(browserApi(target), (api) => registerForEvent(api, request));
      onRegistered(registration);
    } catch (error) {
      if (isUnauthorized(error)) return onSignedOut();
      const apiError = error instanceof ApiRequestError ? error : undefined;
      const field = apiError?.body?.errorDetails[0]?.field;
      if (apiError?.errorId === 'API400' && field && (FIELDS as readonly string[]).includes(field)) {
        setErrors({ [field]: apiError.message });
      }
      fail(errorText(translator(texts), { errorId: apiError?.errorId, message: apiError?.body ? apiError.message : undefined }));
    }
  }

  function dismiss() {
    setFailure(null);
    submitRef.current?.focus();
  }

  if (loading) return <p role="status" data-testid="event-join-loading">{texts.loadingProfile}</p>;
  return (
    <form className="account-form" method="post" noValidate onSubmit={submit} data-testid="event-join-form" aria-busy={busy}>
      {failure && (
        <div ref={alertRef} className="event-dialog__alert" role="alert" aria-live="assertive" tabIndex={-1} data-testid="event-join-error">
          <p>{failure}</p>
          <button type="button" onClick={dismiss}>{texts.dismiss}</button>
        </div>
      )}
      {profileFailed && <p className="event-dialog__notice" role="status">{texts.profileFailed}</p>}
      <Field id={id('email')} label={t('emailLabel')} describedBy={id('email-hint')}>
        {(aria) => <input {...aria} type="email" value={email} disabled readOnly autoComplete="email" />}
      </Field>
      <p id={id('email-hint')} className="event-dialog__field-hint">{texts.emailHint}</p>
      <Field id={id('first-name')} label={t('firstNameLabel')} error={errors.firstName}>
        {(aria) => <input {...aria} autoComplete="given-name" maxLength={30} aria-required="true" value={values.firstName} onChange={set('firstName')} />}
      </Field>
      <Field id={id('last-name')} label={t('lastNameLabel')} error={errors.lastName}>
        {(aria) => <input {...aria} autoComplete="family-name" maxLength={30} aria-required="true" value={values.lastName} onChange={set('lastName')} />}
      </Field>
      <Field id={id('gender')} label={t('genderLabel')}>
        {(aria) => (
          <select {...aria} value={values.gender} onChange={set('gender')}>
            <GenderOptions t={t} />
          </select>
        )}
      </Field>
      <Field id={id('phone')} label={t('phoneLabel')} error={errors.phoneNumber}>
        {(aria) => <input {...aria} type="tel" autoComplete="tel" value={values.phoneNumber} onChange={set('phoneNumber')} />}
      </Field>
      {multiDay && (
        <fieldset className="event-dialog__days" data-testid="event-join-days" aria-describedby={errors.attendingDays ? id('days-error') : undefined}>
          <legend>{texts.daysLegend}</legend>
          {days.map((day) => (
            <Checkbox key={day} id={id(`day-${day}`)} label={formatEventDay(day, target.locale)} checked={values.days.includes(day)} onChange={toggleDay(day)} />
          ))}
          {errors.attendingDays && <p id={id('days-error')} className="account-form__error" data-testid="event-join-days-error">{errors.attendingDays}</p>}
        </fieldset>
      )}
      {event.enablePlusOne && (
        <>
          <Field id={id('guest')} label={texts.guestLabel} error={errors.plusOne} describedBy={id('guest-hint')}>
            {(aria) => <input {...aria} autoComplete="off" value={values.plusOne} onChange={set('plusOne')} />}
          </Field>
          <p id={id('guest-hint')} className="event-dialog__field-hint">{texts.guestHint}</p>
        </>
      )}
      <Checkbox id={id('terms')} required label={texts.termsLabel} checked={values.terms} onChange={(terms) => {
        setValues((current) => ({ ...current, terms }));
        clearError('eventTermsAccepted');
      }} error={errors.eventTermsAccepted} />
      <button ref={submitRef} type="submit" className="account-form__submit" disabled={!hydrated || busy}>{busy ? t('sending') : event.submitCtaLabel}</button>
    </form>
  );
}
