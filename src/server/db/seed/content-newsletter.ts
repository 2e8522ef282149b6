import type { CanvasBodyInput } from '../../../../schemas/content/document';
import type { Database } from '../client';
import { localeInfo, SITES, type LocaleCode, type SiteInfo } from '../../../shared/i18n/sites';
import { storeDocument } from '../../domain/content/document-store';
import type { SeedLanguage } from './content/dictionary';

export const CONTENT_NEWSLETTER_SEED_VERSION = '1';

const SEEDED_AT = new Date('2025-01-01T00:00:00Z');

const COPY: Record<SeedLanguage, { page: string; title: string; text: string; emailLabel: string; policyLabel: string; submitLabel: string }> = {
  en: { page: 'Newsletter', title: 'Stay in the loop', text: 'New arrivals and member offers, once a week.', emailLabel: 'Email', policyLabel: 'I accept the privacy policy', submitLabel: 'Sign up' },
  fr: { page: 'Newsletter', title: 'Restez informé', text: 'Nouveautés et offres membres, une fois par semaine.', emailLabel: 'E-mail', policyLabel: "J'accepte la politique de confidentialité", submitLabel: "S'inscrire" },
  de: { page: 'Newsletter', title: 'Bleiben Sie informiert', text: 'Neuheiten und Mitgliederangebote, einmal pro Woche.', emailLabel: 'E-Mail', policyLabel: 'Ich akzeptiere die Datenschutzerklärung', submitLabel: 'Anmelden' },
  it: { page: 'Newsletter', title: 'Resta aggiornato', text: 'Novità e offerte per i membri, una volta a settimana.', emailLabel: 'E-mail', policyLabel: "Accetto l'informativa sulla privacy", submitLabel: 'Iscriviti' },
};

/** The newsletter page: a short text and the newsletter-form block (its own seed part, added after 'content'). */
export function newsletterPageCanvas(site: SiteInfo, locale: LocaleCode): CanvasBodyInput {
  const copy = COPY[localeInfo(locale).language as SeedLanguage];
  return {
    name: `${site.name}: ${copy.page}`,
    title: `${copy.page} | ${site.name}`,
    description: copy.title,
    layoutVariant: 'text',
    blocks: [
      {
        id: 'newsletter-form', type: 'newsletter-form', version: 1,
        data: { title: copy.title, text: copy.text, emailLabel: copy.emailLabel, policyLabel: copy.policyLabel, submitLabel: copy.submitLabel, source: 'newsletter-page' },
      },
    ],
  };
}

/** Stores page/{site}/newsletter for every site and locale, published, at /{locale}/newsletter. */
export async function seedNewsletterContent(db: Database): Promise<void> {
  for (const site of Object.values(SITES)) {
    for (const locale of site.locales) {
      await storeDocument(
        db,
        { siteId: site.id, locale, docType: 'page', key: 'newsletter', canvas: newsletterPageCanvas(site, locale), publish: true },
        { now: SEEDED_AT, referrers: [`/${locale}/newsletter`] },
      );
    }
  }
}
