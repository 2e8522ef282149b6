import { accordionSchema } from '../schemas/content/blocks/accordion';
import { articleGridSchema, migrateArticleGrid } from '../schemas/content/blocks/article-grid';
import { articlePageSchema } from '../schemas/content/blocks/article-page';
import { belowBlockBannerSchema } from '../schemas/content/blocks/below-block-banner';
import { benefitBarSchema } from '../schemas/content/blocks/benefit-bar';
import { buttonsSchema } from '../schemas/content/blocks/buttons';
import { collectionCarouselSchema } from '../schemas/content/blocks/collection-carousel';
import { ctaCollectionSchema } from '../schemas/content/blocks/cta-collection';
import { eventSignUpSchema } from '../schemas/content/blocks/event-sign-up';
import { experienceSchema } from '../schemas/content/blocks/experience';
import { iconTextCollectionSchema } from '../schemas/content/blocks/icon-text-collection';
import { logosSchema } from '../schemas/content/blocks/logos';
import { loyaltyBenefitsSchema } from '../schemas/content/blocks/loyalty-benefits';
import { mediaBlockSchema } from '../schemas/content/blocks/media';
import { megaMenuSchema } from '../schemas/content/blocks/mega-menu';
import { menuBannerSchema } from '../schemas/content/blocks/menu-banner';
import { newsletterFormSchema } from '../schemas/content/blocks/newsletter-form';
import { overlayBannerSchema } from '../schemas/content/blocks/overlay-banner';
import { popupSchema } from '../schemas/content/blocks/popup';
import { recommendationCarouselSchema } from '../schemas/content/blocks/recommendation-carousel';
import { secondaryNavigationSchema } from '../schemas/content/blocks/secondary-navigation';
import { segmentationSchema } from '../schemas/content/blocks/segmentation';
import { splitBannerSchema } from '../schemas/content/blocks/split-banner';
import { ugcWidgetSchema } from '../schemas/content/blocks/ugc-widget';
import { upsellListSchema } from '../schemas/content/blocks/upsell-list';
import { verticalListSchema } from '../schemas/content/blocks/vertical-list';
import { videoPlayerSchema } from '../schemas/content/blocks/video-player';
import { categoryCardsSchema } from '../schemas/content/blocks/category-cards';
import { errorContentSchema } from '../schemas/content/blocks/error-content';
import { espotBannerSchema } from '../schemas/content/blocks/espot-banner';
import { heroBannerSchema } from '../schemas/content/blocks/hero-banner';
import { imageBannerSchema } from '../schemas/content/blocks/image-banner';
import { richTextSchema } from '../schemas/content/blocks/rich-text';
import { sectionSchema } from '../schemas/content/blocks/section';
import { fragmentSchema } from '../schemas/content/blocks/fragment';
import { migrateThinBanner, thinBannerSchema } from '../schemas/content/blocks/thin-banner';
import { defineBlock, type BlockDefinition } from './define-block';
import { createRegistry } from './registry';

