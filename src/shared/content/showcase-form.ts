import { PAGINATION_DEFAULT_PAGE, PREVIEW_DEFAULT_LIMIT, PREVIEW_LIMITS } from '../../../schemas/constants';

export const DOC_TYPE_REQUIRED = 'Doc type is required';
/** The furthest offset the showcase list is asked for (the content service refuses more). */
export { SHOWCASE_MAX_OFFSET } from '../../../schemas/content/document';
import { SHOWCASE_MAX_OFFSET } from '../../../schemas/content/document';

/** The list offset of a form page; a page past any real list asks for the furthest offset (an empty page). */
export function showcaseOffset(form: Pick<ShowcaseForm, 'page' | 'limit'>): number {
  return Math.min((form.page - 1) * form.limit, SHOWCASE_MAX_OFFSET);
}

/** The editor showcase form (spec §2), read from the query string of a plain GET form. */
export interface ShowcaseForm {
  readonly docType: string;
  readonly layoutVariant: string;
  readonly limit: number;
  readonly page: number;
  /** The form was sent (docType present in the query), so a missing docType is an error. */
  readonly submitted: boolean;
  readonly error: string | undefined;
}

function positiveInt(raw: string | null, fallback: number): number {
  return raw !== null && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : fallback;
}

export function readShowcaseForm(params: URLSearchParams): ShowcaseForm {
  const docType = (params.get('docType') ?? '').trim();
  const limit = positiveInt(params.get('limit'), PREVIEW_DEFAULT_LIMIT);
  const submitted = params.has('docType');
  return {
    docType,
    layoutVariant: (params.get('layoutVariant') ?? '').trim(),
    limit: (PREVIEW_LIMITS as readonly number[]).includes(limit) ? limit : PREVIEW_DEFAULT_LIMIT,
    page: positiveInt(params.get('page'), PAGINATION_DEFAULT_PAGE),
    submitted,
    error: submitted && docType === '' ? DOC_TYPE_REQUIRED : undefined,
  };
}

/** The showcase URL of another page of the same search (other form fields kept). */
export function showcasePageHref(basePath: string, form: ShowcaseForm, page: number): string {
  const query = new URLSearchParams({ docType: form.docType });
  if (form.layoutVariant) query.set('layoutVariant', form.layoutVariant);
  query.set('limit', String(form.limit));
  if (page > 1) query.set('page', String(page));
  return `${basePath}?${query}`;
}
