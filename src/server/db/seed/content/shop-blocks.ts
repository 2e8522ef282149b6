import type { BlockNode } from '../../../../../schemas/content/canvas';
import { homePath } from '../../../../shared/routing/routes';
import { formatMoney } from '../../../../shared/i18n/money';
import { LOCALES, localeInfo } from '../../../../shared/i18n/sites';
import type { LocaleCode, SiteId } from '../../../../shared/i18n/sites';
import type { SeedLanguage } from './dictionary';
import { typeset } from '../../../../shared/i18n/typography';

/**
 * Content blocks a real shop shows around the seeded pages (benefit bar, shortcuts, carousel,
 * product FAQ, ...), in the language of each locale.
 */
interface Where {
  readonly siteId: SiteId;
  readonly locale: LocaleCode;
}

interface CardLink {
  readonly title: string;
  readonly url: string;
  readonly image: { src: string; width: number; height: number; alt: string };
}

const ICONS = '/images/content/blocks';
export const icon = (name: string) => ({ src: `${ICONS}/icon-${name}.svg`, width: 48, height: 48, alt: '' });

interface ShopCopy {
  closeBenefits: string;
  freeShipping: (amount: string) => string;
  freeReturns: string;
  doublePoints: string;
  home: string;
  cartReminder: string;
  checkOutNow: string;
  trending: string;
  /** The home page's product carousel. */
  popularProducts: string;
  newIn: string;
  bestSellers: string;
  iconItems: [title: string, text: string][];
  goodToKnow: string;
  delivery: string;
  deliveryHtml: string;
  returns: string;
  returnsHtml: (href: string) => string;
  mayAlsoLike: string;
  completeTheLook: string;
  alsoBought: string;
  customerPhotos: string;
  recentlyViewed: string;
}

