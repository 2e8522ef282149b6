import type { CanvasBodyInput } from '../../../../../schemas/content/document';
import { localeInfo, siteInfo, type LocaleCode, type SiteId } from '../../../../lib/i18n/sites';
import type { SeedLanguage } from './dictionary';
import { genericPageTitle, type GenericPagePath } from './generic-pages';

const FOOTER_LINKS: readonly GenericPagePath[] = ['help/contact-us', 'help/returns/how-to-return', 'loyalty', 'sale-terms', 'privacy'];
const NEWSLETTER: Record<SeedLanguage, string> = {
  en: '<h3>Stay in the loop</h3><p>New arrivals and member offers, once a week.</p>',
  fr: '<h3>Restez informé</h3><p>Nouveautés et offres membres, une fois par semaine.</p>',
  de: '<h3>Bleiben Sie informiert</h3><p>Neuheiten und Mitgliederangebote, einmal pro Woche.</p>',
  it: '<h3>Resta aggiornato</h3><p>Novità e offerte per i membri, una volta a settimana.</p>',
};
const RETURNS: Record<SeedLanguage, string> = {
  en: '<p>Free returns within 30 days.</p>',
  fr: '<p>Retours gratuits sous 30 jours.</p>',
  de: '<p>Kostenlose Rücksendung innerhalb von 30 Tagen.</p>',
  it: '<p>Resi gratuiti entro 30 giorni.</p>',
};

const links = (locale: LocaleCode) =>
  `<ul>${FOOTER_LINKS.map((path) => `<li><a href="/${locale}/${path}">${genericPageTitle(path, locale)}</a></li>`).join('')}</ul>`;

/** Site-wide documents: footer, menu (help links), a pop-up and a reusable fragment. */
export function sitePartCanvases(siteId: SiteId, locale: LocaleCode): Array<{ docType: string; key: string; canvas: CanvasBodyInput }> {
  const site = siteInfo(siteId);
  const language = localeInfo(locale).language as SeedLanguage;
  const text = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, data: { html } });
  return [
    { docType: 'footer', key: 'default', canvas: { name: `${site.name} footer`, blocks: [text('footer-links', links(locale))] } },
    { docType: 'menu', key: 'default', canvas: { name: `${site.name} help menu`, blocks: [text('menu-help', links(locale))] } },
    { docType: 'popup', key: 'newsletter', canvas: { name: `${site.name} newsletter pop-up`, layoutVariant: 'minimized', blocks: [text('popup-newsletter', NEWSLETTER[language])] } },
    { docType: 'fragment', key: 'free-returns', canvas: { name: 'Free returns', blocks: [text('fragment-free-returns', RETURNS[language])] } },
  ];
}
