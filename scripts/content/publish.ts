import { fileProblems, isDocumentFile } from './validate';
import { readJsonFiles, UsageError } from './files';
import { devToken } from './token';

const DEFAULT_URL = 'http://localhost:4321/api';
export const PUBLISH_USAGE = 'usage: npm run content -- publish <dir> [--draft] [--url http://localhost:4321/api] [--token …]';

/** The API base URL: --url, CONTENT_API_URL or the local default; http(s) only. */
function apiBase(options: Record<string, string | true>): string {
  const raw = typeof options.url === 'string' ? options.url : (process.env.CONTENT_API_URL ?? DEFAULT_URL);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--url '${raw}' is not a URL: give the content API base, e.g. ${DEFAULT_URL}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--url '${raw}' must be an http or https URL.`);
  return raw.replace(/\/+$/, '');
}

/** One line per error of a §8 body ("CNT400 block "x" (hero-banner) media: …"), or undefined when the body is not one. */
function describeApiError(text: string): string[] | undefined {
  try {
    const body = JSON.parse(text) as { errorDetails?: Array<{ errorId?: string; message?: string; field?: string }> };
    if (!Array.isArray(body.errorDetails)) return undefined;
    return body.errorDetails.map((detail) => `${detail.errorId ?? 'error'} ${detail.message ?? ''}`.trim());
  } catch {
    return undefined;
  }
}

/** Why the rest of the files would fail the same way, when they would (then publishing stops). */
function fatalHint(status: number, text: string, url: string, usedDevToken: boolean): string | undefined {
  if (/"errorId":"API40[45]"/.test(text)) return `That server has no content API at ${url} (check --url: the API base, e.g. ${DEFAULT_URL}). Nothing more was sent.`;
  if (status === 401 && usedDevToken) {
    return 'The dev editor token is signed with the secret in DATA_DIR/content-preview-secret (or CONTENT_PREVIEW_SECRET): run the CLI with the same DATA_DIR or CONTENT_PREVIEW_SECRET as the server, or pass --token.';
  }
  if (status === 401) return 'The token was refused: ask for a new editor token (npm run content -- token, on the server).';
  return undefined;
}

/**
 * `publish <dir> [--draft] [--url …] [--token …]`: sends every document file to
 * PUT {url}/content/v1/documents (the running storefront, or a remote content service).
 * Files are checked first; nothing is sent when one fails. Exit code 1 when any write fails;
 * an unreachable server, an address that is not the content API or a refused token stops at once.
 */
export async function publishCommand(dir: string | undefined, options: Record<string, string | true>, log = console.log): Promise<number> {
  if (!dir) throw new UsageError(PUBLISH_USAGE);
  const url = apiBase(options);
  const files = await readJsonFiles(dir);
  const bad = files.filter(({ json, error }) => error || !isDocumentFile(json) || fileProblems(json).length > 0);
  for (const { file } of bad) log(`${file}: not a valid document (run validate for details)`);
  if (bad.length > 0) return 1;

  const given = typeof options.token === 'string' ? options.token : process.env.CONTENT_EDITOR_TOKEN;
  const token = given ?? (await devToken());
  const endpoint = `${url}/content/v1/documents`;
  let failed = 0;
  for (const { file, json } of files) {
    const body = { ...(json as object), publish: !options.draft };
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      log(`Cannot reach the content service at ${url} (${cause?.code ?? cause?.message ?? (error as Error).message}): is the storefront running there? Nothing more was sent.`);
      return 1;
    }
    const text = await response.text();
    if (response.ok) {
      const id = describeStored(text);
      if (id === undefined) {
        log(`${file}: ${endpoint} answered ${response.status} but not as the content API (check --url: the API base, e.g. ${DEFAULT_URL}).`);
        return 1;
      }
      log(`${file}: ${options.draft ? 'saved as draft' : 'published'} (${id})`);
      continue;
    }
    failed += 1;
    const errors = describeApiError(text);
    if (!errors) {
      log(`${file}: HTTP ${response.status} from ${endpoint}, which is not the content API (check --url: the API base, e.g. ${DEFAULT_URL}). Nothing more was sent.`);
      return 1;
    }
    for (const line of errors) log(`${file}: HTTP ${response.status} ${line}`);
    const hint = fatalHint(response.status, text, url, given === undefined);
    if (hint) {
      log(hint);
      return 1;
    }
  }
  return failed > 0 ? 1 : 0;
}

function describeStored(text: string): string | undefined {
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
