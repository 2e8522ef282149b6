import { defineBlockContract, indexBlockContracts, type BlockCatalogue } from './block-contract';
import { accordionSchema } from './blocks/accordion';
import { articleGridSchema, migrateArticleGrid } from './blocks/article-grid';
import { articlePageSchema } from './blocks/article-page';
import { belowBlockBannerSchema } from './blocks/below-block-banner';
import { benefitBarSchema } from './blocks/benefit-bar';
import { buttonsSchema } from './blocks/buttons';
import { collectionCarouselSchema } from './blocks/collection-carousel';
import { ctaCollectionSchema } from './blocks/cta-collection';
import { eventSignUpSchema } from './blocks/event-sign-up';
import { experienceSchema, migrateExperience } from './blocks/experience';
import { iconTextCollectionSchema } from './blocks/icon-text-collection';
import { logosSchema } from './blocks/logos';
import { loyaltyBenefitsSchema } from './blocks/loyalty-benefits';
import { mediaBlockSchema } from './blocks/media';
import { megaMenuSchema } from './blocks/mega-menu';
import { menuBannerSchema } from './blocks/menu-banner';
import { newsletterFormSchema } from './blocks/newsletter-form';
import { overlayBannerSchema } from './blocks/overlay-banner';
import { migratePopup, popupSchema } from './blocks/popup';
import { recommendationCarouselSchema } from './blocks/recommendation-carousel';
import { secondaryNavigationSchema } from './blocks/secondary-navigation';
import { segmentationSchema } from './blocks/segmentation';
import { signUpFormSchema } from './blocks/sign-up-form';
import { splitBannerSchema } from './blocks/split-banner';
import { ugcWidgetSchema } from './blocks/ugc-widget';
import { upsellListSchema } from './blocks/upsell-list';
import { verticalListSchema } from './blocks/vertical-list';
import { videoPlayerSchema } from './blocks/video-player';
import { categoryCardsSchema } from './blocks/category-cards';
import { errorContentSchema } from './blocks/error-content';
import { espotBannerSchema } from './blocks/espot-banner';
import { heroBannerSchema } from './blocks/hero-banner';
import { imageBannerSchema } from './blocks/image-banner';
import { richTextSchema } from './blocks/rich-text';
import { sectionSchema } from './blocks/section';
import { fragmentSchema } from './blocks/fragment';
import { migrateThinBanner, thinBannerSchema } from './blocks/thin-banner';

/** Every block type the content service accepts and the storefront renders: one line per block. */
export const BLOCK_CATALOGUE = [
  defineBlockContract({ type: 'hero-banner', version: 1, schema: heroBannerSchema }),
  defineBlockContract({ type: 'image-banner', version: 1, schema: imageBannerSchema }),
  defineBlockContract({ type: 'thin-banner', version: 2, schema: thinBannerSchema, migrate: migrateThinBanner }),
  defineBlockContract({ type: 'espot-banner', version: 1, schema: espotBannerSchema }),
  defineBlockContract({ type: 'category-cards', version: 1, schema: categoryCardsSchema }),
  defineBlockContract({ type: 'rich-text', version: 1, schema: richTextSchema }),
  defineBlockContract({ type: 'error-content', version: 1, schema: errorContentSchema }),
  defineBlockContract({ type: 'section', version: 1, schema: sectionSchema }),
  defineBlockContract({ type: 'fragment', version: 1, schema: fragmentSchema }),
  defineBlockContract({ type: 'split-banner', version: 1, schema: splitBannerSchema }),
  defineBlockContract({ type: 'overlay-banner', version: 1, schema: overlayBannerSchema }),
  defineBlockContract({ type: 'below-block-banner', version: 1, schema: belowBlockBannerSchema }),
  defineBlockContract({ type: 'menu-banner', version: 1, schema: menuBannerSchema }),
  defineBlockContract({ type: 'collection-carousel', version: 1, schema: collectionCarouselSchema, hydrate: 'interaction' }),
  defineBlockContract({ type: 'cta-collection', version: 1, schema: ctaCollectionSchema }),
  defineBlockContract({ type: 'icon-text-collection', version: 1, schema: iconTextCollectionSchema }),
  defineBlockContract({ type: 'vertical-list', version: 1, schema: verticalListSchema }),
  defineBlockContract({ type: 'logos', version: 1, schema: logosSchema }),
  defineBlockContract({ type: 'loyalty-benefits', version: 1, schema: loyaltyBenefitsSchema }),
  defineBlockContract({ type: 'mega-menu', version: 1, schema: megaMenuSchema }),
  defineBlockContract({ type: 'secondary-navigation', version: 1, schema: secondaryNavigationSchema }),
  defineBlockContract({ type: 'benefit-bar', version: 1, schema: benefitBarSchema }),
  defineBlockContract({ type: 'segmentation', version: 1, schema: segmentationSchema }),
  defineBlockContract({ type: 'experience', version: 2, schema: experienceSchema, migrate: migrateExperience }),
  defineBlockContract({ type: 'popup', version: 2, schema: popupSchema, migrate: migratePopup }),
  defineBlockContract({ type: 'video-player', version: 1, schema: videoPlayerSchema }),
  defineBlockContract({ type: 'media', version: 1, schema: mediaBlockSchema }),
  defineBlockContract({ type: 'ugc-widget', version: 1, schema: ugcWidgetSchema }),
  defineBlockContract({ type: 'accordion', version: 1, schema: accordionSchema }),
  defineBlockContract({ type: 'buttons', version: 1, schema: buttonsSchema }),
  defineBlockContract({ type: 'article-page', version: 1, schema: articlePageSchema }),
  defineBlockContract({ type: 'article-grid', version: 2, schema: articleGridSchema, migrate: migrateArticleGrid }),
  defineBlockContract({ type: 'newsletter-form', version: 1, schema: newsletterFormSchema, hydrate: 'interaction' }),
  defineBlockContract({ type: 'sign-up-form', version: 1, schema: signUpFormSchema, hydrate: 'interaction' }),
  defineBlockContract({ type: 'upsell-list', version: 1, schema: upsellListSchema }),
  defineBlockContract({ type: 'recommendation-carousel', version: 1, schema: recommendationCarouselSchema, hydrate: 'visible' }),
  defineBlockContract({ type: 'event-sign-up', version: 1, schema: eventSignUpSchema }),
] as const;

export type BlockType = (typeof BLOCK_CATALOGUE)[number]['type'];

export const BLOCK_CONTRACTS: BlockCatalogue = indexBlockContracts(BLOCK_CATALOGUE);
