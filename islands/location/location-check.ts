import type { LocationSelector } from '../../schemas/commerce/fapi';
import { API_HEADERS } from '../../schemas/protocol/headers';
import { locationSuggestion } from '../../src/lib/location/location-suggestion';
import { rememberLocationAnswered, rememberLocationChecked } from '../../src/lib/location/location-memory';
import type { ApiTarget } from '../shared/api-target';

/** Where the visitor is (the edge's geo header) and the brand's countries; null when the call fails. */
async function locationSelector(target: ApiTarget): Promise<LocationSelector | null> {
  try {
    const url = new URL(`${target.apiBasePath}/fapi/pages/location-selector`, window.location.origin);
    url.searchParams.set('locale', target.locale);
    const response = await fetch(url, { headers: { accept: 'application/json', [API_HEADERS.brand]: target.siteId } });
    return response.ok ? ((await response.json()) as LocationSelector) : null;
  } catch {
    return null;
  }
}

/**
 * The location confirmation (spec §2): asks the API where the visitor is and, when it is another
 * country the brand sells in, offers that country's site in a dialog (its code, texts and the
 * dialog host load only then). Every visitor with consent runs this once per brand and visit, so it
 * is a plain fetch, not the typed client. Whatever the visitor answers is remembered for the brand.
 * Resolves when the dialog is gone or there was nothing to ask; a failed call asks nothing.
 */
export async function runLocationCheck(target: ApiTarget, siteName: string): Promise<void> {
  const answer = await locationSelector(target);
  if (!answer) return;
  const suggestion = locationSuggestion(answer, target.locale);
  if (!suggestion) {
    if (answer.detectedCountry) rememberLocationAnswered(target.siteId);
    else rememberLocationChecked(target.siteId);
    return;
  }
  const { askLocation } = await import('./location-dialog');
  await askLocation(target, siteName, suggestion);
  rememberLocationAnswered(target.siteId);
}
