/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and component tests only; Playwright specs live in tests/e2e and run with `npm run test:e2e`.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['tests/global-setup.ts'],
  },
});
