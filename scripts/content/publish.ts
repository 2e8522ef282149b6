import { fileProblems, isDocumentFile } from './validate';
import { readJsonFiles } from './files';
import { devToken } from './token';

const DEFAULT_URL = 'http://localhost:4321/api';

/**
 * `publish <dir> [--draft] [--url …] [--token …]`: sends every document file to
 * PUT {url}/content/v1/documents (the running storefront, or a remote content service).
 * Files are checked first; nothing is sent when one fails. Exit code 1 when any write fails.
 */
export async function publishCommand(dir: string | undefined, options: Record<string, string | true>, log = console.log): Promise<number> {
  if (!dir) {
    log('usage: npm run content -- publish <dir> [--draft] [--url http://localhost:4321/api] [--token …]');
    return 2;
  }
  const files = await readJsonFiles(dir);
  const bad = files.filter(({ json, error }) => error || !isDocumentFile(json) || fileProblems(json).length > 0);
  for (const { file } of bad) log(`${file}: not a valid document (run validate for details)`);
  if (bad.length > 0) return 1;

  const url = (typeof options.url === 'string' ? options.url : process.env.CONTENT_API_URL ?? DEFAULT_URL).replace(/\/+$/, '');
  const token = typeof options.token === 'string' ? options.token : (process.env.CONTENT_EDITOR_TOKEN ?? (await devToken()));
  let failed = 0;
  for (const { file, json } of files) {
    const body = { ...(json as object), publish: !options.draft };
    const response = await fetch(`${url}/content/v1/documents`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.ok) log(`${file}: ${options.draft ? 'saved as draft' : 'published'} (${(JSON.parse(text) as { id: string }).id})`);
    else {
      failed += 1;
      log(`${file}: HTTP ${response.status} ${text}`);
    }
  }
  return failed > 0 ? 1 : 0;
}
