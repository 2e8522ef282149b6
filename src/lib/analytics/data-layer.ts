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

/** Inline script text for the page-view push; JSON is escaped so content cannot close the tag. */
export function dataLayerScript(event: PageViewEvent): string {
  const json = JSON.stringify(event).replace(/</g, '\\u003c');
  return `(window.dataLayer=window.dataLayer||[]).push(${json});`;
}
