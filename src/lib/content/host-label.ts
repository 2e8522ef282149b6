/** Which environment a storefront host is, as the editor's frame viewer labels it (spec §2). */
export type HostLabel = 'localhost' | 'PR preview' | 'dev' | 'qa' | 'preprod' | 'production' | 'unknown';

const RULES: ReadonlyArray<readonly [RegExp, HostLabel]> = [
  [/^(localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1|0\.0\.0\.0)$/, 'localhost'],
  [/(^|[.-])(pr|pull)-?\d+([.-]|$)|(^|\.)deploy-preview-\d+/, 'PR preview'],
  [/(^|[.-])(preprod|pre-prod|staging|stage|uat)([.-]|$)/, 'preprod'],
  [/(^|[.-])qa\d*([.-]|$)/, 'qa'],
  [/(^|[.-])(dev|development)\d*([.-]|$)/, 'dev'],
];

/** Production hosts: a brand's public domain (www. or the bare domain) without an environment marker. */
const PRODUCTION = /^(www\.)?[a-z0-9-]+\.(com|ca|co\.uk|fr|de|it|eu)$/;

/**
 * Labels a host (or a URL) for the frame viewer: localhost, PR preview, dev, qa, preprod,
 * production or unknown. The port and letter case do not matter.
 */
export function hostLabel(hostOrUrl: string): HostLabel {
  let host = hostOrUrl.trim().toLowerCase();
  if (host === '') return 'unknown';
  try {
    if (host.includes('://')) host = new URL(host).hostname;
  } catch {
    return 'unknown';
  }
  host = host.replace(/:\d+$/, '');
  for (const [pattern, label] of RULES) if (pattern.test(host)) return label;
  return PRODUCTION.test(host) ? 'production' : 'unknown';
}

/**
 * The host the editor's browser asked for: behind a proxy or CDN that is the first
 * X-Forwarded-Host (the request URL then names the internal host), else the request's own host.
 */
export function requestHost(url: URL, headers: Headers): string {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || url.host;
}