const COPY: Record<SeedLanguage, ShopCopy> = {
  en: {
    closeBenefits: 'Close benefits',
    freeShipping: (amount) => `Free shipping on orders over ${amount}`,
    freeReturns: 'Free 30-day returns',
    doublePoints: 'Members earn double points',
    home: 'Home',
    cartReminder: 'Your bag is waiting',
    checkOutNow: 'Check out now',
    trending: 'Trending now',
    popularProducts: 'Popular right now',
    newIn: 'new in',
    bestSellers: 'best sellers',
    iconItems: [
      ['Fast delivery', 'Most orders arrive in 2 to 4 days.'],
      ['Free returns', '30 days to change your mind.'],
      ['Member rewards', 'Points on every purchase.'],
      ['Lower impact', 'Recycled packaging, always.'],
    ],
    goodToKnow: 'Good to know',
    delivery: 'Delivery',
    deliveryHtml: '<p>Most orders arrive in 2 to 4 working days.</p>',
    returns: 'Returns',
    returnsHtml: (href) => `<p>Free within 30 days. <a href="${href}">How to return</a>.</p>`,
    mayAlsoLike: 'You may also like',
    completeTheLook: 'Complete the look',
    alsoBought: 'Customers also bought',
    customerPhotos: 'Customer photos',
    recentlyViewed: 'Recently viewed',
  },
  fr: typeset('fr', {
    closeBenefits: 'Fermer les avantages',
    freeShipping: (amount) => `Livraison gratuite dès ${amount} d'achat`,
    freeReturns: 'Retours gratuits sous 30 jours',
    doublePoints: 'Points doublés pour les membres',
    home: 'Accueil',
    cartReminder: 'Votre panier vous attend',
    checkOutNow: 'Finaliser ma commande',
    trending: 'Tendances du moment',
    popularProducts: 'Les plus populaires',
    newIn: 'nouveautés',
    bestSellers: 'meilleures ventes',
    iconItems: [
      ['Livraison rapide', 'La plupart des commandes arrivent en 2 à 4 jours.'],
      ['Retours gratuits', '30 jours pour changer d’avis.'],
      ['Avantages membres', 'Des points à chaque achat.'],
      ['Impact réduit', 'Emballages recyclés, toujours.'],
    ],
    goodToKnow: 'Bon à savoir',
    delivery: 'Livraison',
    deliveryHtml: '<p>La plupart des commandes arrivent en 2 à 4 jours ouvrés.</p>',
    returns: 'Retours',
    returnsHtml: (href) => `<p>Gratuits sous 30 jours. <a href="${href}">Comment retourner un article</a>.</p>`,
    mayAlsoLike: 'Vous aimerez aussi',
    completeTheLook: 'Complétez le look',
    alsoBought: 'Les clients ont aussi acheté',
    customerPhotos: 'Photos de clients',
    recentlyViewed: 'Vus récemment',
  }),
  de: {
    closeBenefits: 'Vorteile schließen',
    freeShipping: (amount) => `Kostenloser Versand ab ${amount}`,
    freeReturns: 'Kostenlose Rücksendung innerhalb von 30 Tagen',
    doublePoints: 'Mitglieder sammeln doppelte Punkte',
    home: 'Startseite',
    cartReminder: 'Ihr Warenkorb wartet',
    checkOutNow: 'Jetzt zur Kasse',
    trending: 'Gerade angesagt',
    popularProducts: 'Besonders beliebt',
    newIn: 'neu',
    bestSellers: 'Bestseller',
    iconItems: [
      ['Schnelle Lieferung', 'Die meisten Bestellungen kommen in 2 bis 4 Tagen an.'],
      ['Kostenlose Rücksendung', '30 Tage Bedenkzeit.'],
      ['Prämien für Mitglieder', 'Punkte bei jedem Einkauf.'],
      ['Weniger Wirkung auf die Umwelt', 'Immer recycelte Verpackung.'],
    ],
    goodToKnow: 'Gut zu wissen',
    delivery: 'Lieferung',
    deliveryHtml: '<p>Die meisten Bestellungen kommen in 2 bis 4 Werktagen an.</p>',
    returns: 'Rücksendung',
    returnsHtml: (href) => `<p>Innerhalb von 30 Tagen kostenlos. <a href="${href}">So funktioniert die Rücksendung</a>.</p>`,
    mayAlsoLike: 'Das könnte Ihnen auch gefallen',
    completeTheLook: 'Komplettieren Sie den Look',
    alsoBought: 'Kunden kauften auch',
    customerPhotos: 'Fotos von Kunden',
    recentlyViewed: 'Zuletzt angesehen',
  },
  it: {
    closeBenefits: 'Chiudi i vantaggi',
    freeShipping: (amount) => `Spedizione gratuita per ordini oltre ${amount}`,
    freeReturns: 'Resi gratuiti entro 30 giorni',
    doublePoints: 'Punti doppi per i membri',
    home: 'Home',
    cartReminder: 'Il tuo carrello ti aspetta',
    checkOutNow: 'Completa l’acquisto',
    trending: 'Di tendenza',
    popularProducts: 'I più amati',
    newIn: 'novità',
    bestSellers: 'più venduti',
    iconItems: [
      ['Consegna veloce', 'La maggior parte degli ordini arriva in 2-4 giorni.'],
      ['Resi gratuiti', '30 giorni per cambiare idea.'],
      ['Premi per i membri', 'Punti a ogni acquisto.'],
      ['Impatto ridotto', 'Imballaggi sempre riciclati.'],
    ],
    goodToKnow: 'Buono a sapersi',
    delivery: 'Consegna',
    deliveryHtml: '<p>La maggior parte degli ordini arriva in 2-4 giorni lavorativi.</p>',
    returns: 'Resi',
    returnsHtml: (href) => `<p>Gratuiti entro 30 giorni. <a href="${href}">Come effettuare un reso</a>.</p>`,
    mayAlsoLike: 'Potrebbe piacerti anche',
    completeTheLook: 'Completa il look',
    alsoBought: 'I clienti hanno acquistato anche',
    customerPhotos: 'Foto dei clienti',
    recentlyViewed: 'Visti di recente',
  },
};

const copyFor = (locale: LocaleCode) => COPY[localeInfo(locale).language as SeedLanguage];

