import type { BlockType } from '../schemas/content/block-catalogue';
import { defineBlock, type BlockRenderer } from './define-block';
// In every page's header (SiteHeader renders the mega menu, which renders menu banners): loaded
// with the registry, not on demand.
import MenuBanner from '../blocks/banners/MenuBanner.astro';
import MegaMenu from '../blocks/navigation/MegaMenu.astro';
import { loadArticleGrid } from '../blocks/text/article-grid.load';
import { loadArticlePage } from '../blocks/text/article-page.load';
import { loadFragment } from '../blocks/layout/fragment.load';
import { loadUpsells } from '../blocks/forms/upsell-list.load';
import { loadRecommendations } from '../blocks/forms/recommendation-carousel.load';

/**
 * How every block type renders: its Astro component, loaded lazily (a page loads only the
 * components it renders), and the load of the blocks that need data. Typed against the
 * catalogue: a block type without a renderer does not compile.
 */
export const BLOCK_RENDERERS: Readonly<Record<BlockType, BlockRenderer>> = {
  'hero-banner': defineBlock(() => import('../blocks/banners/HeroBanner.astro')),
  'image-banner': defineBlock(() => import('../blocks/banners/ImageBanner.astro')),
  'thin-banner': defineBlock(() => import('../blocks/banners/ThinBanner.astro')),
  'espot-banner': defineBlock(() => import('../blocks/banners/EspotBanner.astro')),
  'category-cards': defineBlock(() => import('../blocks/collections/CategoryCards.astro')),
  'rich-text': defineBlock(() => import('../blocks/text/RichText.astro')),
  'error-content': defineBlock(() => import('../blocks/text/ErrorContent.astro')),
  'section': defineBlock(() => import('../blocks/layout/Section.astro')),
  'fragment': defineBlock(() => import('../blocks/layout/Fragment.astro'), loadFragment),
  'split-banner': defineBlock(() => import('../blocks/banners/SplitBanner.astro')),
  'overlay-banner': defineBlock(() => import('../blocks/banners/OverlayBanner.astro')),
  'below-block-banner': defineBlock(() => import('../blocks/banners/BelowBlockBanner.astro')),
  'menu-banner': defineBlock(async () => ({ default: MenuBanner })),
  'collection-carousel': defineBlock(() => import('../blocks/collections/CollectionCarousel.astro')),
  'cta-collection': defineBlock(() => import('../blocks/collections/CtaCollection.astro')),
  'icon-text-collection': defineBlock(() => import('../blocks/collections/IconTextCollection.astro')),
  'vertical-list': defineBlock(() => import('../blocks/collections/VerticalList.astro')),
  'logos': defineBlock(() => import('../blocks/collections/Logos.astro')),
  'loyalty-benefits': defineBlock(() => import('../blocks/collections/LoyaltyBenefits.astro')),
  'mega-menu': defineBlock(async () => ({ default: MegaMenu })),
  'secondary-navigation': defineBlock(() => import('../blocks/navigation/SecondaryNavigation.astro')),
  'benefit-bar': defineBlock(() => import('../blocks/navigation/BenefitBar.astro')),
  'segmentation': defineBlock(() => import('../blocks/personalisation/Segmentation.astro')),
  'experience': defineBlock(() => import('../blocks/personalisation/Experience.astro')),
  'popup': defineBlock(() => import('../blocks/popups/Popup.astro')),
  'video-player': defineBlock(() => import('../blocks/media/VideoPlayer.astro')),
  'media': defineBlock(() => import('../blocks/media/Media.astro')),
  'ugc-widget': defineBlock(() => import('../blocks/media/UgcWidget.astro')),
  'accordion': defineBlock(() => import('../blocks/text/Accordion.astro')),
  'buttons': defineBlock(() => import('../blocks/text/Buttons.astro')),
  'article-page': defineBlock(() => import('../blocks/text/ArticlePage.astro'), loadArticlePage),
  'article-grid': defineBlock(() => import('../blocks/text/ArticleGrid.astro'), loadArticleGrid),
  'newsletter-form': defineBlock(() => import('../blocks/forms/NewsletterForm.astro')),
  'sign-up-form': defineBlock(() => import('../blocks/forms/SignUpFormBlock.astro')),
  'upsell-list': defineBlock(() => import('../blocks/forms/UpsellList.astro'), loadUpsells),
  'recommendation-carousel': defineBlock(() => import('../blocks/forms/RecommendationCarousel.astro'), loadRecommendations),
  'event-sign-up': defineBlock(() => import('../blocks/events/EventSignUp.astro')),
};
