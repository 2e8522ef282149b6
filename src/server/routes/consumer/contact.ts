import { Hono } from 'hono';
import { contactUsSchema } from '../../../../schemas/commerce/consumer';
import type { Database } from '../../db/client';
import { contactRequests } from '../../db/schema/identity';
import { authenticate } from '../../domain/identity/tokens';
import { contactUsSchema as contactUsFormSchema } from '../../../shared/validation/zod/forms';
import { parseForm } from '../../domain/identity/form-validation';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';
import { LOCALES } from '../../../shared/i18n/sites';
import { accessTokenOf } from '../../session';

type Language = 'en' | 'fr' | 'de' | 'it';
type Labels = Readonly<Record<Language, string>>;

/** Categories and their subjects; labels in every seeded language (the form shows them as they come). */
const CATEGORIES: ReadonlyArray<{ category: string; label: Labels; subjects: ReadonlyArray<{ subject: string; label: Labels }> }> = [
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

/** Contact us: categories with subjects, and a request (stored, and mailed to customer care). */
export const contactRoutes = new Hono<ApiEnv>()
  .get('/consumers-v3/contactus/categorySubject', (c) => {
    const language = LOCALES[c.var.locale].language as Language;
    c.header('cache-control', 'public, max-age=300');
    return c.json({
      categories: CATEGORIES.map((entry) => ({
        category: entry.category,
        label: entry.label[language],
        subjects: entry.subjects.map((subject) => ({ subject: subject.subject, label: subject.label[language] })),
      })),
    });
  })
  .post('/consumers-v3/contactus', async (c) => {
    const body = await readBody(c, contactUsSchema);
    const { db, identity, siteId, locale } = c.var;
    parseForm(contactUsFormSchema(), body, locale);
    const category = CATEGORIES.find((entry) => entry.category === body.category);
    if (!category?.subjects.some((entry) => entry.subject === body.subject)) {
      throw new ApiError('API400', 'Unknown category or subject.', { field: 'subject' });
    }
    const token = accessTokenOf(c);
    const session = token ? await authenticate(db, token) : null;
    const id = crypto.randomUUID();
    const { recaptcha_response: _ignored, ...payload } = body;
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t.insert(contactRequests).values({ id, siteId, consumerId: session?.consumerId ?? null, payload });
      await identity.mailer.send(t, { siteId, to: `care@${siteId}.example`, template: 'contact-us', subject: `[${body.category}/${body.subject}] ${id}`, body: `${body.email}\n\n${body.message}` });
    });
    return c.json({ caseId: id, message: 'Thank you, we will answer soon.' }, 201);
  });
