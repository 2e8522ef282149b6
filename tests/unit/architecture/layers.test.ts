import { describe, expect, it } from 'vitest';
import { readImports, REPO_ROOT, sourceFiles, type ImportEdge } from '../../helpers/import-graph';

/**
 * The layer rules of docs/architecture.md ("Layers and the rules between them"), read from every
 * import of the code (static, dynamic, re-exports, .astro frontmatter and scripts).
 */
const FOLDERS = ['schemas', 'src', 'registry', 'blocks', 'islands', 'scripts'];

const isPackage = (edge: ImportEdge) => edge.to === undefined;
const under = (...prefixes: string[]) => (file: string | undefined) => file !== undefined && prefixes.some((prefix) => file.startsWith(prefix));
const serverOnly = (file: string | undefined) => file !== undefined && /\.server\.tsx?$/.test(file);
const browserModule = (file: string) => under('islands/', 'src/stores/')(file) || /\.client\.tsx?$/.test(file);

interface LayerRule {
  readonly name: string;
  readonly applies: (file: string) => boolean;
  readonly allows: (edge: ImportEdge) => boolean;
}

const RULES: readonly LayerRule[] = [
  {
    name: 'contracts (schemas/) import only contracts and zod',
    applies: under('schemas/'),
    allows: (edge) => (isPackage(edge) ? edge.specifier === 'zod' : under('schemas/')(edge.to)),
  },
  {
    name: 'shared rules (src/shared/) import only contracts, shared rules and packages; node builtins only in .server.ts',
    applies: under('src/shared/'),
    allows: (edge) =>
      isPackage(edge) ? !edge.specifier.startsWith('node:') || serverOnly(edge.from) : under('schemas/', 'src/shared/')(edge.to),
  },
  {
    name: 'the commerce API (src/server/) imports only contracts, shared rules and itself',
    applies: under('src/server/'),
    allows: (edge) => isPackage(edge) || under('schemas/', 'src/shared/', 'src/server/')(edge.to),
  },
  {
    name: 'routes parse and answer: src/server/routes/ runs no SQL (every read and write is a domain function)',
    applies: under('src/server/routes/'),
    allows: (edge) => (isPackage(edge) ? !edge.specifier.startsWith('drizzle-orm') : !under('src/server/db/')(edge.to)),
  },
  {
    name: 'the storefront reaches the API only through its client (src/middleware.ts mounts it)',
    applies: (file) => !under('src/server/', 'scripts/')(file) && file !== 'src/middleware.ts',
    allows: (edge) => !under('src/server/')(edge.to),
  },
  {
    name: 'browser code (islands/, src/stores/, *.client.ts) imports no .astro, server-only, page or block module',
    applies: browserModule,
    allows: (edge) =>
      isPackage(edge)
        ? !edge.specifier.startsWith('node:')
        : !edge.to!.endsWith('.astro') && !serverOnly(edge.to) &&
          !under('src/server/', 'registry/', 'blocks/', 'src/views/', 'src/components/', 'src/pages/', 'src/layouts/', 'src/page-kinds/')(edge.to),
  },
  {
    name: 'blocks, the registry and components do not reach up into views, page kinds or pages',
    applies: under('blocks/', 'registry/', 'src/components/'),
    allows: (edge) => !under('src/views/', 'src/pages/', 'src/page-kinds/')(edge.to),
  },
  {
    name: 'components stay pure: .astro files of blocks, components, views and layouts call no API (page kinds and block loads do)',
    applies: (file) => file.endsWith('.astro') && under('blocks/', 'src/components/', 'src/views/', 'src/layouts/', 'registry/')(file),
    allows: (edge) => !under('src/lib/api/')(edge.to),
  },
];

function describeEdge(edge: ImportEdge): string {
  return `${edge.from} -> ${edge.to ?? edge.specifier}`;
}

describe('layer rules (docs/architecture.md)', () => {
  const edges = readImports(REPO_ROOT, sourceFiles(REPO_ROOT, FOLDERS));

  it('reads the imports of every layer', () => {
    for (const folder of ['schemas/', 'src/shared/', 'src/server/', 'registry/', 'blocks/', 'islands/', 'src/lib/', 'src/pages/']) {
      expect(edges.some((edge) => edge.from.startsWith(folder)), folder).toBe(true);
    }
    expect(edges.some((edge) => edge.from.endsWith('.astro'))).toBe(true);
  });

  it.each(RULES.map((rule) => [rule.name, rule]))('%s', (_name, rule) => {
    const broken = edges
      .filter((edge) => rule.applies(edge.from) && !rule.allows(edge))
      .map(describeEdge);
    expect([...new Set(broken)]).toEqual([]);
  });
});
