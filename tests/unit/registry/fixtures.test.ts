import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockNodeSchema } from '@schemas/content/canvas';
import { BLOCK_CATALOGUE, BLOCK_CONTRACTS } from '@schemas/content/block-catalogue';
import { BLOCK_RENDERERS } from '@registry/renderers';

const FIXTURES = new URL('../../fixtures/blocks/', import.meta.url);

function fixture(type: string): unknown {
  return JSON.parse(readFileSync(new URL(`${type}.json`, FIXTURES), 'utf8'));
}

describe('block fixtures', () => {
  it('every registered block has a fixture, and every fixture a block', () => {
    const files = readdirSync(FIXTURES).map((file) => file.replace(/\.json$/, '')).sort();
    expect(files).toEqual(BLOCK_CATALOGUE.map((definition) => definition.type).sort());
  });

  it.each(BLOCK_CATALOGUE.map((definition) => [definition.type]))('%s fixture validates at its current version', (type) => {
    const node = blockNodeSchema.parse(fixture(type));
    const definition = BLOCK_CONTRACTS.get(type)!;
    expect(node.type).toBe(type);
    expect(node.version).toBe(definition.version);
    const parsed = definition.schema.safeParse(node.data);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('every catalogue type has a lazy component loader (the registry imports without Astro)', () => {
    for (const contract of BLOCK_CATALOGUE) expect(typeof BLOCK_RENDERERS[contract.type].component).toBe('function');
  });
});
