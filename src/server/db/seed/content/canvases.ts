import type { Canvas } from '../../../../../schemas/content/canvas';
import { ERROR_PAGE_DESCRIPTION } from '../../../../shared/routing/page-class';
import { categoryPath, homePath } from '../../../../shared/routing/routes';
import { localeInfo, siteInfo, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import { seedCopy } from './dictionary';
import { contentImages } from './images';
import { namedSectionBlocks } from './named-pages';
import { categoryBlocks, homeMoreBlocks, homeTopBlocks, productBlocks } from './shop-blocks';
import type { TopCategory } from './top-categories';

/** A canvas body as stored (the envelope's id/siteId/locale/docType come from the row). */
export type CanvasBody = Omit<Canvas, 'id' | 'siteId' | 'locale' | 'docType' | 'updatedAt'>;

interface Where {
  readonly siteId: SiteId;
  readonly locale: LocaleCode;
}

const copyFor = (locale: LocaleCode) => seedCopy(localeInfo(locale).language);

export function homeCanvas({ siteId, locale }: Where, categories: readonly TopCategory[]): CanvasBody {
  const site = siteInfo(siteId);
  const copy = copyFor(locale);
  const images = contentImages(siteId);
  const fallbackTitles = copy.cardFallbackTitles[site.vertical];
  const cards = images.cards.map((image, index) => {
    const category = categories[index];
    if (!category) return { title: fallbackTitles[index]!, image, url: homePath(locale) };
    const title = category.names[localeInfo(locale).language as keyof typeof category.names];
    return { title, image, categoryId: category.id, url: categoryPath(locale, title, category.id) };
  });
  const firstTarget = cards[0]?.url ?? homePath(locale);
  return {
    name: `${site.name} home`,
    // The home page's title is its tagline; the storefront puts the site name before it.
    title: copy.heroTitle[site.vertical],
    description: copy.heroSubtitle,
    blocks: [
      ...homeTopBlocks({ siteId, locale }, cards),
      {
        id: 'home-hero', type: 'hero-banner', version: 1,
        data: {
          name: `${site.name} hero`, overline: copy.heroOverline, eyebrow: site.name,
          title: copy.heroTitle[site.vertical], subtitle: copy.heroSubtitle,
          media: { mobile: images.heroMobile, desktop: images.heroDesktop },
          targets: [{ url: firstTarget, text: copy.heroCta, style: 'primary', size: 'large' }],
          linkType: 'CTA', gradient: 'full',
        },
      },
      {
        id: 'home-categories', type: 'section', version: 1,
        data: { blocks: [{ id: 'home-category-cards', type: 'category-cards', version: 1, data: { title: copy.cardsHeading, items: cards } }] },
      },
      {
        id: 'home-thin-banner', type: 'thin-banner', version: 2,
        data: {
          name: 'Free returns', title: copy.thinBanner, linkType: 'CTA',
          targets: [{ url: `/${locale}/help/returns/how-to-return`, text: copy.thinBannerLink, style: 'link', size: 'small' }],
        },
      },
      ...homeMoreBlocks({ siteId, locale }, cards),
    ],
  };
}

export function defaultCategoryCanvas({ siteId, locale }: Where): CanvasBody {
  const copy = copyFor(locale);
  return {
    name: 'Default category canvas',
    blocks: [
      {
        id: 'category-espot', type: 'espot-banner', version: 1,
        data: {
          name: 'Category espot: loyalty', eyebrow: copy.espotEyebrow, title: copy.espotTitle, subtitle: copy.espotSubtitle,
          media: { mobile: contentImages(siteId).espot },
          targets: [{ url: `/${locale}/loyalty`, text: copy.espotCta, style: 'primary', size: 'medium' }],
        },
      },
      ...categoryBlocks({ siteId, locale }),
    ],
  };
}

export function defaultProductCanvas({ siteId, locale }: Where): CanvasBody {
  return {
    name: 'Default product canvas',
    blocks: [
      { id: 'product-shipping', type: 'rich-text', version: 1, data: { html: copyFor(locale).shippingHtml } },
      // The returns line under the shipping text is kept once, as a fragment, and shown wherever editors place it.
      { id: 'product-returns', type: 'fragment', version: 1, data: { fragmentId: 'free-returns' } },
      ...productBlocks({ siteId, locale }),
      // The cart's free-returns banner closes every product page too.
      ...namedSectionBlocks('cart', siteId, locale).filter((block) => block.type === 'below-block-banner'),
    ],
  };
}

/** The 404 canvas. Its description must stay exactly 'Page is not available' (spec §2 page class Error). */
export function error4xxCanvas({ locale }: Where): CanvasBody {
  const copy = copyFor(locale);
  return {
    name: 'Error 4xx',
    title: copy.errorTitle,
    description: ERROR_PAGE_DESCRIPTION,
    blocks: [
      {
        id: 'error-content', type: 'error-content', version: 1,
        data: {
          heading: copy.errorHeading, text: copy.errorText,
          links: [{ url: homePath(locale), text: copy.errorHomeLink }],
        },
      },
    ],
  };
}