/* Every block the storefront can render: one line per block. Components load lazily. */
export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = [
  defineBlock({ type: 'hero-banner', version: 1, schema: heroBannerSchema, component: () => import('../blocks/banners/HeroBanner.astro') }),
  defineBlock({ type: 'image-banner', version: 1, schema: imageBannerSchema, component: () => import('../blocks/banners/ImageBanner.astro') }),
  defineBlock({ type: 'thin-banner', version: 2, schema: thinBannerSchema, migrate: migrateThinBanner, component: () => import('../blocks/banners/ThinBanner.astro') }),
  defineBlock({ type: 'espot-banner', version: 1, schema: espotBannerSchema, component: () => import('../blocks/banners/EspotBanner.astro') }),
  defineBlock({ type: 'category-cards', version: 1, schema: categoryCardsSchema, component: () => import('../blocks/collections/CategoryCards.astro') }),
  defineBlock({ type: 'rich-text', version: 1, schema: richTextSchema, component: () => import('../blocks/text/RichText.astro') }),
  defineBlock({ type: 'error-content', version: 1, schema: errorContentSchema, component: () => import('../blocks/text/ErrorContent.astro') }),
  defineBlock({ type: 'section', version: 1, schema: sectionSchema, component: () => import('../blocks/layout/Section.astro') }),
  defineBlock({ type: 'fragment', version: 1, schema: fragmentSchema, component: () => import('../blocks/layout/Fragment.astro') }),
  defineBlock({ type: 'split-banner', version: 1, schema: splitBannerSchema, component: () => import('../blocks/banners/SplitBanner.astro') }),
  defineBlock({ type: 'overlay-banner', version: 1, schema: overlayBannerSchema, component: () => import('../blocks/banners/OverlayBanner.astro') }),
  defineBlock({ type: 'below-block-banner', version: 1, schema: belowBlockBannerSchema, component: () => import('../blocks/banners/BelowBlockBanner.astro') }),
  defineBlock({ type: 'menu-banner', version: 1, schema: menuBannerSchema, component: () => import('../blocks/banners/MenuBanner.astro') }),
  defineBlock({ type: 'collection-carousel', version: 1, schema: collectionCarouselSchema, hydrate: 'interaction', component: () => import('../blocks/collections/CollectionCarousel.astro') }),
  defineBlock({ type: 'cta-collection', version: 1, schema: ctaCollectionSchema, component: () => import('../blocks/collections/CtaCollection.astro') }),
  defineBlock({ type: 'icon-text-collection', version: 1, schema: iconTextCollectionSchema, component: () => import('../blocks/collections/IconTextCollection.astro') }),
  defineBlock({ type: 'vertical-list', version: 1, schema: verticalListSchema, component: () => import('../blocks/collections/VerticalList.astro') }),
  defineBlock({ type: 'logos', version: 1, schema: logosSchema, component: () => import('../blocks/collections/Logos.astro') }),
  defineBlock({ type: 'loyalty-benefits', version: 1, schema: loyaltyBenefitsSchema, component: () => import('../blocks/collections/LoyaltyBenefits.astro') }),
  defineBlock({ type: 'mega-menu', version: 1, schema: megaMenuSchema, component: () => import('../blocks/navigation/MegaMenu.astro') }),
  defineBlock({ type: 'secondary-navigation', version: 1, schema: secondaryNavigationSchema, component: () => import('../blocks/navigation/SecondaryNavigation.astro') }),
  defineBlock({ type: 'benefit-bar', version: 1, schema: benefitBarSchema, component: () => import('../blocks/navigation/BenefitBar.astro') }),
  defineBlock({ type: 'segmentation', version: 1, schema: segmentationSchema, component: () => import('../blocks/personalisation/Segmentation.astro') }),
  defineBlock({ type: 'experience', version: 1, schema: experienceSchema, component: () => import('../blocks/personalisation/Experience.astro') }),
  defineBlock({ type: 'popup', version: 1, schema: popupSchema, component: () => import('../blocks/popups/Popup.astro') }),
  defineBlock({ type: 'video-player', version: 1, schema: videoPlayerSchema, component: () => import('../blocks/media/VideoPlayer.astro') }),
  defineBlock({ type: 'media', version: 1, schema: mediaBlockSchema, component: () => import('../blocks/media/Media.astro') }),
  defineBlock({ type: 'ugc-widget', version: 1, schema: ugcWidgetSchema, component: () => import('../blocks/media/UgcWidget.astro') }),
  defineBlock({ type: 'accordion', version: 1, schema: accordionSchema, component: () => import('../blocks/text/Accordion.astro') }),
  defineBlock({ type: 'buttons', version: 1, schema: buttonsSchema, component: () => import('../blocks/text/Buttons.astro') }),
  defineBlock({ type: 'article-page', version: 1, schema: articlePageSchema, component: () => import('../blocks/text/ArticlePage.astro') }),
  defineBlock({ type: 'article-grid', version: 2, schema: articleGridSchema, migrate: migrateArticleGrid, component: () => import('../blocks/text/ArticleGrid.astro') }),
  defineBlock({ type: 'newsletter-form', version: 1, schema: newsletterFormSchema, hydrate: 'interaction', component: () => import('../blocks/forms/NewsletterForm.astro') }),
  defineBlock({ type: 'upsell-list', version: 1, schema: upsellListSchema, component: () => import('../blocks/forms/UpsellList.astro') }),
  defineBlock({ type: 'recommendation-carousel', version: 1, schema: recommendationCarouselSchema, hydrate: 'visible', component: () => import('../blocks/forms/RecommendationCarousel.astro') }),
  defineBlock({ type: 'event-sign-up', version: 1, schema: eventSignUpSchema, component: () => import('../blocks/events/EventSignUp.astro') }),
];

export const BLOCK_REGISTRY = createRegistry(BLOCK_DEFINITIONS);
