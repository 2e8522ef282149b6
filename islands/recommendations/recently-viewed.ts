import { personalisationAllowed, readConsentCookie } from '../../src/lib/consent/consent';
import { RECOMMENDATION_MAX_IMPRESSIONS } from '../../schemas/constants';
import type { Region } from '../../src/shared/i18n/sites';

/** Product ids this browser viewed, most recent first (feeds the recently-viewed recommendations). */
export const RECENTLY_VIEWED_STORAGE_KEY = 'storefront:recently-viewed';
/** As many as a recommendation carousel can show. */
export const RECENTLY_VIEWED_MAX = RECOMMENDATION_MAX_IMPRESSIONS;
const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function recentlyViewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && PRODUCT_ID.test(id)).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Moves `productId` to the front of the list (kept to RECENTLY_VIEWED_MAX). */
export function recordRecentlyViewed(productId: string): string[] {
  if (!PRODUCT_ID.test(productId)) return recentlyViewed();
  const list = [productId, ...recentlyViewed().filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage()?.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: nothing is remembered.
  }
  return list;
}

/** Recently viewed products are personalisation: only with targeting consent where it is needed (spec §6). */
export function mayPersonalise(region: Region, preview: boolean): boolean {
  return personalisationAllowed({ region, preview, consent: readConsentCookie(typeof document === 'undefined' ? '' : document.cookie) });
}
