import { isLocaleCode, type LocaleCode } from '../i18n/sites';
import type { PageClass } from './page-class';
import { LOYALTY_PATH } from './loyalty-paths';

/**
 * The public routes of spec §2, matched by pattern. This is the only place that knows
 * their shapes: pages, links and tests all go through matchRoute and the href builders.
 */
export type RouteName =
  | 'home'
  | 'category'
  | 'product'
  | 'cart'
  | 'checkout'
  | 'order-confirmation'
  | 'account'
  | 'favorites'
  | 'shared-favorites'
  | 'search'
  | 'searchhub'
  | 'associate-login'
  | 'showcase'
  | 'experiment-report'
  | 'article'
  | 'sign-in'
  | 'sign-up'
  | 'forgot-password'
  | 'employee-sign-in'
  | 'contact-us'
  | 'dev-outbox'
  | 'generic';

export interface RouteMatch {
  readonly name: RouteName;
  readonly locale: LocaleCode;
  readonly pageClass: PageClass;
  /** Category id (digits) or product id (upper-case code). */
  readonly id?: string;
  readonly slug?: string;
  /** Path below the locale, without leading slash (generic pages, account sub-pages, checkout step). */
  readonly rest?: string;
}

export const CATEGORY_PATH = /^c\/([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{4,10})$/;
export const PRODUCT_PATH = /^p\/([a-z0-9]+(?:-[a-z0-9]+)*)-([A-Z0-9]{8,11})$/;
const GENERIC_PATH = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*$/;
/** A shopper's favorites shared read-only: /{locale}/favorites/shared/{favoriteId}?shareId=. */
export const SHARED_FAVORITES_PATH = /^favorites\/shared\/([A-Za-z0-9-]{1,80})$/;
/** Articles live below this path segment: /{locale}/stories/{article key}. */
export const ARTICLE_PATH_PREFIX = 'stories';
export const CHECKOUT_STEPS = ['shipping', 'billing', 'summary'] as const;

interface FixedRoute {
  readonly name: RouteName;
  readonly pageClass: PageClass;
  readonly pattern: RegExp;
}

/** Fixed routes below the locale, in match order. */
const FIXED_ROUTES: readonly FixedRoute[] = [
  { name: 'cart', pageClass: 'Cart', pattern: /^cart$/ },
  { name: 'checkout', pageClass: 'Checkout', pattern: /^checkout(?:\/(shipping|billing|summary))?$/ },
  { name: 'order-confirmation', pageClass: 'Order confirmation', pattern: /^order-confirmation$/ },
  { name: 'account', pageClass: 'Account', pattern: /^account(?:\/[a-z0-9-]+)*$/ },
  { name: 'favorites', pageClass: 'Account', pattern: /^favorites$/ },
  { name: 'shared-favorites', pageClass: 'Other', pattern: SHARED_FAVORITES_PATH },
  { name: 'search', pageClass: 'Search', pattern: /^search$/ },
  { name: 'searchhub', pageClass: 'Search', pattern: /^searchhub(?:\/[a-z0-9-]+)*$/ },
  { name: 'associate-login', pageClass: 'Other', pattern: /^associate-login$/ },
  { name: 'showcase', pageClass: 'Other', pattern: /^showcase$/ },
  // The editors' experiment report (issue 14), beside the showcase; it needs a preview token.
  { name: 'experiment-report', pageClass: 'Other', pattern: /^showcase\/experiments$/ },
  // Article documents (docType article) by key: /{locale}/stories/{key}.
  { name: 'article', pageClass: 'Other', pattern: new RegExp(`^${ARTICLE_PATH_PREFIX}/[a-z0-9]+(?:-[a-z0-9]+)*$`) },
  { name: 'sign-in', pageClass: 'Account', pattern: /^sign-in$/ },
  { name: 'sign-up', pageClass: 'Account', pattern: /^sign-up$/ },
  // Takes precedence over the generic CMS page of the same path; ?token= makes it the reset form.
  { name: 'forgot-password', pageClass: 'Account', pattern: /^forgot-password$/ },
  // Spec §1, §6: employees have a separate sign-in.
  { name: 'employee-sign-in', pageClass: 'Account', pattern: /^employee-sign-in$/ },
  // The contact form below the help/contact-us content page (spec §2, §7).
  { name: 'contact-us', pageClass: 'Other', pattern: /^help\/contact-us$/ },
  // Development only: the page loader answers the 404 page in production.
  { name: 'dev-outbox', pageClass: 'Other', pattern: /^dev\/outbox$/ },
];

/** Match a URL path. Returns null when no §2 pattern matches (the 404 Error page). */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = safeDecode(pathname);
  if (path === null) return null;
  const trimmed = path.replace(/\/+$/, '');
  const [, localeSegment, ...restSegments] = trimmed.split('/');
  if (!localeSegment || !isLocaleCode(localeSegment)) return null;
  const locale = localeSegment;
  const rest = restSegments.join('/');
  if (rest === '') return { name: 'home', locale, pageClass: 'Home' };

  const category = CATEGORY_PATH.exec(rest);
  if (category) return { name: 'category', locale, pageClass: 'Category', slug: category[1]!, id: category[2]! };
  const product = PRODUCT_PATH.exec(rest);
  if (product) return { name: 'product', locale, pageClass: 'Product', slug: product[1]!, id: product[2]! };

  for (const route of FIXED_ROUTES) {
    if (route.pattern.test(rest)) return { name: route.name, locale, pageClass: route.pageClass, rest };
  }
  // Category and product prefixes are reserved: a malformed id there is not a generic page.
  if (rest.startsWith('c/') || rest.startsWith('p/')) return null;
  if (GENERIC_PATH.test(rest)) return { name: 'generic', locale, pageClass: 'Other', rest };
  return null;
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** URL slug of a display name: lower case ASCII words joined by hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'item';
}

