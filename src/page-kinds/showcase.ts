import type { ShowcaseList } from '@schemas/content/document';
import { ApiRequestError } from '@lib/api/client';
import { getShowcase } from '@lib/api/content';
import { readShowcaseForm, showcaseOffset, type ShowcaseForm } from '@shared/content/showcase-form';
import { definePageKind } from './page-kind';

const TOKEN_REFUSED = 'The preview token was refused, so drafts are not listed.';

export interface ShowcaseData {
  readonly form: ShowcaseForm;
  /** Undefined until a valid form is sent. */
  readonly list: ShowcaseList | undefined;
  readonly totalPages: number;
  /** Drafts are listed: the page carries a preview token the content service accepted. */
  readonly drafts: boolean;
}

/** The editors' preview page: reads the form, lists one page of documents of the doc type. */
export const showcaseKind = definePageKind<{ showcase: ShowcaseData }>({
  name: 'showcase',
  async load({ api, url, request, previewAccess }) {
    let form = readShowcaseForm(url.searchParams);
    const list =
      form.submitted && !form.error
        ? await getShowcase(api, {
            siteId: request.siteId,
            docType: form.docType,
            layoutVariant: form.layoutVariant || undefined,
            limit: form.limit,
            offset: showcaseOffset(form),
            access: previewAccess,
          }).catch((error: unknown) => {
            // A doc type or limit the service refuses (400) is shown on the form, not as an outage;
            // so is a preview token it refuses (401 expired or forged, 403 another site): drafts stay hidden.
            if (!(error instanceof ApiRequestError) || ![400, 401, 403].includes(error.status)) throw error;
            form = { ...form, error: error.status === 400 ? error.message : `${TOKEN_REFUSED} ${error.message}` };
            return undefined;
          })
        : undefined;
    const totalPages = list ? Math.max(1, Math.ceil(list.total / form.limit)) : 0;
    const drafts = list !== undefined && previewAccess !== undefined;
    return { outcome: 'page', data: { showcase: { form, list, totalPages, drafts } } };
  },
  meta: () => ({ title: 'Content showcase' }),
  view: () => import('../views/ShowcaseView.astro'),
});
