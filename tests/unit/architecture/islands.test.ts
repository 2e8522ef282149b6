import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImports, REPO_ROOT, sourceFiles } from '../../helpers/import-graph';

/** How island code is arranged (docs/architecture.md, "Islands and state"). */
const files = sourceFiles(REPO_ROOT, ['islands', 'src', 'blocks', 'registry']).filter((file) => !file.startsWith('src/server/'));
const edges = readImports(REPO_ROOT, files);
const featureOf = (file: string) => file.split('/')[1];

describe('island folders and the dialog host', () => {
  it('keeps islands/shared free of feature folders', () => {
    const reachingOut = edges.filter((edge) => edge.from.startsWith('islands/shared/') && edge.to?.startsWith('islands/') && featureOf(edge.to) !== 'shared');
    expect(reachingOut.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });

  it('mounts React roots for dialogs only in the dialog host, which only the dialog store loads', () => {
    const mounting = files.filter((file) => /\bcreateRoot\s*\(/.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(mounting).toEqual(['islands/dialogs/mount-dialog-host.tsx']);
    const loaders = [...new Set(edges.filter((edge) => edge.to === 'islands/dialogs/mount-dialog-host.tsx').map((edge) => edge.from))];
    expect(loaders).toEqual(['src/stores/dialogs.ts']);
  });

  it('has no import circle between the dialog registry and the dialog bodies', () => {
    const registry = 'islands/dialogs/dialog-views.tsx';
    const bodies = new Set(edges.filter((edge) => edge.from === registry && edge.to?.startsWith('islands/')).map((edge) => edge.to!));
    expect(bodies.size).toBeGreaterThan(10);
    const importers = edges.filter((edge) => edge.to === registry).map((edge) => edge.from);
    expect(importers).toEqual(['islands/dialogs/DialogHost.tsx']);
  });
});
