import type { CanvasBodyInput } from '../../../../../schemas/content/document';
import { localeInfo, siteInfo, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import type { SeedLanguage } from './dictionary';
import { genericPageTitle, type GenericPagePath } from './generic-pages';
import { icon } from './shop-blocks';

const FOOTER_LINKS: readonly GenericPagePath[] = ['help/contact-us', 'help/returns/how-to-return', 'loyalty', 'sale-terms', 'privacy'];
interface PopupCopy {
  readonly minimizedTitle: string;
  readonly maximizedTitle: string;
  readonly disclaimer: (termsHref: string) => string;
  readonly cta: string;
  readonly closeLabel: string;
}
/** The two site pop-ups: the join offer first (keys are listed in order), then the newsletter. */
const POPUPS: Record<'join-offer' | 'newsletter', Record<SeedLanguage, PopupCopy>> = {
  'join-offer': {
    en: { minimizedTitle: 'Get 10% off', maximizedTitle: 'Join and get 10% off your first order', disclaimer: (href) => `<p>New members only. <a href="${href}">Terms apply</a>.</p>`, cta: 'Join now', closeLabel: 'Close' },
    fr: { minimizedTitle: '-10 % pour vous', maximizedTitle: 'Adhérez et profitez de -10 % sur votre première commande', disclaimer: (href) => `<p>Nouveaux membres uniquement. <a href="${href}">Voir conditions</a>.</p>`, cta: 'Adhérer', closeLabel: 'Fermer' },
    de: { minimizedTitle: '10 % Rabatt', maximizedTitle: 'Mitglied werden und 10 % auf die erste Bestellung sparen', disclaimer: (href) => `<p>Nur für neue Mitglieder. <a href="${href}">Es gelten Bedingungen</a>.</p>`, cta: 'Jetzt beitreten', closeLabel: 'Schließen' },
    it: { minimizedTitle: '10% di sconto', maximizedTitle: 'Iscriviti e ottieni il 10% sul primo ordine', disclaimer: (href) => `<p>Solo per i nuovi membri. <a href="${href}">Si applicano condizioni</a>.</p>`, cta: 'Iscriviti', closeLabel: 'Chiudi' },
  },
  newsletter: {
    en: { minimizedTitle: 'Stay in the loop', maximizedTitle: 'New arrivals and member offers, once a week', disclaimer: (href) => `<p>Unsubscribe at any time. <a href="${href}">Privacy notice</a>.</p>`, cta: 'Sign up', closeLabel: 'Close' },
    fr: { minimizedTitle: 'Restez informé', maximizedTitle: 'Nouveautés et offres membres, une fois par semaine', disclaimer: (href) => `<p>Désinscription à tout moment. <a href="${href}">Politique de confidentialité</a>.</p>`, cta: "S'inscrire", closeLabel: 'Fermer' },
    de: { minimizedTitle: 'Immer informiert', maximizedTitle: 'Neuheiten und Mitgliederangebote, einmal pro Woche', disclaimer: (href) => `<p>Jederzeit abbestellbar. <a href="${href}">Datenschutzerklärung</a>.</p>`, cta: 'Anmelden', closeLabel: 'Schließen' },
    it: { minimizedTitle: 'Resta aggiornato', maximizedTitle: 'Novità e offerte per i membri, una volta a settimana', disclaimer: (href) => `<p>Puoi annullare l'iscrizione in qualsiasi momento. <a href="${href}">Informativa sulla privacy</a>.</p>`, cta: 'Iscriviti', closeLabel: 'Chiudi' },
  },
};
const RETURNS: Record<SeedLanguage, string> = {
  en: '<p>Free returns within 30 days.</p>',
  fr: '<p>Retours gratuits sous 30 jours.</p>',
  de: '<p>Kostenlose Rücksendung innerhalb von 30 Tagen.</p>',
  it: '<p>Resi gratuiti entro 30 giorni.</p>',
};

const HELP: Record<SeedLanguage, string> = { en: 'Help', fr: 'Aide', de: 'Hilfe', it: 'Assistenza' };

/** The site menu document: a mega menu of the help pages (three levels: item, groups, links). */
function helpMenu(locale: LocaleCode, language: SeedLanguage) {
  const link = (path: GenericPagePath) => ({ label: genericPageTitle(path, locale), url: `/${locale}/${path}` });
  return {
    id: 'menu-help-mega', type: 'mega-menu', version: 1,
    data: {
      label: HELP[language],
      items: [{
        label: HELP[language],
        groups: [
          { ...link('help/contact-us'), links: [link('help/returns/how-to-return')] },
          { ...link('loyalty'), links: [link('loyalty-terms'), link('sms-terms')] },
          { ...link('sale-terms'), links: [link('privacy'), link('brand-terms')] },
        ],
      }],
    },
  };
}

const links = (locale: LocaleCode) =>
  `<ul>${FOOTER_LINKS.map((path) => `<li><a href="/${locale}/${path}">${genericPageTitle(path, locale)}</a></li>`).join('')}</ul>`;

function popupCanvas(key: keyof typeof POPUPS, siteName: string, locale: LocaleCode, language: SeedLanguage): CanvasBodyInput {
  const copy = POPUPS[key][language];
  const join = key === 'join-offer';
  return {
    name: `${siteName} pop-up: ${POPUPS[key].en.minimizedTitle}`,
    layoutVariant: 'minimized',
    blocks: [{
      id: `popup-${key}`, type: 'popup', version: 2,
      data: {
        popupId: join ? 'seed-welcome' : 'seed-newsletter',
        minimizedTitle: copy.minimizedTitle, maximizedTitle: copy.maximizedTitle, closeLabel: copy.closeLabel,
        ...(join ? { logo: icon('star') } : {}),
        disclaimer: copy.disclaimer(`/${locale}/${join ? 'sale-terms' : 'privacy'}`),
        targets: [{ url: `/${locale}/${join ? 'loyalty' : 'sign-up'}`, text: copy.cta, style: 'primary', size: 'medium' }],
        // The join offer is for shoppers who are not members (a signed-in shopper whose membership is
        // not known yet does not get it either), and stays off the cart and checkout.
        audience: { showTo: [], hideFrom: join ? ['loyalty-member'] : [] },
        pages: { pageClasses: [], excludePageClasses: ['Cart', 'Checkout'], includePaths: [], excludePaths: [] },
      },
    }],
  };
}

/** Site-wide documents: footer, menu (help links), two pop-ups and a reusable fragment. */
export function sitePartCanvases(siteId: SiteId, locale: LocaleCode): Array<{ docType: string; key: string; canvas: CanvasBodyInput }> {
  const site = siteInfo(siteId);
  const language = localeInfo(locale).language as SeedLanguage;
  const text = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, data: { html } });
  return [
    { docType: 'footer', key: 'default', canvas: { name: `${site.name} footer`, blocks: [text('footer-links', links(locale))] } },
    { docType: 'menu', key: 'default', canvas: { name: `${site.name} help menu`, blocks: [helpMenu(locale, language), text('menu-help', links(locale))] } },
    { docType: 'popup', key: 'join-offer', canvas: popupCanvas('join-offer', site.name, locale, language) },
    { docType: 'popup', key: 'newsletter', canvas: popupCanvas('newsletter', site.name, locale, language) },
    { docType: 'fragment', key: 'free-returns', canvas: { name: 'Free returns', blocks: [text('fragment-free-returns', RETURNS[language])] } },
  ];
}
