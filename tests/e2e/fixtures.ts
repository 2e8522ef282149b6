import { test as base, expect } from '@playwright/test';

/**
 * Browser tests that are not about consent start as a visitor who already chose
 * "only required", so the consent banner does not cover what they click.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'storefront_consent', value: 'C0001:1,C0002:0,C0003:0,C0004:0', url: baseURL! }]);
    await use(context);
  },
});

export { expect };
