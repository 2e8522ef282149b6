import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { z } from 'zod';
import type { contactCategoriesSchema } from '../../schemas/commerce/consumer';
import type { IdentityMessages } from '../../src/shared/i18n/messages/identity/en';
import { validateContactUs, CONTACT_MESSAGE_MAX, CONTACT_ORDER_NO_MAX, type ContactUsField, type ContactUsInput } from '../../src/shared/validation/forms/contact-us';
import { $session } from '../../src/stores/session';
import { Banner, Field, typedBeforeHydration, useHydrated } from '../shared/fields';
import { browserApi } from '../shared/browser-api';
import { apiErrorText, issueText } from '../shared/form-messages';
import type { AccountIslandProps } from '../shared/account-island-props';
import { identityText } from './texts';

type Categories = z.infer<typeof contactCategoriesSchema>['categories'];
type Values = Required<Record<ContactUsField, string>>;
type Errors = Partial<Record<ContactUsField, string>>;

interface Props extends Pick<AccountIslandProps, 'target' | 'messages' | 'recaptcha'> {
  readonly identity: IdentityMessages;
  /** Read by the page (GET /consumers-v3/contactus/categorySubject); null when that failed, the form then asks again. */
  readonly categories: Categories | null;
}

const EMPTY: Values = { category: '', subject: '', message: '', email: '', firstName: '', lastName: '', orderNo: '' };

/**
 * Contact us (spec §2, §7): topic and subject from the API, message, email and name (filled in
 * for a signed-in shopper), posted to /consumers-v3/contactus; the case number on success.
 */
