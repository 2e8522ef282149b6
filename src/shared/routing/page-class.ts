import type { PageClass } from '../../../schemas/content/page-classes';

/** Page classes of spec §2 (defined with the content contracts, whose pop-up rules name them). */
export { PAGE_CLASSES, type PageClass } from '../../../schemas/content/page-classes';

/** The description a CMS error canvas carries; a page that says it is classified Error. */
export const ERROR_PAGE_DESCRIPTION = 'Page is not available';

/**
 * A page is Error when its description says 'Page is not available' (spec §2),
 * whatever route rendered it; otherwise it keeps the class of its route.
 */
export function classifyPage(routeClass: PageClass | null, description: string | undefined): PageClass {
  if (description?.includes(ERROR_PAGE_DESCRIPTION)) return 'Error';
  return routeClass ?? 'Error';
}
