import { MegaMenuElement } from '../../../blocks/navigation/mega-menu-element';
import { PopupElement } from '../../../blocks/popups/popup-element';
import type { ConsentBannerElement } from '../consent/consent-banner-element';
import { readConsentCookie } from '../../lib/consent/consent';
import { isJoinLink, sourceToOpen } from '../../lib/identity/enrollment-openers';
import { locationSettled } from '../../lib/location/location-memory';
import { endLocationTurn } from '../../stores/overlay-turns';

/*
 * The behaviour of what BaseLayout renders on every page (header search, mega menu, content
 * pop-ups, consent banner: its code on demand; the enrollment flow's openers), in one module: Astro makes each component's <script> a file of its own,
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

/** Tab-scoped: the campaign source whose link already opened the enrollment flow in this tab. */
const ENROLLMENT_SOURCE_OPENED_KEY = 'storefront:enrollment-source-opened';

/**
 * The enrollment flow (issue 13) opens from a join link (/loyalty#join, the loyalty benefits
 * block's "Join now") and once per tab from a campaign link's enrollment_marketing_source. The
 * header's account link opens it ($signInRequest); without JavaScript the join link is the page.
 */
function startEnrollmentOpeners(): void {
  const open = (source: string | null) => void import('./enrollment-request').then(({ requestEnrollment }) => requestEnrollment(source));
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !isJoinLink(link.href, window.location.href)) return;
    event.preventDefault();
    open(null);
  });
  let opened: string | null = null;
  try {
    opened = sessionStorage.getItem(ENROLLMENT_SOURCE_OPENED_KEY);
  } catch {
    opened = null;
  }
  const source = sourceToOpen(window.location.href, opened);
  if (source === null) {
    // Arriving at /loyalty#join (a join link opened in a new tab): the flow opens there too.
    if (isJoinLink(window.location.href, window.location.href)) open(null);
    return;
  }
  try {
    sessionStorage.setItem(ENROLLMENT_SOURCE_OPENED_KEY, source);
  } catch {
    // Without storage the link opens the flow on each page: still usable.
  }
  open(source);
}

/**
 * The location confirmation's turn (after the consent banner, before a pop-up): on pages that
 * carry its marker (not checkout, preview or error pages), once per brand, the check and its
 * dialog load after the visitor answered the consent banner. Its turn ends at once otherwise.
 */
function startLocationCheck(): void {
  const marker = document.querySelector<HTMLElement>('[data-location-check]');
  const { siteId = '', locale = '', apiBase = '', siteName = '' } = marker?.dataset ?? {};
  if (!marker || locationSettled(siteId)) {
    endLocationTurn();
    return;
  }
  const run = () => {
    void import('@islands/location/location-check')
      .then(({ runLocationCheck }) => runLocationCheck({ apiBasePath: apiBase, siteId, locale }, siteName))
      .catch(() => undefined)
      .finally(endLocationTurn);
  };
  if (readConsentCookie(document.cookie)) run();
  else window.addEventListener('storefront:consent-changed', run, { once: true });
}

function start(): void {
  startLocationCheck();
  define('storefront-mega-menu', MegaMenuElement);
  define('storefront-popup', PopupElement);
  startConsentBanner();
  // §7 link clicks of the footer, menu and pop-ups (link-tracking.ts): loaded when the shopper reaches one.
  for (const type of ['pointerover', 'focusin']) {
    document.addEventListener(type, (event) => {
      if ((event.target as Element).closest?.('[data-track-links]')) void import('../../lib/analytics/link-tracking').then((module) => module.trackLinkClicks());
    }, true);
  }
  startEnrollmentOpeners();
  // Header search (HeaderSearch.astro): the suggestion script loads on first focus, nothing before.
  const form = document.querySelector<HTMLFormElement>('form[data-header-search]');
  if (form) form.addEventListener('focusin', () => import('@islands/search/search-suggest').then(({ enhanceSearch }) => enhanceSearch(form)), { once: true });
}

// This module shares its chunk with modules islands import, so it can run while the page is still
// arriving (an island hydrating on load imports it): defining the elements then would upgrade a
// consent banner whose buttons are not parsed yet. Wait for the whole document.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
