import { test } from '@playwright/test';

/** The data folder of the server this test runs against (playwright.config.ts gives each server its own). */
export function serverDataDir(): string {
  const dataDir = test.info().project.metadata?.dataDir;
  if (typeof dataDir !== 'string') throw new Error('playwright.config.ts names no data folder for this project');
  return dataDir;
}
