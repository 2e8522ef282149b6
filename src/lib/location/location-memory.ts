import { LOCATION_ANSWERED_KEY, LOCATION_CHECKED_KEY } from '../../stores/storage-keys';

/*
 * Whether the location confirmation already had its say for a site: answered (or the visitor is in
 * the site's country) for good, or checked in this tab without knowing the country. Storage that
 * is disabled or full counts as not remembered, and remembering then does nothing.
 */

function listIn(storage: Storage, key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function addTo(storage: Storage, key: string, siteId: string): void {
  try {
    const list = listIn(storage, key);
    if (!list.includes(siteId)) storage.setItem(key, JSON.stringify([...list, siteId]));
  } catch {
    // Not remembered: the visitor may be asked again.
  }
}

function storageOrNull(pick: () => Storage): Storage | null {
  try {
    return pick();
  } catch {
    return null;
  }
}

export function locationSettled(siteId: string): boolean {
  const local = storageOrNull(() => localStorage);
  const session = storageOrNull(() => sessionStorage);
  return (local !== null && listIn(local, LOCATION_ANSWERED_KEY).includes(siteId)) || (session !== null && listIn(session, LOCATION_CHECKED_KEY).includes(siteId));
}

export function rememberLocationAnswered(siteId: string): void {
  const local = storageOrNull(() => localStorage);
  if (local) addTo(local, LOCATION_ANSWERED_KEY, siteId);
}

export function rememberLocationChecked(siteId: string): void {
  const session = storageOrNull(() => sessionStorage);
  if (session) addTo(session, LOCATION_CHECKED_KEY, siteId);
}
