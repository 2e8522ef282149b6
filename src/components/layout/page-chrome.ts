import { MegaMenuElement } from '../../../blocks/navigation/mega-menu-element';
import { PopupElement } from '../../../blocks/popups/popup-element';
import { ConsentBannerElement } from '../consent/consent-banner-element';

/*
 * The behaviour of what BaseLayout renders on every page (header search, mega menu, content
 * pop-ups, consent banner), in one module: Astro makes each component's <script> a file of its own,
 * and four small files (with the consent helpers they share) cost a phone about 1 KB more gzip than
 * one (issue 17). Plain DOM, no framework; each part does nothing where its markup is absent.
 */

const define = (name: string, element: CustomElementConstructor) => {
  if (!customElements.get(name)) customElements.define(name, element);
};

function start(): void {
  define('storefront-mega-menu', MegaMenuElement);
  define('storefront-popup', PopupElement);
  define('consent-banner', ConsentBannerElement);
  // Header search (HeaderSearch.astro): the suggestion script loads on first focus, nothing before.
  const form = document.querySelector<HTMLFormElement>('form[data-header-search]');
  if (form) form.addEventListener('focusin', () => import('@islands/search/search-suggest').then(({ enhanceSearch }) => enhanceSearch(form)), { once: true });
}

// This module shares its chunk with modules islands import, so it can run while the page is still
// arriving (an island hydrating on load imports it): defining the elements then would upgrade a
// consent banner whose buttons are not parsed yet. Wait for the whole document.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
