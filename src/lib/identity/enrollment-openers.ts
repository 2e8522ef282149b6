import { LOYALTY_JOIN_ANCHOR, LOYALTY_PATH } from '../../shared/routing/loyalty-paths';

/**
 * What opens the enrollment flow on a page (spec §2 enrollment flow, issue 13): a link to the
 * loyalty page's join anchor (the loyalty benefits block's "Join now"), and arriving with
 * `enrollment_marketing_source` (a campaign link; the source is recorded on the profile). Pure:
 * page-chrome.ts feeds it the page's URL and the clicked link.
 */

/** The query parameter of a campaign link; carried across navigation (CARRIED_QUERY_PARAMS). */
export const ENROLLMENT_SOURCE_PARAM = 'enrollment_marketing_source';
/** The longest source kept (the server keeps 100 characters too). */
const SOURCE_MAX = 100;

const JOIN_PATH = new RegExp(`^/[a-z]{2}-[a-z]{2}/${LOYALTY_PATH}/?$`);

/** The link's URL when it is a join link of this site: /{locale}/loyalty#join. */
export function isJoinLink(href: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return false;
  }
  return url.origin === new URL(base).origin && url.hash === `#${LOYALTY_JOIN_ANCHOR}` && JOIN_PATH.test(url.pathname);
}

/** The campaign source on a URL, trimmed and cut to what the server keeps; null without one. */
export function enrollmentSourceOf(url: string): string | null {
  let value: string | null;
  try {
    value = new URL(url).searchParams.get(ENROLLMENT_SOURCE_PARAM);
  } catch {
    return null;
  }
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, SOURCE_MAX);
}

/**
 * The source link opens the flow once per tab and source: the parameter is carried to every
 * page the shopper visits next, which must not reopen the dialog each time.
 */
export function sourceToOpen(url: string, alreadyOpened: string | null): string | null {
  const source = enrollmentSourceOf(url);
  return source !== null && source !== alreadyOpened ? source : null;
}
