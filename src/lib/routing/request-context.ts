import { API_HEADERS } from '../../../schemas/protocol/headers';
import { DEFAULT_LOCALE, DEFAULT_SITE, isLocaleCode, isSiteId, type LocaleCode, type SiteId } from '../../shared/i18n/sites';
import { carriedQuery } from '../../shared/routing/carried-query';

/** Who and where the request is for: resolved once per request by the middleware. */
export interface RequestContext {
  readonly siteId: SiteId;
  readonly locale: LocaleCode;
  /** Editor preview: ?preview=true or ?cms=... (drafts, never cached). */
  readonly preview: boolean;
  readonly previewDateTime: string | undefined;
  readonly carried: URLSearchParams;
  readonly correlationId: string;
}

/** The site a request is for: ?siteId=, else the default site. */
export function siteIdOf(query: URLSearchParams): SiteId {
  const siteParam = query.get('siteId') ?? '';
  return isSiteId(siteParam) ? siteParam : DEFAULT_SITE;
}

/** Editor preview: ?preview=true or ?cms=... (drafts, never cached). */
export function isPreviewQuery(query: URLSearchParams): boolean {
  return query.get('preview') === 'true' || query.has('cms');
}

export function resolveRequestContext(url: URL, headers: Headers): RequestContext {
  const localeSegment = url.pathname.split('/')[1] ?? '';
  return {
    siteId: siteIdOf(url.searchParams),
    locale: isLocaleCode(localeSegment) ? localeSegment : DEFAULT_LOCALE,
    preview: isPreviewQuery(url.searchParams),
    previewDateTime: url.searchParams.get('previewDateTime') ?? undefined,
    carried: carriedQuery(url),
    correlationId: headers.get(API_HEADERS.correlationId) ?? crypto.randomUUID(),
  };
}
