import { personalisationAllowed, readConsentCookie } from '../consent/consent';
import type { Region } from '../../shared/i18n/sites';

/**
 * Experiment events from the browser (issue 14): impressions of the arm the decide call gave, then
 * conversions (add to cart, order), queued and sent in batches to our collector
 * (POST {apiBase}/engine/v1/events/{siteId}) with sendBeacon when the page is hidden or left.
 * Never without targeting consent (§6), never in preview; a conversion is only sent by a visitor
 * who has seen an experiment (the collector attributes it to the arms seen).
 */
export interface ExperimentTarget {
  readonly apiBase: string;
  readonly siteId: string;
  readonly locale: string;
  readonly region: Region;
}

export type ExperimentEvent =
  | { readonly type: 'impression'; readonly experienceId: string; readonly variantId: string; readonly impressionId: string }
  | { readonly type: 'addToCart' }
  | { readonly type: 'order'; readonly orderNo: string };

/** Where a visitor who has seen an experiment keeps the collector's address (localStorage). */
export const EXPERIMENTS_SEEN_KEY = 'storefront:experiments-seen';
const BATCH = 50;

let queue: ExperimentEvent[] = [];
let queuedFor: ExperimentTarget | undefined;
const impressions = new Set<string>();
let listening = false;

function inPreview(): boolean {
  const query = new URLSearchParams(location.search);
  return query.get('preview') === 'true' || query.has('cms');
}

function consented(region: Region): boolean {
  return personalisationAllowed({ region, preview: false, consent: readConsentCookie(document.cookie) });
}

/** Sends what is queued, in batches of 50; sendBeacon survives the page being left. */
export function flushExperimentEvents(): void {
  const target = queuedFor;
  if (!target || queue.length === 0) return;
  const events = queue;
  queue = [];
  // Consent withdrawn since the events were queued: they go nowhere.
  if (!consented(target.region)) return;
  const url = `${target.apiBase}/engine/v1/events/${encodeURIComponent(target.siteId)}?locale=${encodeURIComponent(target.locale)}`;
  for (let start = 0; start < events.length; start += BATCH) {
    const body = JSON.stringify({ events: events.slice(start, start + BATCH) });
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    if (!sent) void fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body }).catch(() => undefined);
  }
}

function enqueue(target: ExperimentTarget, event: ExperimentEvent): void {
  if (queuedFor && queuedFor.siteId !== target.siteId) flushExperimentEvents();
  queuedFor = target;
  queue.push(event);
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushExperimentEvents);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushExperimentEvents();
  });
}

/** The arm this visitor was shown (once per page and impression); remembers that conversions now count. */
export function recordImpression(target: ExperimentTarget, impression: Omit<Extract<ExperimentEvent, { type: 'impression' }>, 'type'>): void {
  if (inPreview() || !consented(target.region) || impressions.has(impression.impressionId)) return;
  impressions.add(impression.impressionId);
  try {
    localStorage.setItem(EXPERIMENTS_SEEN_KEY, JSON.stringify(target));
  } catch {
    // Storage disabled: this page's conversions are still sent.
  }
  enqueue(target, { type: 'impression', ...impression });
}

function seenTarget(): ExperimentTarget | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(EXPERIMENTS_SEEN_KEY) ?? 'null') as Partial<ExperimentTarget> | null;
    if (stored && typeof stored.apiBase === 'string' && typeof stored.siteId === 'string' && typeof stored.locale === 'string' && (stored.region === 'EMEA' || stored.region === 'NORA')) {
      return stored as ExperimentTarget;
    }
  } catch {
    // Unreadable: no experiment seen.
  }
  return queuedFor;
}

/** An add to cart or an order, for a visitor who has seen an experiment (with consent, not in preview). */
export function reportConversion(conversion: Exclude<ExperimentEvent, { type: 'impression' }>): void {
  if (typeof window === 'undefined') return;
  const target = seenTarget();
  if (!target || inPreview() || !consented(target.region)) return;
  enqueue(target, conversion);
}

/** Forgets the page's queue (tests mount several pages in one document). */
export function resetExperimentEvents(): void {
  queue = [];
  queuedFor = undefined;
  impressions.clear();
}
