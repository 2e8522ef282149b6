import type { BlockNode } from '../../../../../schemas/content/canvas';
import type { CanvasBodyInput } from '../../../../../schemas/content/document';
import { localeInfo, siteInfo, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import type { SeedLanguage } from './dictionary';
import { brandVideoBlock } from './brand-video';
import { contentImages } from './images';
import { namedSectionBlocks } from './named-pages';
import { policyFacts, policyHtml } from './policy-copy';

/** Generic pages (docType 'page', key = path below the locale) seeded for every site and locale. */
export const GENERIC_PAGE_PATHS = [
  'help/contact-us', 'help/returns/how-to-return', 'loyalty', 'loyalty-terms', 'brand-terms', 'sale-terms',
  'sms-terms', 'associate-discount-terms', 'privacy', 'westend', 'basecamp', 'join',
] as const;
export type GenericPagePath = (typeof GENERIC_PAGE_PATHS)[number];

const TITLES: Record<GenericPagePath, Record<SeedLanguage, string>> = {
  'help/contact-us': { en: 'Contact us', fr: 'Nous contacter', de: 'Kontakt', it: 'Contattaci' },
  'help/returns/how-to-return': { en: 'How to return an item', fr: 'Comment retourner un article', de: 'So funktioniert die Rücksendung', it: 'Come effettuare un reso' },
  loyalty: { en: 'Our loyalty program', fr: 'Notre programme de fidélité', de: 'Unser Treueprogramm', it: 'Il nostro programma fedeltà' },
  'loyalty-terms': { en: 'Loyalty program terms', fr: 'Conditions du programme de fidélité', de: 'Bedingungen des Treueprogramms', it: 'Termini del programma fedeltà' },
  'brand-terms': { en: 'Terms of use', fr: "Conditions d'utilisation", de: 'Nutzungsbedingungen', it: "Condizioni d'uso" },
  'sale-terms': { en: 'Terms of sale', fr: 'Conditions de vente', de: 'Verkaufsbedingungen', it: 'Condizioni di vendita' },
  'sms-terms': { en: 'SMS alerts terms', fr: 'Conditions des alertes SMS', de: 'Bedingungen für SMS-Benachrichtigungen', it: 'Termini degli avvisi SMS' },
  'associate-discount-terms': { en: 'Associate discount terms', fr: 'Conditions de la remise employé', de: 'Bedingungen des Mitarbeiterrabatts', it: 'Termini dello sconto dipendenti' },
  privacy: { en: 'Privacy notice', fr: 'Politique de confidentialité', de: 'Datenschutzerklärung', it: 'Informativa sulla privacy' },
  westend: { en: 'West End flagship store', fr: 'Magasin phare West End', de: 'Flagship-Store West End', it: 'Flagship store West End' },
  join: { en: 'Join our loyalty program', fr: 'Rejoignez notre programme de fidélité', de: 'Werden Sie Mitglied im Treueprogramm', it: 'Iscriviti al nostro programma fedeltà' },
  basecamp: { en: 'Basecamp: guides and stories', fr: 'Basecamp : guides et récits', de: 'Basecamp: Ratgeber und Geschichten', it: 'Basecamp: guide e racconti' },
};

const LATEST_STORIES: Record<SeedLanguage, string> = { en: 'Latest stories', fr: 'Derniers récits', de: 'Neueste Geschichten', it: 'Ultimi racconti' };

/** Pages that open with a banner (the others are text only). */
const WITH_BANNER: ReadonlySet<GenericPagePath> = new Set(['loyalty', 'westend', 'basecamp', 'help/contact-us', 'join']);

/** The join page's form: the sign-up form's loyalty variant (campaigns link here; the source is recorded). */
const JOIN_FORM: Record<SeedLanguage, { title: string; text: string }> = {
  en: { title: 'Create your member account', text: 'Points on every order, free shipping for members and 60-day returns.' },
  fr: { title: 'Créez votre compte membre', text: 'Des points à chaque commande, la livraison gratuite pour les membres et 60 jours pour les retours.' },
  de: { title: 'Erstellen Sie Ihr Mitgliedskonto', text: 'Punkte bei jeder Bestellung, kostenloser Versand für Mitglieder und 60 Tage Rückgaberecht.' },
  it: { title: 'Crea il tuo account membro', text: 'Punti a ogni ordine, spedizione gratuita per i membri e 60 giorni per i resi.' },
};

function joinForm(language: SeedLanguage): BlockNode {
  return { id: 'join-sign-up', type: 'sign-up-form', version: 1, data: { ...JOIN_FORM[language], variant: 'loyalty', source: 'join-page' } };
}

export function genericPageTitle(path: GenericPagePath, locale: LocaleCode): string {
  return TITLES[path][localeInfo(locale).language as SeedLanguage];
}

/** The loyalty page's welcome: an invitation for everyone, a thank-you for members (a segmentation block). */
const LOYALTY_WELCOME: Record<SeedLanguage, { guest: string; member: string; vouchers: string }> = {
  en: { guest: 'Join free and earn points on every order.', member: 'Welcome back: as a member you earn points on every order.', vouchers: 'Turn your points into vouchers below.' },
  fr: { guest: 'Adhérez gratuitement et gagnez des points à chaque commande.', member: 'Bon retour : en tant que membre, vous gagnez des points à chaque commande.', vouchers: 'Échangez vos points contre des bons ci-dessous.' },
  de: { guest: 'Treten Sie kostenlos bei und sammeln Sie bei jeder Bestellung Punkte.', member: 'Willkommen zurück: Als Mitglied sammeln Sie bei jeder Bestellung Punkte.', vouchers: 'Tauschen Sie Ihre Punkte unten gegen Gutscheine ein.' },
  it: { guest: 'Iscriviti gratis e guadagna punti con ogni ordine.', member: 'Bentornato: come membro guadagni punti con ogni ordine.', vouchers: 'Converti i tuoi punti in buoni qui sotto.' },
};

function loyaltyWelcome(language: SeedLanguage): BlockNode {
  const copy = LOYALTY_WELCOME[language];
  const strip = (id: string, title: string) => ({ id, type: 'thin-banner', version: 2, data: { name: id, title, linkType: 'No-CTA', targets: [] } });
  return {
    id: 'loyalty-welcome', type: 'segmentation', version: 1,
    data: { segmentationId: 'loyalty-welcome', baselines: [strip('loyalty-welcome-guest', copy.guest)], segments: [{ id: 'loyalty-member', targets: [strip('loyalty-welcome-member', copy.member), strip('loyalty-welcome-vouchers', copy.vouchers)] }] },
  };
}

/**
 * A generic page: localized title, a banner on landing-style pages, and rich text from policy-copy/
 * (the whole text of returns, terms and privacy; one line introducing the others); West End,
 * Basecamp, loyalty and contact also show blocks of their named content sections.
 */
export function genericPageCanvas(siteId: SiteId, locale: LocaleCode, path: GenericPagePath): CanvasBodyInput {
  const site = siteInfo(siteId);
  const language = localeInfo(locale).language as SeedLanguage;
  const title = TITLES[path][language];
  // Returns, terms and privacy: their whole text; landing pages: one line before their blocks.
  const html = policyHtml(language, path, policyFacts(site.name, locale));
  const slug = path.replaceAll('/', '-');
  const images = contentImages(siteId);
  // The page's h1 is the document title, so banners do not repeat it. Basecamp, the stories hub,
  // opens with its named section's overlay (its text over a wide picture); the others with a picture.
  const overlay = namedSectionBlocks('basecamp', siteId, locale).find((block) => block.type === 'overlay-banner')!;
  const banner = path === 'basecamp'
    ? { ...overlay, id: `${slug}-banner`, data: { ...overlay.data, targets: [], linkType: 'No-CTA' } }
    : {
      id: `${slug}-banner`, type: 'image-banner', version: 1,
      // A wide picture from tablets up: the 4:3 one alone filled a laptop screen before any text.
      data: { name: `${title} banner`, eyebrow: site.name, media: { mobile: images.espot, tablet: images.heroDesktop }, linkType: 'No-CTA', textPosition: 'below' },
    };
  // Blocks of the named content sections that belong on these pages too.
  const sections: Partial<Record<GenericPagePath, BlockNode[]>> = {
    westend: [...namedSectionBlocks('store-locator', siteId, locale).filter((block) => block.type === 'media'), ...namedSectionBlocks('westend', siteId, locale)],
    basecamp: namedSectionBlocks('sign-up', siteId, locale),
    loyalty: [loyaltyWelcome(language), ...namedSectionBlocks('loyalty-modal', siteId, locale)],
    'help/contact-us': namedSectionBlocks('contact-us', siteId, locale),
    join: [joinForm(language)],
  };
  return {
    name: `${site.name}: ${title}`,
    title,
    description: title,
    layoutVariant: WITH_BANNER.has(path) ? 'landing' : 'text',
    blocks: [
      ...(WITH_BANNER.has(path) ? [banner] : []),
      // The brand's video: a story to play on Basecamp, a muted store loop on West End.
      ...(path === 'basecamp' ? [brandVideoBlock(siteId, language, 'story')] : []),
      ...(path === 'westend' ? [brandVideoBlock(siteId, language, 'store')] : []),
      { id: `${slug}-text`, type: 'rich-text', version: 1, data: { html } },
      // Basecamp lists the site's articles (docType article), three per page.
      ...(path === 'basecamp' ? [{ id: 'basecamp-articles', type: 'article-grid', version: 2, data: { title: LATEST_STORIES[language], rows: 1, columns: 3, loadMore: true } }] : []),
      ...(sections[path] ?? []),
    ],
  };
}
