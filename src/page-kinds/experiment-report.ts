import type { ExperimentReport } from '@schemas/commerce/personalisation';
import { ApiRequestError } from '@lib/api/client';
import { getExperimentReport } from '@lib/api/personalisation';
import { definePageKind } from './page-kind';

export interface ExperimentReportData {
  readonly report: ExperimentReport | undefined;
  /** Why there is no report: no preview token on the URL, or the API refused it. */
  readonly refusal: string | undefined;
}

/** The editors' experiment report (/{locale}/showcase/experiments?cms=<preview token>): read-only. */
export const experimentReportKind = definePageKind<{ experiments: ExperimentReportData }>({
  name: 'experiment-report',
  async load({ api, request, previewAccess }) {
    if (!previewAccess) {
      return { outcome: 'page', data: { experiments: { report: undefined, refusal: 'Open this page with a preview token (cms) of the site to see the report.' } } };
    }
    const experiments = await getExperimentReport(api, { siteId: request.siteId, token: previewAccess.token })
      .then((report): ExperimentReportData => ({ report, refusal: undefined }))
      .catch((error: unknown): ExperimentReportData => {
        if (!(error instanceof ApiRequestError) || ![401, 403].includes(error.status)) throw error;
        return { report: undefined, refusal: `The preview token was refused: ${error.message}` };
      });
    return { outcome: 'page', data: { experiments } };
  },
  meta: () => ({ title: 'Experiment report', robots: 'noindex, nofollow', cacheControl: 'no-store' }),
  view: () => import('../views/ExperimentReportView.astro'),
});
