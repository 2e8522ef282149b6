import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A mistake in how the CLI was called (missing folder, no files, bad URL): its message is printed, no stack; exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface JsonFile {
  readonly file: string;
  readonly json: unknown;
  readonly error?: string;
}

async function jsonFilesAt(target: string): Promise<string[]> {
  const found = await stat(target).catch(() => undefined);
  if (!found) throw new UsageError(`${target}: no such file or folder.`);
  if (found.isFile()) return [target];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every *.json file below a folder (sorted), or the one file named, parsed; a file that is not
 * JSON carries its error. A missing path, or a folder without any *.json file, is a UsageError.
 */
export async function readJsonFiles(dir: string): Promise<JsonFile[]> {
  const files = await jsonFilesAt(dir);
  if (files.length === 0) throw new UsageError(`${dir}: no *.json files in this folder.`);
  return Promise.all(
    files.map(async (file) => {
      try {
        return { file, json: JSON.parse(await readFile(file, 'utf8')) as unknown };
      } catch (error) {
        return { file, json: undefined, error: `not valid JSON: ${(error as Error).message}` };
      }
    }),
  );
}

/** Reads `--name value` and `--flag` options; the rest are positional arguments. */
export function parseArgs(argv: readonly string[]): { positional: string[]; options: Record<string, string | true> } {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[index + 1];
    if (inline !== undefined) options[name] = inline;
    else if (next !== undefined && !next.startsWith('--') && name !== 'draft') {
      options[name] = next;
      index += 1;
    } else options[name] = true;
  }
  return { positional, options };
}
