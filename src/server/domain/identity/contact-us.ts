import type { Database } from '../../db/client';
import { contactRequests } from '../../db/schema/identity';
import { ApiError } from '../../http/api-error';
import type { IdentityOptions } from './options';

export type Language = 'en' | 'fr' | 'de' | 'it';
type Labels = Readonly<Record<Language, string>>;

/** Categories and their subjects; labels in every seeded language (the form shows them as they come). */
export const CONTACT_CATEGORIES: ReadonlyArray<{ category: string; label: Labels; subjects: ReadonlyArray<{ subject: string; label: Labels }> }> = [
  { category: 'order', label: { en: 'My order', fr: 'Ma commande', de: 'Meine Bestellung', it: 'Il mio ordine' }, subjects: [
    { subject: 'status', label: { en: 'Order status', fr: 'Suivi de commande', de: 'Bestellstatus', it: "Stato dell'ordine" } },
    { subject: 'cancel', label: { en: 'Cancel an order', fr: 'Annuler une commande', de: 'Bestellung stornieren', it: 'Annullare un ordine' } },
    { subject: 'change', label: { en: 'Change an order', fr: 'Modifier une commande', de: 'Bestellung ändern', it: 'Modificare un ordine' } },
  ] },
  { category: 'returns', label: { en: 'Returns and refunds', fr: 'Retours et remboursements', de: 'Rücksendungen und Erstattungen', it: 'Resi e rimborsi' }, subjects: [
    { subject: 'return', label: { en: 'Return an item', fr: 'Retourner un article', de: 'Artikel zurücksenden', it: 'Restituire un articolo' } },
    { subject: 'refund', label: { en: 'Refund status', fr: 'Suivi du remboursement', de: 'Stand der Erstattung', it: 'Stato del rimborso' } },
  ] },
  { category: 'account', label: { en: 'My account', fr: 'Mon compte', de: 'Mein Konto', it: 'Il mio account' }, subjects: [
    { subject: 'signin', label: { en: 'Signing in', fr: 'Connexion', de: 'Anmeldung', it: 'Accesso' } },
    { subject: 'data', label: { en: 'My personal data', fr: 'Mes données personnelles', de: 'Meine persönlichen Daten', it: 'I miei dati personali' } },
  ] },
  { category: 'loyalty', label: { en: 'Loyalty programme', fr: 'Programme de fidélité', de: 'Treueprogramm', it: 'Programma fedeltà' }, subjects: [
    { subject: 'points', label: { en: 'Points and vouchers', fr: 'Points et bons', de: 'Punkte und Gutscheine', it: 'Punti e buoni' } },
  ] },
  { category: 'product', label: { en: 'Products', fr: 'Produits', de: 'Produkte', it: 'Prodotti' }, subjects: [
    { subject: 'sizing', label: { en: 'Size and fit', fr: 'Taille et coupe', de: 'Größe und Passform', it: 'Taglia e vestibilità' } },
    { subject: 'warranty', label: { en: 'Warranty', fr: 'Garantie', de: 'Garantie', it: 'Garanzia' } },
  ] },
];

/** The categories and subjects in one language, as the contact form lists them. */
export function contactCategories(language: Language) {
  return CONTACT_CATEGORIES.map((entry) => ({
    category: entry.category,
    label: entry.label[language],
    subjects: entry.subjects.map((subject) => ({ subject: subject.subject, label: subject.label[language] })),
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
  if (!category?.subjects.some((entry) => entry.subject === request.subject)) {
    throw new ApiError('API400', 'Unknown category or subject.', { field: 'subject' });
  }
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.insert(contactRequests).values({ id, siteId, consumerId: input.consumerId, payload: request });
    await identity.mailer.send(t, { siteId, to: `care@${siteId}.example`, template: 'contact-us', subject: `[${request.category}/${request.subject}] ${id}`, body: `${request.email}\n\n${request.message}` });
  });
  return id;
}
