import { track, type TrackingEvent } from './tracking';

/** Below this width the mega menu is the phone's menu (the header's own breakpoint). */
const NARROW = '(max-width: 47.99rem)';

/**
 * §7 link clicks of the footer, the top navigation, the phone menu and pop-ups: the markup names
 * its zone (`data-track-links` footer, menu or popup, on SiteFooter, MegaMenu and Popup), so one
 * listener tells them apart with no selectors to keep in step.
 */
export function linkClickEvent(link: Element, narrow: boolean): TrackingEvent | undefined {
  const zone = link.closest<HTMLElement>('[data-track-links]');
  if (!zone) return undefined;
  const details = { link_text: (link.textContent ?? '').trim().slice(0, 100), link_url: link.getAttribute('href') ?? '' };
  const kind = zone.dataset.trackLinks;
  if (kind === 'popup') return { event: 'popup_click', popup_id: zone.dataset.popupId ?? '', ...details };
  return { event: 'navigation_click', navigation_area: kind === 'menu' ? (narrow ? 'mobile_menu' : 'top_navigation') : 'footer', ...details };
}

let installed = false;

/**
 * One delegated capture listener for the page. Page chrome loads this module when a pointer or the
 * keyboard's focus first reaches a tracked zone, which comes before any click on its links: pages
 * carry none of it before the shopper goes there (the home and category JavaScript budgets).
 */
export function trackLinkClicks(root: Document = document): void {
  if (installed) return;
  installed = true;
  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    const tracked = link && linkClickEvent(link, matchMedia(NARROW).matches);
    if (tracked) track(tracked);
  }, true);
}
