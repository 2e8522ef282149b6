import { API_HEADERS } from '../../../schemas/protocol/headers';
import type { Answer, AnswerName } from '@schemas/protocol/answer-contracts';
import { track } from '../analytics/tracking';
import { apiErrorEvent } from '../analytics/api-error-event';
import { ApiRequestError, readApiErrorBody } from './api-error';

export { ApiRequestError } from './api-error';

export type Fetcher = (input: Request) => Promise<Response>;

/** Holds an answer to its named contract: the value to use (parsed), or what is wrong with it. */
export type AnswerCheck = (name: AnswerName, json: unknown) => { ok: true; value: unknown } | { ok: false; problem: string };

export interface ApiClientOptions {
  /** Absolute base URL of the commerce API, e.g. http://localhost:4321/api. */
  readonly baseUrl: string;
  readonly fetch: Fetcher;
  readonly locale: string;
  readonly siteId: string;
  readonly correlationId?: string | undefined;
  readonly accessToken?: string | undefined;
  readonly userSessionId?: string | undefined;
  /**
   * 'cookie' in the storefront's browser pages: the session travels in httpOnly cookies and the
   * API answers session calls without tokens (header x-storefront-session, src/server/session).
   */
  readonly sessionTransport?: 'cookie' | undefined;
  /**
   * Checks each answer against its contract (src/lib/api/check-answer.server.ts) where the API
   * may be remote: on the server. Without it (the browser, talking to its own origin) answers
   * are taken as the contract types say.
   */
  readonly checkAnswer?: AnswerCheck | undefined;
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

export interface RequestOptions<N extends AnswerName> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly query?: Record<string, QueryValue>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** The answer's contract (src/lib/api/answer-contracts.ts), by name. */
  readonly answer: N;
}

/**
 * The typed commerce API client. Every call carries the `locale` query parameter and the §7
 * common headers; families of calls (products, content, ...) are thin functions over request().
 */
export class ApiClient {
  constructor(readonly options: ApiClientOptions) {}

  with(overrides: Partial<ApiClientOptions>): ApiClient {
    return new ApiClient({ ...this.options, ...overrides });
  }

  url(path: string, query: Record<string, QueryValue> = {}): URL {
    const url = new URL(`${this.options.baseUrl}${path}`);
    url.searchParams.set('locale', this.options.locale);
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, String(item));
      else url.searchParams.set(name, String(value));
    }
    return url;
  }

  async request<N extends AnswerName>(path: string, options: RequestOptions<N>): Promise<Answer<N>> {
    const headers = new Headers({
      accept: 'application/json',
      [API_HEADERS.brand]: this.options.siteId,
      [API_HEADERS.correlationId]: this.options.correlationId ?? crypto.randomUUID(),
      [API_HEADERS.transactionId]: crypto.randomUUID(),
      ...options.headers,
    });
    if (this.options.accessToken) headers.set(API_HEADERS.accessKey, `Bearer ${this.options.accessToken}`);
    if (this.options.userSessionId) headers.set(API_HEADERS.userSession, this.options.userSessionId);
    if (this.options.sessionTransport) headers.set(API_HEADERS.sessionTransport, this.options.sessionTransport);
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(this.url(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const response = await this.options.fetch(request);
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiRequestError(response.status, undefined, `The API answered ${response.status} with a body that is not JSON.`);
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
      const error = new ApiRequestError(
        response.status, readApiErrorBody(json), `The API answered ${response.status}.`,
        Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
      );
      // §8: an error is thrown with its status and a tracking event is sent (none on the server).
      track(apiErrorEvent(error));
      throw error;
    }
    if (!this.options.checkAnswer) return json as Answer<N>;
    const checked = this.options.checkAnswer(options.answer, json);
    if (!checked.ok) throw new ApiRequestError(502, undefined, `The API answer to ${path} does not match its contract: ${checked.problem}`);
    return checked.value as Answer<N>;
  }
}

/** A non-JSON answer of the API (generated media): its text, or undefined when the API answers 404. */
export async function requestText(api: ApiClient, path: string, accept: string): Promise<string | undefined> {
  const response = await api.options.fetch(new Request(api.url(path), { headers: { accept, [API_HEADERS.brand]: api.options.siteId } }));
  if (response.status === 404) return undefined;
  if (!response.ok) throw new ApiRequestError(response.status, undefined, `The API answered ${response.status} for ${path}.`);
  return response.text();
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
