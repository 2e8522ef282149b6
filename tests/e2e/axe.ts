import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect } from './fixtures';

/**
 * Serious and critical axe violations of the page (or of `include`), as `rule: targets` lines.
 * Waits for running animations first: an element fading in (a pop-up expanding after its delay)
 * is measured at part opacity, which is not the contrast a shopper sees once it has appeared.
 */
export async function seriousViolations(page: Page, options: { include?: string; exclude?: string } = {}): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  expect(await seriousViolations(page, include ? { include } : {})).toEqual([]);
}
