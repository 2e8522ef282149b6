import type { BlockNode } from '../../../../../schemas/content/canvas';
import type { CanvasBodyInput } from '../../../../../schemas/content/document';
import type { NamedPage } from '../../../../../schemas/content/canvas-addresses';
import { localeInfo, siteInfo, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import type { SeedLanguage } from './dictionary';
import { contentImages } from './images';
import { icon } from './shop-blocks';
import { typeset } from '../../../../shared/i18n/typography';
import { LOYALTY_JOIN_ANCHOR } from '../../../../shared/routing/routes';

/**
 * The named pages' content sections (spec §2/§7: account, cart, checkout, gift card, loyalty and
 * sign-up modals, promotions, store locator, westend, ...), one document each (key 'default') for
 * every site and locale. Between them they use the blocks no shop page uses yet, so the seed shows
 * every block at least once. error-4xx is seeded in canvases.ts.
 */
export type SeededNamedPage = Exclude<NamedPage, 'error-4xx'>;

interface NamedCopy {
  account: { nav: string; overview: string; favorites: string; loyalty: string };
  profileHtml: string;
  basecamp: { title: string; html: string; cta: string };
  cart: { upsell: string; below: string; belowText: string; belowCta: string };
  checkoutHtml: string;
  contact: { title: string; channels: Array<[string, string]>; returns: string; loyalty: string };
  giftCard: { title: string; subtitle: string; cta: string };
  loyalty: { title: string; subtitle: string; benefits: Array<[string, string]>; join: string; signIn: string };
  orderConfirmation: { baseline: string; variant: string };
  promotions: { title: string; subtitle: string; caption: string };
  signInHtml: string;
  newsletter: { title: string; text: string; email: string; policy: string; submit: string };
  signUpModalHtml: string;
  storeLocator: { caption: string; html: string };
  westend: { ugc: string; logos: string };
  search: { text: string; link: string };
}

const COPY: Record<SeedLanguage, NamedCopy> = {
  en: {
    account: { nav: 'Your account', overview: 'Overview', favorites: 'Favorites', loyalty: 'Rewards' },
    profileHtml: '<p>Keep your details up to date so deliveries and member offers reach you.</p>',
    basecamp: { title: 'Basecamp', html: '<p>Guides and stories from people who test our gear outside.</p>', cta: 'Read the latest' },
    cart: { upsell: 'Complete the look', below: 'Free returns, always', belowText: 'Changed your mind? Send it back within 30 days.', belowCta: 'How returns work' },
    checkoutHtml: '<p><strong>Secure checkout.</strong> Your payment details are encrypted and never stored by us.</p>',
    contact: { title: 'Ways to reach us', channels: [['Order questions', 'We answer within one working day.'], ['Returns', 'Free within 30 days.'], ['Members', 'Priority help for loyalty members.']], returns: 'Returns help', loyalty: 'Loyalty programme' },
    giftCard: { title: 'Give the gift of choice', subtitle: 'Gift cards from 10 to 500, delivered by email in minutes.', cta: 'Shop gift cards' },
    loyalty: { title: 'Members get more', subtitle: 'Join for free and start earning today.', benefits: [['Points on every order', 'Turn points into vouchers.'], ['Free shipping', 'On every member order.'], ['Extended returns', '60 days instead of 30.']], join: 'Join now', signIn: 'Sign in' },
    orderConfirmation: { baseline: '<p>Thank you for your order. We will email you as soon as it ships.</p>', variant: '<p>Thank you! Members earn points on this order: join before it ships.</p>' },
    promotions: { title: 'Up to 40% off', subtitle: 'Last season’s favourites', caption: 'This season’s favourites, now for less.' },
    signInHtml: '<p>Sign in to see your orders, favorites and member rewards.</p>',
    newsletter: { title: 'Stay in the loop', text: 'New arrivals and member offers, once a week.', email: 'Email', policy: 'I accept the privacy policy', submit: 'Sign up' },
    signUpModalHtml: '<p>Create an account to check out faster and collect points.</p>',
    storeLocator: { caption: 'Visit us: fitting, advice and repairs in every store.', html: '<p>Find a store near you and see its opening hours.</p>' },
    westend: { ugc: 'Seen at West End', logos: 'Brands in store' },
    search: { text: 'Can’t find what you are looking for?', link: 'Contact us' },
  },
  fr: typeset('fr', {
    account: { nav: 'Votre compte', overview: 'Aperçu', favorites: 'Favoris', loyalty: 'Récompenses' },
    profileHtml: '<p>Tenez vos informations à jour pour recevoir vos livraisons et vos offres membres.</p>',
    basecamp: { title: 'Basecamp', html: '<p>Guides et récits de celles et ceux qui testent notre équipement dehors.</p>', cta: 'Lire les nouveautés' },
    cart: { upsell: 'Complétez votre tenue', below: 'Retours gratuits, toujours', belowText: 'Vous avez changé d’avis ? Renvoyez l’article sous 30 jours.', belowCta: 'Comment fonctionnent les retours' },
    checkoutHtml: '<p><strong>Paiement sécurisé.</strong> Vos données de paiement sont chiffrées et jamais conservées.</p>',
    contact: { title: 'Nous joindre', channels: [['Questions sur une commande', 'Réponse sous un jour ouvré.'], ['Retours', 'Gratuits sous 30 jours.'], ['Membres', 'Aide prioritaire pour les membres.']], returns: 'Aide aux retours', loyalty: 'Programme de fidélité' },
    giftCard: { title: 'Offrez le choix', subtitle: 'Cartes cadeaux de 10 à 500, envoyées par e-mail en quelques minutes.', cta: 'Voir les cartes cadeaux' },
    loyalty: { title: 'Plus d’avantages pour les membres', subtitle: 'Adhésion gratuite, des points dès aujourd’hui.', benefits: [['Des points à chaque commande', 'Transformez vos points en bons d’achat.'], ['Livraison gratuite', 'Sur chaque commande membre.'], ['Retours prolongés', '60 jours au lieu de 30.']], join: 'Adhérer', signIn: 'Se connecter' },
    orderConfirmation: { baseline: '<p>Merci pour votre commande. Nous vous écrirons dès son expédition.</p>', variant: '<p>Merci ! Les membres gagnent des points sur cette commande : adhérez avant son expédition.</p>' },
    promotions: { title: 'Jusqu’à -40 %', subtitle: 'Les favoris de la saison passée', caption: 'Les favoris de la saison, à prix doux.' },
    signInHtml: '<p>Connectez-vous pour voir vos commandes, favoris et récompenses.</p>',
    newsletter: { title: 'Restez informé', text: 'Nouveautés et offres membres, une fois par semaine.', email: 'E-mail', policy: 'J’accepte la politique de confidentialité', submit: 'S’inscrire' },
    signUpModalHtml: '<p>Créez un compte pour commander plus vite et cumuler des points.</p>',
    storeLocator: { caption: 'Venez nous voir : essayage, conseils et réparations dans chaque magasin.', html: '<p>Trouvez un magasin près de chez vous et ses horaires.</p>' },
    westend: { ugc: 'Vu à West End', logos: 'Marques en magasin' },
    search: { text: 'Vous ne trouvez pas ce que vous cherchez ?', link: 'Nous contacter' },
  }),
  de: {
    account: { nav: 'Ihr Konto', overview: 'Übersicht', favorites: 'Favoriten', loyalty: 'Prämien' },
    profileHtml: '<p>Halten Sie Ihre Daten aktuell, damit Lieferungen und Mitgliederangebote Sie erreichen.</p>',
    basecamp: { title: 'Basecamp', html: '<p>Ratgeber und Geschichten von Menschen, die unsere Ausrüstung draußen testen.</p>', cta: 'Das Neueste lesen' },
    cart: { upsell: 'Vervollständigen Sie den Look', below: 'Kostenlose Rücksendung, immer', belowText: 'Anders überlegt? Schicken Sie es innerhalb von 30 Tagen zurück.', belowCta: 'So funktioniert die Rücksendung' },
    checkoutHtml: '<p><strong>Sichere Kasse.</strong> Ihre Zahlungsdaten werden verschlüsselt und nie bei uns gespeichert.</p>',
    contact: { title: 'So erreichen Sie uns', channels: [['Fragen zur Bestellung', 'Antwort innerhalb eines Werktags.'], ['Rücksendungen', 'Kostenlos innerhalb von 30 Tagen.'], ['Mitglieder', 'Bevorzugte Hilfe für Mitglieder.']], returns: 'Hilfe zur Rücksendung', loyalty: 'Treueprogramm' },
    giftCard: { title: 'Schenken Sie die freie Wahl', subtitle: 'Geschenkkarten von 10 bis 500, in wenigen Minuten per E-Mail.', cta: 'Geschenkkarten ansehen' },
    loyalty: { title: 'Mitglieder bekommen mehr', subtitle: 'Kostenlos beitreten und ab heute sammeln.', benefits: [['Punkte bei jeder Bestellung', 'Punkte in Gutscheine tauschen.'], ['Kostenloser Versand', 'Bei jeder Mitgliederbestellung.'], ['Längere Rückgabe', '60 statt 30 Tage.']], join: 'Jetzt beitreten', signIn: 'Anmelden' },
    orderConfirmation: { baseline: '<p>Danke für Ihre Bestellung. Wir schreiben Ihnen, sobald sie versandt ist.</p>', variant: '<p>Danke! Mitglieder sammeln Punkte für diese Bestellung: Treten Sie vor dem Versand bei.</p>' },
    promotions: { title: 'Bis zu 40 % Rabatt', subtitle: 'Die Favoriten der letzten Saison', caption: 'Die Favoriten der Saison, jetzt günstiger.' },
    signInHtml: '<p>Melden Sie sich an, um Bestellungen, Favoriten und Prämien zu sehen.</p>',
    newsletter: { title: 'Immer informiert', text: 'Neuheiten und Mitgliederangebote, einmal pro Woche.', email: 'E-Mail', policy: 'Ich akzeptiere die Datenschutzerklärung', submit: 'Anmelden' },
    signUpModalHtml: '<p>Erstellen Sie ein Konto, um schneller zu bestellen und Punkte zu sammeln.</p>',
    storeLocator: { caption: 'Besuchen Sie uns: Anprobe, Beratung und Reparaturen in jedem Store.', html: '<p>Finden Sie einen Store in Ihrer Nähe und seine Öffnungszeiten.</p>' },
    westend: { ugc: 'Gesehen im West End', logos: 'Marken im Store' },
    search: { text: 'Nicht gefunden, was Sie suchen?', link: 'Kontakt' },
  },
  it: {
    account: { nav: 'Il tuo account', overview: 'Panoramica', favorites: 'Preferiti', loyalty: 'Premi' },
    profileHtml: '<p>Tieni aggiornati i tuoi dati per ricevere consegne e offerte per i membri.</p>',
    basecamp: { title: 'Basecamp', html: '<p>Guide e racconti di chi prova la nostra attrezzatura all’aperto.</p>', cta: 'Leggi le novità' },
    cart: { upsell: 'Completa il look', below: 'Resi gratuiti, sempre', belowText: 'Hai cambiato idea? Rispediscilo entro 30 giorni.', belowCta: 'Come funzionano i resi' },
    checkoutHtml: '<p><strong>Pagamento sicuro.</strong> I tuoi dati di pagamento sono cifrati e mai conservati da noi.</p>',
    contact: { title: 'Come contattarci', channels: [['Domande sugli ordini', 'Rispondiamo entro un giorno lavorativo.'], ['Resi', 'Gratuiti entro 30 giorni.'], ['Membri', 'Assistenza prioritaria per i membri.']], returns: 'Aiuto sui resi', loyalty: 'Programma fedeltà' },
    giftCard: { title: 'Regala la libertà di scegliere', subtitle: 'Carte regalo da 10 a 500, inviate via e-mail in pochi minuti.', cta: 'Scopri le carte regalo' },
    loyalty: { title: 'I membri ricevono di più', subtitle: 'Iscriviti gratis e inizia a guadagnare oggi.', benefits: [['Punti a ogni ordine', 'Trasforma i punti in buoni.'], ['Spedizione gratuita', 'Su ogni ordine dei membri.'], ['Resi estesi', '60 giorni invece di 30.']], join: 'Iscriviti', signIn: 'Accedi' },
    orderConfirmation: { baseline: '<p>Grazie per il tuo ordine. Ti scriveremo appena sarà spedito.</p>', variant: '<p>Grazie! I membri guadagnano punti su questo ordine: iscriviti prima della spedizione.</p>' },
    promotions: { title: 'Fino al 40% di sconto', subtitle: 'I preferiti della scorsa stagione', caption: 'I preferiti della stagione, ora a meno.' },
    signInHtml: '<p>Accedi per vedere ordini, preferiti e premi.</p>',
    newsletter: { title: 'Resta aggiornato', text: 'Novità e offerte per i membri, una volta a settimana.', email: 'E-mail', policy: 'Accetto l’informativa sulla privacy', submit: 'Iscriviti' },
    signUpModalHtml: '<p>Crea un account per acquistare più in fretta e accumulare punti.</p>',
    storeLocator: { caption: 'Vieni a trovarci: prova, consigli e riparazioni in ogni negozio.', html: '<p>Trova un negozio vicino a te e i suoi orari.</p>' },
    westend: { ugc: 'Visto al West End', logos: 'Marchi in negozio' },
    search: { text: 'Non trovi quello che cerchi?', link: 'Contattaci' },
  },
};

const ARTICLE_IMAGE = (n: number) => ({ src: `/images/content/blocks/article-${n}.svg`, width: 1200, height: 800, alt: '' });
const LOGOS = [
  { src: '/images/content/blocks/logo-trailworks.svg', width: 240, height: 80, alt: 'Trailworks' },
  { src: '/images/content/blocks/logo-northpeak.svg', width: 240, height: 80, alt: 'Northpeak' },
  { src: '/images/content/blocks/logo-fleet.svg', width: 240, height: 80, alt: 'Fleet & Co' },
];

const text = (id: string, html: string): BlockNode => ({ id, type: 'rich-text', version: 1, data: { html } });

/** The blocks of each named page, in the language of the locale. */
function namedPageBlocks(page: SeededNamedPage, siteId: SiteId, locale: LocaleCode, copy: NamedCopy): BlockNode[] {
  const images = contentImages(siteId);
  const at = (path: string) => `/${locale}${path ? `/${path}` : ''}`;
  switch (page) {
    case 'account':
      return [{
        id: 'account-nav', type: 'secondary-navigation', version: 1,
        data: { label: copy.account.nav, links: [{ text: copy.account.overview, url: at('account') }, { text: copy.account.favorites, url: at('favorites') }, { text: copy.account.loyalty, url: at('loyalty') }] },
      }];
    case 'account-profile':
      return [text('account-profile-text', copy.profileHtml)];
    case 'basecamp':
      return [
        {
          id: 'basecamp-overlay', type: 'overlay-banner', version: 1,
          data: {
            name: 'Basecamp overlay', title: copy.basecamp.title, richText: copy.basecamp.html, contentWidth: 'sm', contentAlign: 'start',
            media: { mobile: images.heroMobile, desktop: images.heroDesktop }, targets: [{ url: at('basecamp'), text: copy.basecamp.cta }],
          },
        },
        { id: 'basecamp-articles', type: 'article-grid', version: 2, data: { rows: 1, columns: 3, loadMore: true } },
      ];
    case 'cart':
      return [
        { id: 'cart-upsell', type: 'upsell-list', version: 1, data: { title: copy.cart.upsell, count: 3 } },
        {
          id: 'cart-returns', type: 'below-block-banner', version: 1,
          data: {
            name: 'Cart returns', title: copy.cart.below, subtitle: copy.cart.belowText, backgroundColor: '#f5f6f8', align: 'center',
            targets: [{ url: at('help/returns/how-to-return'), text: copy.cart.belowCta, style: 'link', size: 'small' }],
          },
        },
      ];
    case 'checkout':
      return [text('checkout-secure', copy.checkoutHtml)];
    case 'contact-us':
      return [
        {
          id: 'contact-channels', type: 'vertical-list', version: 1,
          data: { title: copy.contact.title, items: copy.contact.channels.map(([title, body], index) => ({ logo: icon(['shipping', 'returns', 'star'][index]!), title, text: body })) },
        },
        {
          id: 'contact-buttons', type: 'buttons', version: 1,
          data: { align: 'center', targets: [{ url: at('help/returns/how-to-return'), text: copy.contact.returns, style: 'primary' }, { url: at('loyalty'), text: copy.contact.loyalty, style: 'secondary' }] },
        },
      ];
    case 'gift-card':
      return [{
        id: 'gift-card-split', type: 'split-banner', version: 1,
        data: {
          name: 'Gift cards', title: copy.giftCard.title, subtitle: copy.giftCard.subtitle, media: { mobile: images.espot }, imageWidth: 50, imagePosition: 'start',
          targets: [{ url: `${at('search')}?q=gift`, text: copy.giftCard.cta }],
        },
      }];
    case 'loyalty-modal':
    case 'sign-up-modal':
      return [
        ...(page === 'sign-up-modal' ? [text('sign-up-modal-text', copy.signUpModalHtml)] : []),
        {
          id: `${page}-benefits`, type: 'loyalty-benefits', version: 1,
          data: {
            title: copy.loyalty.title, subtitle: copy.loyalty.subtitle,
            benefits: copy.loyalty.benefits.map(([title, body], index) => ({ icon: icon(['star', 'shipping', 'returns'][index]!), title, text: body })),
            targets: [{ url: `${at('loyalty')}#${LOYALTY_JOIN_ANCHOR}`, text: copy.loyalty.join, style: 'primary' }, { url: at('sign-in'), text: copy.loyalty.signIn, style: 'secondary' }],
          },
        },
      ];
    case 'order-confirmation':
      return [{
        id: 'order-confirmation-thanks', type: 'experience', version: 2,
        data: {
          experienceId: 'order-confirmation-thanks', trackingEvent: 'order_confirmation_thanks',
          baselines: [text('thanks-baseline', copy.orderConfirmation.baseline)],
          variants: [{ name: 'Join nudge', variantId: 'join-nudge', targets: [text('thanks-join', copy.orderConfirmation.variant)] }],
        },
      }];
    case 'promotions':
      return [
        { id: 'promotions-card', type: 'menu-banner', version: 1, data: { name: 'Promotions card', title: copy.promotions.title, subtitle: copy.promotions.subtitle, image: images.cards[2]!, url: `${at('search')}?q=sale` } },
        { id: 'promotions-media', type: 'media', version: 1, data: { image: ARTICLE_IMAGE(2), caption: copy.promotions.caption, width: 'contained' } },
      ];
    case 'search':
      return [{
        id: 'search-help', type: 'thin-banner', version: 2,
        data: { name: 'Search help', title: copy.search.text, linkType: 'CTA', targets: [{ url: at('help/contact-us'), text: copy.search.link, style: 'link', size: 'small' }] },
      }];
    case 'sign-in-modal':
      return [text('sign-in-modal-text', copy.signInHtml)];
    case 'sign-up':
      return [{
        id: 'sign-up-newsletter', type: 'newsletter-form', version: 1,
        data: { title: copy.newsletter.title, text: copy.newsletter.text, emailLabel: copy.newsletter.email, policyLabel: copy.newsletter.policy, submitLabel: copy.newsletter.submit },
      }];
    case 'store-locator':
      return [
        text('store-locator-text', copy.storeLocator.html),
        { id: 'store-locator-media', type: 'media', version: 1, data: { image: ARTICLE_IMAGE(5), caption: copy.storeLocator.caption, width: 'full' } },
      ];
    case 'westend':
      return [
        { id: 'westend-ugc', type: 'ugc-widget', version: 1, data: { title: copy.westend.ugc, placement: 'default', streamId: `${siteId}-westend`, placeholders: [1, 2, 3, 4, 5, 6].map(ARTICLE_IMAGE) } },
        { id: 'westend-logos', type: 'logos', version: 1, data: { title: copy.westend.logos, items: LOGOS.map((logo) => ({ logo })) } },
      ];
  }
}

export const SEEDED_NAMED_PAGES: readonly SeededNamedPage[] = [
  'account', 'account-profile', 'basecamp', 'cart', 'checkout', 'contact-us', 'gift-card', 'loyalty-modal', 'order-confirmation',
  'promotions', 'search', 'sign-in-modal', 'sign-up', 'sign-up-modal', 'store-locator', 'westend',
];

/**
 * The blocks of a named page's content section in the locale's language. Generic pages that a
 * shopper can open reuse some of them (West End, contact, loyalty), so the whole block library
 * is visible in the storefront, not only through the content API.
 */
export function namedSectionBlocks(page: SeededNamedPage, siteId: SiteId, locale: LocaleCode): BlockNode[] {
  return namedPageBlocks(page, siteId, locale, COPY[localeInfo(locale).language as SeedLanguage]);
}

/** One named page's document body for a site and locale. */
export function namedPageCanvas(page: SeededNamedPage, siteId: SiteId, locale: LocaleCode): CanvasBodyInput {
  const site = siteInfo(siteId);
  const copy = COPY[localeInfo(locale).language as SeedLanguage];
  return { name: `${site.name}: ${page} content`, blocks: namedPageBlocks(page, siteId, locale, copy) };
}
