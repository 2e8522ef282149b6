import { categoryCardsSchema } from '../schemas/content/blocks/category-cards';
import { errorContentSchema } from '../schemas/content/blocks/error-content';
import { espotBannerSchema } from '../schemas/content/blocks/espot-banner';
import { heroBannerSchema } from '../schemas/content/blocks/hero-banner';
import { imageBannerSchema } from '../schemas/content/blocks/image-banner';
import { richTextSchema } from '../schemas/content/blocks/rich-text';
import { sectionSchema } from '../schemas/content/blocks/section';
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
];

export const BLOCK_REGISTRY = createRegistry(BLOCK_DEFINITIONS);
