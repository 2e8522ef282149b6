import { readContentSecret } from '../../src/server/domain/content/content-secret';
import { mintContentToken, type ContentRole } from '../../src/server/domain/content/content-tokens';

/** A token signed with the server's secret (CONTENT_PREVIEW_SECRET, or the one kept in DATA_DIR). */
export async function devToken(role: ContentRole = 'editor', siteId = '*'): Promise<string> {
  return mintContentToken(role, siteId, await readContentSecret(process.env)).token;
}

/** `token [--site id] [--preview]`: prints a dev editor (or preview) token. */
export async function tokenCommand(options: Record<string, string | true>, log = console.log): Promise<number> {
  const site = typeof options.site === 'string' ? options.site : '*';
  log(await devToken(options.preview ? 'preview' : 'editor', site));
  return 0;
}
