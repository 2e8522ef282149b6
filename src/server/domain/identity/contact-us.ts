import type { Database } from '../../db/client';
import { contactRequests } from '../../db/schema/identity';
import { ApiError } from '../../http/api-error';
import type { IdentityOptions } from './options';
import { newCaseNumber } from '../system/case-number';
import { CONTACT_LABELS, type ContactLabelKey } from '../../../shared/i18n/messages/contact';
import { translatorFor } from '../../../shared/i18n/messages/language';
import type { LocaleCode } from '../../../shared/i18n/sites';

/** Categories and their subjects; their labels are the contact catalogue (src/shared/i18n/messages/contact). */
export const CONTACT_CATEGORIES: ReadonlyArray<{ category: string; subjects: readonly string[] }> = [
  { category: 'order', subjects: ['status', 'cancel', 'change'] },
  { category: 'returns', subjects: ['return', 'refund'] },
  { category: 'account', subjects: ['signin', 'data'] },
  { category: 'loyalty', subjects: ['points'] },
  { category: 'product', subjects: ['sizing', 'warranty'] },
];

/** The categories and subjects in the language of `locale`, as the contact form lists them. */
export function contactCategories(locale: LocaleCode) {
  const t = translatorFor(CONTACT_LABELS, locale);
  return CONTACT_CATEGORIES.map(({ category, subjects }) => ({
    category,
    label: t(`category_${category}` as ContactLabelKey),
    subjects: subjects.map((subject) => ({ subject, label: t(`subject_${category}_${subject}` as ContactLabelKey) })),
  }));
}

export interface ContactRequest {
  readonly category: string;
  readonly subject: string;
  readonly email: string;
  readonly message: string;
  readonly [field: string]: unknown;
}

/**
 * Stores a contact request and mails it to customer care, in one transaction. A category or
 * subject the form does not offer is API400. Answers the case id.
 */
export async function submitContactRequest(
  db: Database,
  identity: IdentityOptions,
  input: { siteId: string; consumerId: string | null; request: ContactRequest },
): Promise<string> {
  const { request, siteId } = input;
  const category = CONTACT_CATEGORIES.find((entry) => entry.category === request.category);
  if (!category?.subjects.includes(request.subject)) {
    throw new ApiError('API400', 'Unknown category or subject.', { field: 'subject' });
  }
  const id = newCaseNumber();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.insert(contactRequests).values({ id, siteId, consumerId: input.consumerId, payload: request });
    await identity.mailer.send(t, { siteId, to: `care@${siteId}.example`, template: 'contact-us', subject: `[${request.category}/${request.subject}] ${id}`, body: `${request.email}\n\n${request.message}` });
  });
  return id;
}
