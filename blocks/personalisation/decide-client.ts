import { track, type TrackingEvent } from '../../src/lib/analytics/tracking';
import { nextVisitNumber } from '../../src/lib/analytics/tracking-builders';
/**
 * The browser's decide call (POST {apiBase}/engine/v1/decide/{siteId}, spec §7): one per page,
 * shared by every experience block on it. The answer becomes `storefront:decision` events, which
 * each experience block takes for its own experienceId. Plain fetch and a hand check of the few
 * fields read: no API client or zod on a page for this.
 */
export interface DecideTarget {
  readonly apiBase: string;
  readonly siteId: string;
  readonly locale: string;
  readonly preview: boolean;
  readonly pageClass: string;
  readonly region: string;
}

export interface Decision {
  readonly experienceId: string;
  readonly variantId: string;
  readonly impressionId: string;
  readonly isControl: boolean;
  readonly variantLabel: string;
}

export const DECISION_EVENT = 'storefront:decision';

export function decideRequestBody(target: DecideTarget, requestId: string, path: string) {
  return {
    channel: `${target.siteId}/web`,
    events: [
      { eventType: 'monetate:decision:DecisionRequest', requestId, includeReporting: true },
      { eventType: 'monetate:context:PageView', url: path.slice(0, 2048), pageType: target.pageClass },
    ],
  };
}

/** The decisions of an answer; anything not shaped as expected is left out (the baseline stays). */
export function readDecisions(answer: unknown): Decision[] {
  const actions = (answer as { data?: { responses?: Array<{ actions?: unknown }> } } | null)?.data?.responses?.[0]?.actions;
  if (!Array.isArray(actions)) return [];
  return actions.flatMap((action: { impressionId?: unknown; json?: { experienceId?: unknown; variantId?: unknown }; impressionReporting?: Array<{ is_control?: unknown; variant_label?: unknown }> }) => {
    const { experienceId, variantId } = action?.json ?? {};
    if (typeof experienceId !== 'string' || typeof variantId !== 'string' || typeof action.impressionId !== 'string') return [];
    const reporting = action.impressionReporting?.[0];
    return [{ experienceId, variantId, impressionId: action.impressionId, isControl: reporting?.is_control === true, variantLabel: String(reporting?.variant_label ?? variantId) }];
  });
}

export function personalisationVisitEvent(target: Pick<DecideTarget, 'locale' | 'region'>, storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStorageOrNull()): TrackingEvent {
  return { event: 'personalisation_visit', visit_number: nextVisitNumber(storage), location: { country: (target.locale.split('-')[1] ?? '').toUpperCase(), region: target.region } };
}

function localStorageOrNull(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

let pending: Promise<Decision[]> | undefined;

/** Asks once per page (again only after a failure); dispatches a decision event per experiment. */
export function requestDecisions(target: DecideTarget): Promise<Decision[]> {
  pending ??= (async () => {
    const query = new URLSearchParams({ locale: target.locale, ...(target.preview ? { preview: 'true' } : {}) });
    const response = await fetch(`${target.apiBase}/engine/v1/decide/${encodeURIComponent(target.siteId)}?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(decideRequestBody(target, crypto.randomUUID(), location.pathname)),
    });
    if (!response.ok) throw new Error(`decide answered ${response.status}`);
    const decisions = readDecisions(await response.json());
    // §7: personalisation reports the visit number and where the visitor shops.
    track(personalisationVisitEvent(target));
    for (const detail of decisions) window.dispatchEvent(new CustomEvent(DECISION_EVENT, { detail }));
    return decisions;
  })().catch((error: unknown) => {
    pending = undefined;
    console.warn('[personalisation] no decision, baselines stay:', error);
    return [];
  });
  return pending;
}

/** Forgets the page's answer, as a new page would (tests mount several pages in one document). */
export function forgetDecisions(): void {
  pending = undefined;
}
