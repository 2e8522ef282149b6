// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPERIMENTS_SEEN_KEY, flushExperimentEvents, recordImpression, reportConversion, resetExperimentEvents } from '@lib/analytics/experiment-events';

const NORA = { apiBase: '/api', siteId: 'stride', locale: 'en-us', region: 'NORA' as const };
const EMEA = { apiBase: '/api', siteId: 'stride', locale: 'fr-fr', region: 'EMEA' as const };
const IMPRESSION = { experienceId: 'exp-1', variantId: 'bold', impressionId: 'imp-1' };

let beacon: ReturnType<typeof vi.fn>;
const sent = async () => Promise.all(beacon.mock.calls.map(async ([url, blob]) => ({ url: url as string, body: JSON.parse(await (blob as Blob).text()) as { events: unknown[] } })));

beforeEach(() => {
  resetExperimentEvents();
  localStorage.clear();
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  document.cookie = 'storefront_consent=; max-age=0';
  history.replaceState(null, '', '/');
});

describe('experiment events from the browser', () => {
  it('batches impressions and conversions into one beacon when the page is hidden', async () => {
    recordImpression(NORA, IMPRESSION);
    recordImpression(NORA, IMPRESSION);
    reportConversion({ type: 'addToCart' });
    expect(beacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    const [batch] = await sent();
    expect(batch!.url).toBe('/api/engine/v1/events/stride?locale=en-us');
    expect(batch!.body.events).toEqual([{ type: 'impression', ...IMPRESSION }, { type: 'addToCart' }]);
    flushExperimentEvents();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends a later page\'s order for a visitor who saw an experiment, and nothing for one who did not', async () => {
    reportConversion({ type: 'order', orderNo: 'ORD-1' });
    flushExperimentEvents();
    expect(beacon).not.toHaveBeenCalled();
    localStorage.setItem(EXPERIMENTS_SEEN_KEY, JSON.stringify(NORA));
    reportConversion({ type: 'order', orderNo: 'ORD-2' });
    flushExperimentEvents();
    expect((await sent())[0]!.body.events).toEqual([{ type: 'order', orderNo: 'ORD-2' }]);
  });

  it('sends nothing in EMEA without targeting consent, nor in preview', () => {
    recordImpression(EMEA, IMPRESSION);
    localStorage.setItem(EXPERIMENTS_SEEN_KEY, JSON.stringify(EMEA));
    reportConversion({ type: 'addToCart' });
    flushExperimentEvents();
    history.replaceState(null, '', '/?preview=true');
    recordImpression(NORA, { ...IMPRESSION, impressionId: 'imp-2' });
    flushExperimentEvents();
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.getItem(EXPERIMENTS_SEEN_KEY)).toBe(JSON.stringify(EMEA));
  });

  it('drops the queue when consent is withdrawn before it is sent', () => {
    document.cookie = 'storefront_consent=C0001:1,C0002:0,C0003:0,C0004:1';
    recordImpression(EMEA, IMPRESSION);
    document.cookie = 'storefront_consent=C0001:1,C0002:0,C0003:0,C0004:0';
    flushExperimentEvents();
    expect(beacon).not.toHaveBeenCalled();
  });
});
