/*
 * The loyalty page's path and anchors, in a module of their own (no imports): the script of every
 * page (page-chrome.ts) reads the join anchor without the routes and the site list. routes.ts
 * re-exports them.
 */

/** The loyalty programme's content page (spec §2 /loyalty), where a signed-in member also sees their points. */
export const LOYALTY_PATH = 'loyalty';
/** The member's points panel on that page, below the programme's content (links to it scroll there). */
export const LOYALTY_POINTS_ANCHOR = 'my-points';
/** A link to /loyalty#join opens the enrollment flow (the loyalty sign-up dialog) where JavaScript runs; without it, the page. */
export const LOYALTY_JOIN_ANCHOR = 'join';
