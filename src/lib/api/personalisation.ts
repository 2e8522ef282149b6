import type { ExperimentReport } from '@schemas/commerce/personalisation';
import type { ApiClient } from './client';

/** GET /engine/v1/report/{siteId}: the editors' experiment report; needs the site's preview token (cms). */
export function getExperimentReport(api: ApiClient, options: { siteId: string; token: string }): Promise<ExperimentReport> {
  return api.request(`/engine/v1/report/${encodeURIComponent(options.siteId)}`, { query: { cms: options.token }, answer: 'experimentReport' });
}
