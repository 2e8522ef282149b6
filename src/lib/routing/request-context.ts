import { API_HEADERS } from '../api/headers';
import { DEFAULT_LOCALE, DEFAULT_SITE, isLocaleCode, isSiteId, type LocaleCode, type SiteId } from '../i18n/sites';
import { carriedQuery } from './carried-query';

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

export function resolveRequestContext(url: URL, headers: Headers): RequestContext {
  const siteParam = url.searchParams.get('siteId') ?? '';
  const localeSegment = url.pathname.split('/')[1] ?? '';
  return {
    siteId: isSiteId(siteParam) ? siteParam : DEFAULT_SITE,
    locale: isLocaleCode(localeSegment) ? localeSegment : DEFAULT_LOCALE,
    preview: url.searchParams.get('preview') === 'true' || url.searchParams.has('cms'),
    previewDateTime: url.searchParams.get('previewDateTime') ?? undefined,
    carried: carriedQuery(url),
    correlationId: headers.get(API_HEADERS.correlationId) ?? crypto.randomUUID(),
  };
}