export function homePath(locale: LocaleCode): string {
  return `/${locale}`;
}

/** Spec §2: where an in-store associate signs in, and returns after logging out. */
export function associateLoginPath(locale: LocaleCode): string {
  return `/${locale}/associate-login`;
}

export function categoryPath(locale: LocaleCode, name: string, categoryId: string): string {
  return `/${locale}/c/${slugify(name)}-${categoryId}`;
}

/** The page of an article document (docType article) of this key. */
export function articlePath(locale: LocaleCode, key: string): string {
  return `/${locale}/${ARTICLE_PATH_PREFIX}/${key}`;
}

export function productPath(locale: LocaleCode, name: string, productId: string): string {
  return `/${locale}/p/${slugify(name)}-${productId}`;
}

export function favoritesPath(locale: LocaleCode): string {
  return `/${locale}/favorites`;
}

/** The read-only page of a shared favorites list; the shareId is the secret of the link. */
export function sharedFavoritesPath(locale: LocaleCode, favoriteId: string, shareId: string): string {
  return `/${locale}/favorites/shared/${encodeURIComponent(favoriteId)}?${new URLSearchParams({ shareId })}`;
}

export { LOYALTY_JOIN_ANCHOR, LOYALTY_PATH, LOYALTY_POINTS_ANCHOR } from './loyalty-paths';

/** Pages the identity forms and dialogs link to, below the locale. */
export const IDENTITY_PATHS = {
  home: '',
  signIn: 'sign-in',
  signUp: 'sign-up',
  forgotPassword: 'forgot-password',
  contactUs: 'help/contact-us',
  employeeSignIn: 'employee-sign-in',
  account: 'account',
  smsTerms: 'sms-terms',
  employeeTerms: 'associate-discount-terms',
  loyaltyTerms: 'loyalty-terms',
  loyalty: LOYALTY_PATH,
  privacy: 'privacy',
} as const;

export type IdentityLinkName = keyof typeof IDENTITY_PATHS;
export type IdentityLinks = Readonly<Record<IdentityLinkName, string>>;

/** Those links for a locale; `href` applies the carried query (PageContext.href). */
export function identityLinks(locale: LocaleCode, href: (path: string) => string = (path) => path): IdentityLinks {
  const entries = Object.entries(IDENTITY_PATHS).map(([name, path]) => [name, href(path ? `/${locale}/${path}` : `/${locale}`)]);
  return Object.fromEntries(entries) as IdentityLinks;
}

/** Spec §2: signing out from cart, checkout, favorites or account paths goes to home. */
export function isSignOutRedirectPath(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && ['cart', 'checkout', 'favorites', 'account'].includes(match.name);
}
