import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One import of a source file: what it wrote, and the file of this repository it names (if any). */
export interface ImportEdge {
  readonly from: string;
  readonly specifier: string;
  /** Repository-relative path of the imported file; undefined for packages and builtins. */
  readonly to: string | undefined;
  readonly line: number;
}

export const REPO_ROOT = path.resolve(new URL('../..', import.meta.url).pathname);

/** The path aliases of tsconfig.json, as the build resolves them. */
function readAliases(root: string): Array<[string, string]> {
  const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(config.compilerOptions.paths).map(([alias, [target]]) => [alias.replace(/\*$/, ''), target!.replace(/\*$/, '').replace(/^\.\//, '')]);
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.astro', '.mjs', '.js'];
const RESOLVE_SUFFIXES = ['', ...SOURCE_EXTENSIONS, '/index.ts', '/index.tsx'];
// Static imports and re-exports, side-effect imports, dynamic import(): every way a module names another.
const IMPORT = /(?:\b(?:import|export)\s[^'";]*?\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;

/** Every source file below the given top-level folders (tests and generated output excluded). */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE_EXTENSIONS.some((ext) => entry.endsWith(ext))) found.push(path.relative(root, full));
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  return found.sort();
}

/** The code of a file that imports run in: all of a .ts file, the frontmatter and scripts of an .astro file. */
function codeOf(file: string, text: string): string {
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

export function readImports(root: string, files: readonly string[]): ImportEdge[] {
  const aliases = readAliases(root);
  const resolveFile = (from: string, specifier: string): string | undefined => {
    let base: string | undefined;
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    if (alias) base = path.join(root, alias[1], specifier.slice(alias[0].length));
    else if (specifier.startsWith('.')) base = path.resolve(path.dirname(path.join(root, from)), specifier);
    if (base === undefined) return undefined;
    const clean = base.replace(/\?.*$/, '');
    for (const suffix of RESOLVE_SUFFIXES) {
      const candidate = clean + suffix;
      if (existsSync(candidate) && statSync(candidate).isFile()) return path.relative(root, candidate);
    }
    return path.relative(root, clean);
  };
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const code = codeOf(file, readFileSync(path.join(root, file), 'utf8'));
    for (const match of code.matchAll(IMPORT)) {
      const specifier = match[2]!;
      const line = code.slice(0, match.index).split('\n').length;
      edges.push({ from: file, specifier, to: resolveFile(file, specifier), line });
    }
  }
  return edges;
}
