import type { Canvas } from '@schemas/content/canvas';
import type { ShowcaseList } from '@schemas/content/document';
import type { Catalog } from '@schemas/commerce/catalog';
import { ApiRequestError, type ApiClient } from '@lib/api/client';
import { getShowcase } from '@lib/api/content';
import { getCatalog } from '@lib/api/products';
import { previewAccess } from '@lib/content/preview-access';
import { readShowcaseForm, showcaseOffset, type ShowcaseForm } from '@shared/content/showcase-form';
import type { RequestContext } from '@lib/routing/request-context';

const TOKEN_REFUSED = 'The preview token was refused, so drafts are not listed.';

export interface ShowcaseData {
  readonly form: ShowcaseForm;
  /** Undefined until a valid form is sent. */
  readonly list: ShowcaseList | undefined;
  readonly totalPages: number;
  /** Drafts are listed: the page carries a preview token the content service accepted. */
  readonly drafts: boolean;
}

/** The editor preview page: reads the form, lists one page of documents of the doc type. */
export async function loadShowcase(api: ApiClient, url: URL, request: RequestContext): Promise<{ showcase: ShowcaseData; catalog: Catalog; canvas: Canvas }> {
  let form = readShowcaseForm(url.searchParams);
  const catalogPromise = getCatalog(api);
  const list =
    form.submitted && !form.error
      ? await getShowcase(api, {
          siteId: request.siteId,
          docType: form.docType,
          layoutVariant: form.layoutVariant || undefined,
          limit: form.limit,
          offset: showcaseOffset(form),
          access: previewAccess(request),
        }).catch((error: unknown) => {
          // A doc type or limit the service refuses (400) is shown on the form, not as an outage;
          // so is a preview token it refuses (401 expired or forged, 403 another site): drafts stay hidden.
          if (!(error instanceof ApiRequestError) || ![400, 401, 403].includes(error.status)) throw error;
          form = { ...form, error: error.status === 400 ? error.message : `${TOKEN_REFUSED} ${error.message}` };
          return undefined;
        })
      : undefined;
  const totalPages = list ? Math.max(1, Math.ceil(list.total / form.limit)) : 0;
  // The page shell reads title and description from a canvas; the showcase has no document of its own.
  const canvas: Canvas = { id: 'showcase', siteId: request.siteId, locale: request.locale, docType: 'showcase', name: 'Content showcase', title: 'Content showcase', blocks: [] };
  const drafts = list !== undefined && previewAccess(request) !== undefined;
  return { showcase: { form, list, totalPages, drafts }, catalog: await catalogPromise, canvas };
}
