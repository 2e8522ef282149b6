import { track, type NavigationArea } from './tracking';

/** Below this width the mega menu is the phone's menu (the header's own breakpoint). */
const NARROW = '(max-width: 47.99rem)';

/** Which §7 navigation a link belongs to: the footer, the top navigation (mega menu), or the same menu on a phone. */
export function navigationAreaOf(link: Element, narrow: boolean): NavigationArea | undefined {
  if (link.closest('.site-footer')) return 'footer';
  if (link.closest('.mega-menu')) return narrow ? 'mobile_menu' : 'top_navigation';
  return undefined;
}

let installed = false;

/** One delegated capture listener: a `navigation_click` for every footer and menu link followed. */
export function trackNavigationClicks(root: Document = document): void {
  if (installed) return;
  installed = true;
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    const area = navigationAreaOf(link, typeof matchMedia === 'function' && matchMedia(NARROW).matches);
    if (area) track({ event: 'navigation_click', navigation_area: area, link_text: (link.textContent ?? '').trim().slice(0, 100), link_url: link.getAttribute('href') ?? '' });
  }, { capture: true });
}
