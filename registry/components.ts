import type { BlockType } from '../schemas/content/block-catalogue';
import type { ComponentLoader } from './define-block';
// In every page's header (SiteHeader renders the mega menu, which renders menu banners): loaded
// with the registry, not on demand.
import MenuBanner from '../blocks/banners/MenuBanner.astro';
import MegaMenu from '../blocks/navigation/MegaMenu.astro';

/**
 * The Astro component of every block type, loaded lazily (a page loads only the components it
 * renders). Typed against the catalogue: a block type without a component does not compile.
 */
export const BLOCK_COMPONENTS: Readonly<Record<BlockType, ComponentLoader>> = {
  'hero-banner': () => import('../blocks/banners/HeroBanner.astro'),
  'image-banner': () => import('../blocks/banners/ImageBanner.astro'),
  'thin-banner': () => import('../blocks/banners/ThinBanner.astro'),
  'espot-banner': () => import('../blocks/banners/EspotBanner.astro'),
  'category-cards': () => import('../blocks/collections/CategoryCards.astro'),
  'rich-text': () => import('../blocks/text/RichText.astro'),
  'error-content': () => import('../blocks/text/ErrorContent.astro'),
  'section': () => import('../blocks/layout/Section.astro'),
  'fragment': () => import('../blocks/layout/Fragment.astro'),
  'split-banner': () => import('../blocks/banners/SplitBanner.astro'),
  'overlay-banner': () => import('../blocks/banners/OverlayBanner.astro'),
  'below-block-banner': () => import('../blocks/banners/BelowBlockBanner.astro'),
  'menu-banner': async () => ({ default: MenuBanner }),
  'collection-carousel': () => import('../blocks/collections/CollectionCarousel.astro'),
  'cta-collection': () => import('../blocks/collections/CtaCollection.astro'),
  'icon-text-collection': () => import('../blocks/collections/IconTextCollection.astro'),
  'vertical-list': () => import('../blocks/collections/VerticalList.astro'),
  'logos': () => import('../blocks/collections/Logos.astro'),
  'loyalty-benefits': () => import('../blocks/collections/LoyaltyBenefits.astro'),
  'mega-menu': async () => ({ default: MegaMenu }),
  'secondary-navigation': () => import('../blocks/navigation/SecondaryNavigation.astro'),
  'benefit-bar': () => import('../blocks/navigation/BenefitBar.astro'),
  'segmentation': () => import('../blocks/personalisation/Segmentation.astro'),
  'experience': () => import('../blocks/personalisation/Experience.astro'),
  'popup': () => import('../blocks/popups/Popup.astro'),
  'video-player': () => import('../blocks/media/VideoPlayer.astro'),
  'media': () => import('../blocks/media/Media.astro'),
  'ugc-widget': () => import('../blocks/media/UgcWidget.astro'),
  'accordion': () => import('../blocks/text/Accordion.astro'),
  'buttons': () => import('../blocks/text/Buttons.astro'),
  'article-page': () => import('../blocks/text/ArticlePage.astro'),
  'article-grid': () => import('../blocks/text/ArticleGrid.astro'),
  'newsletter-form': () => import('../blocks/forms/NewsletterForm.astro'),
  'upsell-list': () => import('../blocks/forms/UpsellList.astro'),
  'recommendation-carousel': () => import('../blocks/forms/RecommendationCarousel.astro'),
  'event-sign-up': () => import('../blocks/events/EventSignUp.astro'),
};
