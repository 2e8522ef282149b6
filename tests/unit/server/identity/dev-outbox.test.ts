import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '@lib/api/client';
import { forgotPassword } from '@lib/api/auth';
import { getDevOutbox } from '@lib/api/dev';
import { startIdentityApi, type IdentityTestApi } from './identity-api';
import { checkAnswerContract } from '@lib/api/check-answer.server';

let api: IdentityTestApi;
let client: ApiClient;
beforeAll(async () => {
  api = await startIdentityApi();
  client = new ApiClient({ checkAnswer: checkAnswerContract, baseUrl: 'http://localhost/api', fetch: async (request) => api.app.fetch(request), locale: 'en-us', siteId: 'stride' });
}, 120_000);
afterAll(() => api?.close());
afterEach(() => vi.unstubAllEnvs());

describe('GET /dev/outbox', () => {
  it("lists the site's reset mails with their link when development tools are on", async () => {
    vi.stubEnv('STOREFRONT_DEV_TOOLS', 'true');
    await forgotPassword(client, 'shopper@stride.example');
    const { messages } = await getDevOutbox(client);
    const reset = messages.find((mail) => mail.template === 'reset-password' && mail.recipient === 'shopper@stride.example');
    expect(reset?.body).toMatch(/\/en-us\/forgot-password\?siteId=stride&token=/);
    expect((await getDevOutbox(client.with({ siteId: 'loom' }))).messages.some((mail) => mail.recipient === 'shopper@stride.example')).toBe(false);
  });

  it('does not exist unless asked for, in production or not', async () => {
    await expect(getDevOutbox(client)).rejects.toMatchObject({ status: 404, errorId: 'API404' });
    vi.stubEnv('NODE_ENV', 'production');
    await expect(getDevOutbox(client)).rejects.toMatchObject({ status: 404, errorId: 'API404' });
    vi.unstubAllEnvs();
  });

  it('is there when development tools are switched on explicitly', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('STOREFRONT_DEV_TOOLS', 'true');
    await expect(getDevOutbox(client)).resolves.toBeDefined();
    vi.unstubAllEnvs();
  });
});
