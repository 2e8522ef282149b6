import { articlePath, homePath } from '../../shared/routing/routes';
import { isLocaleCode } from '../../shared/i18n/sites';

/**
 * The storefront page that shows a content document, for the editor showcase's frame viewer;
 * undefined for documents without a page of their own (fragments, pop-ups, footer, menu, ...).
 * `id` is the showcase item id: `{siteId}:{locale}:{docType}:{key}`.
 */
export function documentPagePath(id: string): string | undefined {
  const [, locale = '', docType, ...rest] = id.split(':');
  const key = rest.join(':');
  if (!isLocaleCode(locale) || !key) return undefined;
  if (docType === 'augmentedpage') return key === 'home' ? homePath(locale) : undefined;
  if (docType === 'page') return `/${locale}/${key}`;
  if (docType === 'article') return articlePath(locale, key);
  return undefined;
}