export default function ContactUsForm({ target, messages, identity, recaptcha, categories: initial }: Props) {
  const id = identityText(identity);
  const hydrated = useHydrated();
  const session = useStore($session);
  const [categories, setCategories] = useState<Categories | null>(initial);
  const [topicsFailed, setTopicsFailed] = useState(false);
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    subject: typedBeforeHydration('contact-subject', ''), message: typedBeforeHydration('contact-message', ''),
    email: typedBeforeHydration('contact-email', ''), firstName: typedBeforeHydration('contact-first-name', ''),
    lastName: typedBeforeHydration('contact-last-name', ''), orderNo: typedBeforeHydration('contact-order', ''),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ caseId: string; email: string } | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (categories) return;
    void import('./consumer-api')
      .then(({ getContactCategories }) => getContactCategories(browserApi(target)))
      .then((answer) => setCategories(answer.categories))
      .catch(() => setTopicsFailed(true));
  }, []);

  // A signed-in shopper finds their email and name filled in; the last name comes from the profile.
  useEffect(() => {
    if (session.status !== 'registered') return;
    setValues((current) => ({ ...current, email: current.email || session.email || '', firstName: current.firstName || session.firstName || '' }));
    let live = true;
    void import('./consumer-api')
      .then(({ shopperApi, getProfile }) => shopperApi(target).then((api) => getProfile(api, false)))
      .then((profile) => {
        if (!live) return;
        const details = profile.consumerDetails;
        setValues((current) => ({
          ...current, email: current.email || details.email, firstName: current.firstName || details.firstName || '', lastName: current.lastName || details.lastName || '',
        }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [session.status, session.email]);

  const set = (field: ContactUsField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value, ...(field === 'category' ? { subject: '' } : {}) }));

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const issues = validateContactUs(values);
    const found: Errors = {};
    for (const [field, issue] of Object.entries(issues) as [ContactUsField, (typeof issues)[ContactUsField]][]) found[field] = issueText(messages, issue);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="contact-us-form"] [aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setFailure(null);
    const request: ContactUsInput & { category: string; subject: string; message: string; email: string } = {
      category: values.category, subject: values.subject, message: values.message.trim(), email: values.email.trim(),
      ...(values.firstName.trim() ? { firstName: values.firstName.trim() } : {}),
      ...(values.lastName.trim() ? { lastName: values.lastName.trim() } : {}),
      ...(values.orderNo.trim() ? { orderNo: values.orderNo.trim() } : {}),
    };
    try {
      const { sendContactRequest, shopperApi } = await import('./consumer-api');
      const api = session.status === 'registered' ? await shopperApi(target).catch(() => browserApi(target)) : browserApi(target);
      const answer = await sendContactRequest(api, { ...request, ...(recaptcha ? { recaptcha_response: recaptcha } : {}) });
      setSent({ caseId: answer.caseId, email: request.email });
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      setFailure(apiErrorText(error, messages));
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div ref={successRef} tabIndex={-1} className="account-form__success" role="status" data-testid="contact-us-success">
        <h2>{id('contactSuccessTitle')}</h2>
        <p>{id('contactSuccessText', { caseId: sent.caseId, email: sent.email })}</p>
        <button type="button" className="account-form__secondary" onClick={() => { setSent(null); setBusy(false); setValues((current) => ({ ...current, message: '', orderNo: '' })); }}>
          {id('contactSendAnother')}
        </button>
      </div>
    );
  }
  const subjects = categories?.find((entry) => entry.category === values.category)?.subjects ?? [];
  return (
    <form className="account-form" method="post" noValidate onSubmit={submit} data-testid="contact-us-form" aria-busy={busy}>
      <p>{id('contactIntro')}</p>
      {failure && <Banner testId="contact-us-error"><p>{failure}</p></Banner>}
      {topicsFailed && <Banner testId="contact-us-topics-error"><p>{id('contactTopicsFailed')}</p></Banner>}
      <Field id="contact-category" label={id('contactCategoryLabel')} error={errors.category}>
        {(aria) => (
          <select {...aria} aria-required="true" value={values.category} onChange={set('category')} disabled={!categories}>
            <option value="">{categories ? id('contactChoose') : id('contactLoading')}</option>
            {categories?.map((entry) => <option key={entry.category} value={entry.category}>{entry.label}</option>)}
          </select>
        )}
      </Field>
      <Field id="contact-subject" label={id('contactSubjectLabel')} error={errors.subject}>
        {(aria) => (
          <select {...aria} aria-required="true" value={values.subject} onChange={set('subject')} disabled={subjects.length === 0}>
            <option value="">{id('contactChoose')}</option>
            {subjects.map((entry) => <option key={entry.subject} value={entry.subject}>{entry.label}</option>)}
          </select>
        )}
      </Field>
      <Field id="contact-message" label={id('contactMessageLabel')} error={errors.message}>
        {(aria) => <textarea {...aria} aria-required="true" maxLength={CONTACT_MESSAGE_MAX} rows={6} value={values.message} onChange={set('message')} />}
      </Field>
      <Field id="contact-email" label={messages.emailLabel} error={errors.email}>
        {(aria) => <input {...aria} type="email" autoComplete="email" aria-required="true" maxLength={100} value={values.email} onChange={set('email')} />}
      </Field>
      <Field id="contact-first-name" label={messages.firstNameLabel} error={errors.firstName}>
        {(aria) => <input {...aria} autoComplete="given-name" maxLength={30} value={values.firstName} onChange={set('firstName')} />}
      </Field>
      <Field id="contact-last-name" label={messages.lastNameLabel} error={errors.lastName}>
        {(aria) => <input {...aria} autoComplete="family-name" maxLength={30} value={values.lastName} onChange={set('lastName')} />}
      </Field>
      <Field id="contact-order" label={id('contactOrderLabel')} error={errors.orderNo}>
        {(aria) => <input {...aria} maxLength={CONTACT_ORDER_NO_MAX} value={values.orderNo} onChange={set('orderNo')} />}
      </Field>
      <button type="submit" className="account-form__submit" disabled={!hydrated || busy}>{busy ? messages.sending : id('contactSubmit')}</button>
    </form>
  );
}
