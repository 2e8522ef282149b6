import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveCanvas } from '@shared/content/resolve-canvas';
import type { ResolvedBlock } from '@shared/content/resolved';

const fixture = (type: string) => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${type}.json`, import.meta.url), 'utf8'));

function resolve(blocks: unknown[], preview: boolean) {
  const warnings: string[] = [];
  const result = resolveCanvas({ blocks }, { preview, page: 'augmentedpage/stride/home', warn: (m) => warnings.push(m) });
  return { ...result, warnings };
}

const badHero = () => {
  const hero = fixture('hero-banner');
  hero.data.media.mobile.src = 'https://cdn.example.com/hero.jpg';
  return hero;
};

describe('resolveCanvas', () => {
  it('resolves valid blocks with defaults applied', () => {
    const { blocks, diagnostics } = resolve([fixture('thin-banner')], false);
    expect(diagnostics).toEqual([]);
    const thin = blocks[0] as ResolvedBlock;
    expect(thin).toMatchObject({ kind: 'block', id: 'thin-1', type: 'thin-banner' });
    expect(thin.data).toMatchObject({ linkType: 'CTA', gradient: 'none', hideTitle: false });
  });

  it('skips an invalid block in production, naming the field path, and warns with the page', () => {
    const { blocks, diagnostics, warnings } = resolve([badHero(), fixture('rich-text')], false);
    expect(blocks.map((b) => b.id)).toEqual(['text-1']);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ blockId: 'hero-1', type: 'hero-banner', page: 'augmentedpage/stride/home' });
    expect(diagnostics[0]!.issues[0]!.path).toBe('media.mobile.src');
    expect(warnings[0]).toContain('augmentedpage/stride/home');
    expect(warnings[0]).toContain('media.mobile.src');
  });

  it('skips unknown types in production and keeps placeholders for them in preview', () => {
    const unknown = { id: 'u-1', type: 'hologram', version: 1, data: {} };
    expect(resolve([unknown], false).blocks).toEqual([]);
    const preview = resolve([unknown, badHero()], true);
    expect(preview.warnings).toEqual([]);
    expect(preview.blocks).toEqual([
      { kind: 'placeholder', id: 'u-1', type: 'hologram', issues: [{ path: '', message: 'unknown block type "hologram"' }] },
      expect.objectContaining({ kind: 'placeholder', id: 'hero-1', type: 'hero-banner' }),
    ]);
  });

  it('reports a block whose envelope is broken (no id)', () => {
    const { diagnostics } = resolve([{ type: 'rich-text', data: {} }], false);
    expect(diagnostics[0]).toMatchObject({ blockId: '#0', type: 'rich-text' });
    expect(diagnostics[0]!.issues.map((i) => i.path)).toContain('id');
  });

  it('resolves nested blocks recursively and drops only the bad child', () => {
    const section = fixture('section');
    section.data.blocks.push({ id: 'child-bad', type: 'category-cards', version: 1, data: { items: [] } });
    section.data.blocks.push({ id: 'inner', type: 'section', version: 1, data: { blocks: [fixture('thin-banner')] } });
    const { blocks, diagnostics } = resolve([section], false);
    const outer = blocks[0] as ResolvedBlock;
    expect(outer.children.blocks!.map((b) => b.id)).toEqual(['section-1-text', 'inner']);
    const inner = outer.children.blocks![1] as ResolvedBlock;
    expect(inner.children.blocks!.map((b) => b.type)).toEqual(['thin-banner']);
    expect(diagnostics).toEqual([
      { blockId: 'child-bad', location: 'section-1.blocks.', type: 'category-cards', page: 'augmentedpage/stride/home', issues: [expect.objectContaining({ path: 'items' })] },
    ]);
    const preview = resolve([section], true);
    expect((preview.blocks[0] as ResolvedBlock).children.blocks![1]).toMatchObject({ kind: 'placeholder', id: 'child-bad' });
  });

  it('migrates a thin banner stored at version 1', () => {
    const old = { id: 'thin-old', type: 'thin-banner', version: 1, data: { text: 'Free shipping over $50', link: { url: '/en-us/help', label: 'Details' } } };
    const { blocks, diagnostics } = resolve([old], false);
    expect(diagnostics).toEqual([]);
    expect(blocks[0]).toMatchObject({
      kind: 'block', version: 2,
      data: { title: 'Free shipping over $50', targets: [{ url: '/en-us/help', text: 'Details', style: 'primary' }] },
    });
  });

  it('refuses a version newer than the registered one', () => {
    const future = { ...fixture('rich-text'), version: 9 };
    const { diagnostics } = resolve([future], false);
    expect(diagnostics[0]!.issues[0]!.message).toContain('newer');
  });

  it('refuses javascript: link targets', () => {
    const thin = fixture('thin-banner');
    thin.data.targets[0].url = 'javascript:alert(1)';
    expect(resolve([thin], false).diagnostics[0]!.issues[0]!.path).toBe('targets.0.url');
  });
});
