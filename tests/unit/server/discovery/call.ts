import { ApiClient } from '../../../../src/lib/api/client';
import { TEST_API_BASE, type TestApi } from '../../../helpers/api-app';
import { checkAnswerContract } from '@lib/api/check-answer.server';

/** POST a JSON body to the in-process API. */
export async function post(api: TestApi, path: string, body: unknown, brand = 'stride', headers: Record<string, string> = {}): Promise<Response> {
  return api.app.request(`http://localhost${TEST_API_BASE}${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-brand': brand, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The typed storefront client talking to the in-process app (no socket). */
export function clientFor(api: TestApi, siteId = 'stride', locale = 'en-us'): ApiClient {
  return new ApiClient({ checkAnswer: checkAnswerContract, baseUrl: `http://localhost${TEST_API_BASE}`, fetch: async (request) => api.app.fetch(request), locale, siteId });
}

/** The §8 error body's first error. */
export async function errorOf(response: Response): Promise<{ errorId: string; message: string; field?: string }> {
  const body = (await response.json()) as { errorDetails: Array<{ errorId: string; message: string; field?: string }> };
  return body.errorDetails[0]!;
}