export function homeTopBlocks({ locale }: Where, _cards: readonly CardLink[]): BlockNode[] {
  const copy = copyFor(locale);
  return [
    {
      id: 'home-benefit-bar', type: 'benefit-bar', version: 1,
      data: {
        barId: 'seed-benefits', closeLabel: copy.closeBenefits,
        benefits: [
          { kind: 'free-shipping', text: copy.freeShipping(formatMoney(5000, LOCALES[locale].currency, locale)) },
          { kind: 'returns', text: copy.freeReturns, url: `/${locale}/help/returns/how-to-return` },
          { kind: 'loyalty', text: copy.doublePoints, url: `/${locale}/loyalty` },
        ],
      },
    },
  ];
}

export function homeMoreBlocks({ locale }: Where, cards: readonly CardLink[]): BlockNode[] {
  const copy = copyFor(locale);
  const iconNames = ['shipping', 'returns', 'star', 'leaf'];
  const iconUrls = [undefined, `/${locale}/help/returns/how-to-return`, `/${locale}/loyalty`, undefined];
  return [
    // Products on the home page: the site's trending products (the page has no product to relate them to).
    {
      id: 'home-products', type: 'recommendation-carousel', version: 1,
      data: { title: copy.popularProducts, widgetId: 'home-trending', source: 'trending', limit: 12 },
    },
    {
      id: 'home-shortcuts', type: 'cta-collection', version: 1,
      data: { items: [{ url: homePath(locale), text: copy.home }, ...cards.map((card) => ({ url: card.url, text: card.title }))] },
    },
    {
      id: 'home-cart-reminder', type: 'segmentation', version: 1,
      data: {
        segmentationId: 'home-cart-reminder', baselines: [],
        segments: [{
          id: 'cart-not-empty',
          targets: [{
            id: 'home-cart-reminder-banner', type: 'thin-banner', version: 2,
            data: { name: 'Cart reminder', title: copy.cartReminder, linkType: 'CTA', targets: [{ url: `/${locale}/cart`, text: copy.checkOutNow, style: 'link', size: 'small' }] },
          }],
        }],
      },
    },
    {
      id: 'home-collection', type: 'collection-carousel', version: 1,
      data: {
        title: copy.trending, type: 'carousel', slideWidth: 'small', showArrows: true, showIndicators: true,
        items: [...cards, ...cards].map((card, index) => ({ title: `${card.title} ${index < cards.length ? copy.newIn : copy.bestSellers}`, image: card.image, url: card.url })),
      },
    },
    {
      id: 'home-icon-text', type: 'icon-text-collection', version: 1,
      data: {
        variant: 'icon-above-text', iconSize: 'medium',
        items: copy.iconItems.map(([title, text], index) => ({ icon: icon(iconNames[index]!), title, text, ...(iconUrls[index] ? { url: iconUrls[index] } : {}) })),
      },
    },
  ];
}

export function categoryBlocks(_where: Where): BlockNode[] {
  return [];
}

export function productBlocks({ locale }: Where): BlockNode[] {
  const copy = copyFor(locale);
  return [
    {
      id: 'product-faq', type: 'accordion', version: 1,
      data: {
        title: copy.goodToKnow, exclusive: true,
        items: [
          { summary: copy.delivery, html: copy.deliveryHtml },
          { summary: copy.returns, html: copy.returnsHtml(`/${locale}/help/returns/how-to-return`) },
        ],
      },
    },
    { id: 'product-upsells', type: 'upsell-list', version: 1, data: { title: copy.completeTheLook, count: 3 } },
    { id: 'product-recommendations', type: 'recommendation-carousel', version: 1, data: { title: copy.mayAlsoLike, widgetId: 'pdp-similar', source: 'related' } },
    { id: 'product-also-bought', type: 'recommendation-carousel', version: 1, data: { title: copy.alsoBought, widgetId: 'pdp-also-bought', source: 'also-bought' } },
    // The product's own photos (its stream in the user-photo service); placeholders when it has none.
    {
      id: 'product-ugc', type: 'ugc-widget', version: 1,
      data: {
        title: copy.customerPhotos, placement: 'default', streamId: 'product', followProduct: true,
        placeholders: [1, 2, 3].map((n) => ({ src: `/images/content/blocks/article-${n}.svg`, width: 1200, height: 800, alt: '' })),
      },
    },
    { id: 'product-recently-viewed', type: 'recommendation-carousel', version: 1, data: { title: copy.recentlyViewed, widgetId: 'pdp-recently-viewed', source: 'recently-viewed' } },
  ];
}
