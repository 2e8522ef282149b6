import { readFileSync } from 'node:fs';
import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import RenderBlocks from '@registry/RenderBlocks.astro';
import { BLOCK_CATALOGUE, BLOCK_CONTRACTS } from '@schemas/content/block-catalogue';
import { createPageContext } from '@lib/page/page-context';
import { resolveCanvas } from '@shared/content/resolve-canvas';
import { createBlockContainer } from '../../helpers/block-container';

const TYPES = BLOCK_CATALOGUE.map((definition) => definition.type);
const fixture = (type: string) => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${type}.json`, import.meta.url), 'utf8'));

/** Values that break most fields: wrong types, empty strings, remote URLs, script URLs. */
const badValue = fc.constantFrom<unknown>(null, 42, -1, '', 'javascript:alert(1)', 'https://cdn.example.com/x.jpg', [], {}, true, 'x'.repeat(300));

let container: AstroContainer;
beforeAll(async () => {
  container = await createBlockContainer();
});

async function render(blocks: unknown[], preview: boolean) {
  const { blocks: resolved, diagnostics } = resolveCanvas({ blocks }, { preview, page: 'property', warn: () => {} });
  const ctx = createPageContext({ siteId: 'stride', locale: 'en-us', preview, pageClass: 'Home' });
  const html = await container.renderToString(RenderBlocks, { props: { blocks: resolved, ctx } });
  return { html, diagnostics };
}

describe('mutated fixtures', () => {
  it('an invalid block is skipped in production and shown as a placeholder in preview; a valid one renders', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TYPES), fc.nat(), badValue, async (type, keyIndex, value) => {
        const node = fixture(type);
        const keys = Object.keys(node.data);
        const key = keys[keyIndex % keys.length]!;
        node.data[key] = value;
        const valid = BLOCK_CONTRACTS.get(type)!.schema.safeParse(node.data).success;
        const marker = `data-block-id="${node.id}"`;

        const production = await render([node, fixture('rich-text')], false);
        expect(production.html).toContain('Shipping and returns');
        expect(production.html).not.toContain('could not be shown');
        expect(production.diagnostics.length > 0).toBe(!valid);

        const preview = await render([node], true);
        if (!valid) {
          expect(preview.html).toContain(marker);
          expect(preview.html).toContain(`Block "${type}" could not be shown`);
          expect(preview.html).toMatch(new RegExp(`<code[^>]*>${key}`));
        }
      }),
      { numRuns: 120, seed: 20261123 },
    );
  });
});
