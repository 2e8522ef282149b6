import { track, type TrackingEvent } from '../../src/lib/analytics/tracking';
import { nextVisitNumber } from '../../src/lib/analytics/tracking-builders';
import { SEGMENT_CONDITIONS, type SegmentCondition } from '../../schemas/content/blocks/segmentation';
/**
 * The browser's decide call (POST {apiBase}/engine/v1/decide/{siteId}, spec §7): one per page
 * (again after a recalculation), shared by every experience and segmentation block on it. The
 * answer becomes `storefront:decision` events, which each experience block takes for its own
 * experienceId, and the segments that hold for the session, which segmentation blocks read. Plain fetch and a hand check of the few
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

export interface DecideResult {
  readonly decisions: readonly Decision[];
  /** The §4 segments the server found to hold for the session; undefined when the call failed. */
  readonly segments?: readonly SegmentCondition[] | undefined;
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

/** The answer's segments (known conditions only), or undefined when it has none. */
export function readSegments(answer: unknown): SegmentCondition[] | undefined {
  const segments = (answer as { data?: { responses?: Array<{ segments?: unknown }> } } | null)?.data?.responses?.[0]?.segments;
  return Array.isArray(segments) ? SEGMENT_CONDITIONS.filter((condition) => segments.includes(condition)) : undefined;
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

let pending: Promise<DecideResult> | undefined;

/** Asks once per page (again after a failure or forgetDecisions); dispatches a decision event per experiment. */
export function requestDecisions(target: DecideTarget): Promise<DecideResult> {
  pending ??= (async () => {
    const query = new URLSearchParams({ locale: target.locale, ...(target.preview ? { preview: 'true' } : {}) });
    const response = await fetch(`${target.apiBase}/engine/v1/decide/${encodeURIComponent(target.siteId)}?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(decideRequestBody(target, crypto.randomUUID(), location.pathname)),
    });
    if (!response.ok) throw new Error(`decide answered ${response.status}`);
    const answer: unknown = await response.json();
    const decisions = readDecisions(answer);
    // §7: personalisation reports the visit number and where the visitor shops.
    track(personalisationVisitEvent(target));
    for (const detail of decisions) window.dispatchEvent(new CustomEvent(DECISION_EVENT, { detail }));
    return { decisions, segments: readSegments(answer) };
  })().catch((error: unknown) => {
    pending = undefined;
    console.warn('[personalisation] no decision, baselines stay:', error);
    return { decisions: [] };
  });
  return pending;
}

/** Forgets the page's answer, as a new page would: after a recalculation (sign-in, cart) it is out of date. */
export function forgetDecisions(): void {
  pending = undefined;
}
