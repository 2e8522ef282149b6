import { MegaMenuElement } from '../../../blocks/navigation/mega-menu-element';
import { PopupElement } from '../../../blocks/popups/popup-element';
import type { ConsentBannerElement } from '../consent/consent-banner-element';
import { readConsentCookie } from '../../lib/consent/consent';

/*
 * The behaviour of what BaseLayout renders on every page (header search, mega menu, content
 * pop-ups, consent banner: its code on demand), in one module: Astro makes each component's <script> a file of its own,
 * and four small files (with the consent helpers they share) cost a phone about 1 KB more gzip than
 * one (issue 17). Plain DOM, no framework; each part does nothing where its markup is absent.
 */

const define = (name: string, element: CustomElementConstructor) => {
  if (!customElements.get(name)) customElements.define(name, element);
};

/**
 * The consent banner's code loads when it is needed: at once for a visitor who has not answered
 * (the banner shows), else on the first click on a cookie-preferences control, which it then
 * answers. A returning visitor's pages carry none of it.
 */
function startConsentBanner(): void {
  const load = () => import('../consent/consent-banner-element').then(({ ConsentBannerElement }) => define('consent-banner', ConsentBannerElement));
  if (!readConsentCookie(document.cookie)) {
    void load();
    return;
  }
  const open = (event: MouseEvent) => {
    if (!(event.target as Element).closest?.('[data-open-consent]')) return;
    document.removeEventListener('click', open);
    void load().then(() => document.querySelector<ConsentBannerElement>('consent-banner')?.openPreferences());
  };
  document.addEventListener('click', open);
}

function start(): void {
  define('storefront-mega-menu', MegaMenuElement);
  define('storefront-popup', PopupElement);
  startConsentBanner();
  // §7 link clicks of the footer, menu and pop-ups (link-tracking.ts): loaded when the shopper reaches one.
  for (const type of ['pointerover', 'focusin']) {
    document.addEventListener(type, (event) => {
      if ((event.target as Element).closest?.('[data-track-links]')) void import('../../lib/analytics/link-tracking').then((module) => module.trackLinkClicks());
    }, true);
  }
  // Header search (HeaderSearch.astro): the suggestion script loads on first focus, nothing before.
  const form = document.querySelector<HTMLFormElement>('form[data-header-search]');
  if (form) form.addEventListener('focusin', () => import('@islands/search/search-suggest').then(({ enhanceSearch }) => enhanceSearch(form)), { once: true });
}

// This module shares its chunk with modules islands import, so it can run while the page is still
// arriving (an island hydrating on load imports it): defining the elements then would upgrade a
// consent banner whose buttons are not parsed yet. Wait for the whole document.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
