import type { PageClass } from '../../shared/routing/page-class';

/** The page-view push every page makes to the analytics data layer (window.dataLayer). */
export interface PageViewEvent {
  readonly event: 'pageView';
  readonly pageClass: PageClass;
  readonly siteId: string;
  readonly locale: string;
  readonly currency: string;
  readonly preview: boolean;
}

/**
 * The page view as JSON for the element the page-view script reads (src/lib/csp/inline-scripts.mjs);
 * `<` is escaped so content cannot close the element.
 */
export function pageViewJson(event: PageViewEvent): string {
  return JSON.stringify(event).replace(/</g, '\\u003c');
}
