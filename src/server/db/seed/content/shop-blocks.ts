import type { BlockNode } from '../../../../../schemas/content/canvas';
import { homePath } from '../../../../lib/routing/routes';
import { formatMoney } from '../../../../lib/i18n/money';
import { LOCALES } from '../../../../lib/i18n/sites';
import type { LocaleCode, SiteId } from '../../../../lib/i18n/sites';

/**
 * Content blocks a real shop shows around the seeded pages (benefit bar, menu, carousel, pop-up,
 * product FAQ, ...). Copy is English in every locale for now; translations follow with the copy deck.
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
const icon = (name: string) => ({ src: `${ICONS}/icon-${name}.svg`, width: 48, height: 48, alt: '' });

export function homeTopBlocks({ locale }: Where, _cards: readonly CardLink[]): BlockNode[] {
  return [
    {
      id: 'home-benefit-bar', type: 'benefit-bar', version: 1,
      data: {
        barId: 'seed-benefits', closeLabel: 'Close benefits',
        benefits: [
          { kind: 'free-shipping', text: `Free shipping on orders over ${formatMoney(5000, LOCALES[locale].currency, locale)}` },
          { kind: 'returns', text: 'Free 30-day returns', url: `/${locale}/help/returns/how-to-return` },
          { kind: 'loyalty', text: 'Members earn double points', url: `/${locale}/loyalty` },
        ],
      },
    },
  ];
}

export function homeMoreBlocks({ locale }: Where, cards: readonly CardLink[]): BlockNode[] {
  return [
    {
      id: 'home-shortcuts', type: 'cta-collection', version: 1,
      data: { items: [{ url: homePath(locale), text: 'Home' }, ...cards.map((card) => ({ url: card.url, text: card.title }))] },
    },
    {
      id: 'home-cart-reminder', type: 'segmentation', version: 1,
      data: {
        segmentationId: 'home-cart-reminder', baselines: [],
        segments: [{
          id: 'cart-not-empty',
          targets: [{
            id: 'home-cart-reminder-banner', type: 'thin-banner', version: 2,
            data: { name: 'Cart reminder', title: 'Your bag is waiting', linkType: 'CTA', targets: [{ url: `/${locale}/cart`, text: 'Check out now', style: 'link', size: 'small' }] },
          }],
        }],
      },
    },
    {
      id: 'home-collection', type: 'collection-carousel', version: 1,
      data: {
        title: 'Trending now', type: 'carousel', slideWidth: 'small', showArrows: true, showIndicators: true,
        items: [...cards, ...cards].map((card, index) => ({ title: `${card.title} ${index < cards.length ? 'new in' : 'best sellers'}`, image: card.image, url: card.url })),
      },
    },
    {
      id: 'home-icon-text', type: 'icon-text-collection', version: 1,
      data: {
        variant: 'icon-above-text', iconSize: 'medium',
        items: [
          { icon: icon('shipping'), title: 'Fast delivery', text: 'Most orders arrive in 2 to 4 days.' },
          { icon: icon('returns'), title: 'Free returns', text: '30 days to change your mind.', url: `/${locale}/help/returns/how-to-return` },
          { icon: icon('star'), title: 'Member rewards', text: 'Points on every purchase.', url: `/${locale}/loyalty` },
          { icon: icon('leaf'), title: 'Lower impact', text: 'Recycled packaging, always.' },
        ],
      },
    },
    {
      id: 'home-popup', type: 'popup', version: 1,
      data: {
        popupId: 'seed-welcome', minimizedTitle: 'Get 10% off', maximizedTitle: 'Join and get 10% off your first order',
        logo: { ...icon('star'), alt: '' }, disclaimer: `<p>New members only. <a href="/${locale}/sale-terms">Terms apply</a>.</p>`,
        targets: [{ url: `/${locale}/loyalty`, text: 'Join now', style: 'primary', size: 'medium' }],
      },
    },
  ];
}

export function categoryBlocks(_where: Where): BlockNode[] {
  return [];
}

export function productBlocks({ locale }: Where): BlockNode[] {
  return [
    {
      id: 'product-faq', type: 'accordion', version: 1,
      data: {
        title: 'Good to know', exclusive: true,
        items: [
          { summary: 'Delivery', html: '<p>Most orders arrive in 2 to 4 working days.</p>' },
          { summary: 'Returns', html: `<p>Free within 30 days. <a href="/${locale}/help/returns/how-to-return">How to return</a>.</p>` },
        ],
      },
    },
    { id: 'product-upsells', type: 'upsell-list', version: 1, data: { title: 'Complete the look', count: 3 } },
    { id: 'product-recommendations', type: 'recommendation-carousel', version: 1, data: { title: 'You may also like', widgetId: 'pdp-similar', source: 'related' } },
    { id: 'product-also-bought', type: 'recommendation-carousel', version: 1, data: { title: 'Customers also bought', widgetId: 'pdp-also-bought', source: 'also-bought' } },
    { id: 'product-recently-viewed', type: 'recommendation-carousel', version: 1, data: { title: 'Recently viewed', widgetId: 'pdp-recently-viewed', source: 'recently-viewed' } },
  ];
}
