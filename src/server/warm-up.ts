/**
 * After a start, what a first visitor waits for is made before anyone asks. For each given page
 * (and a page it links to, such as a home page's first category): the page itself (its first
 * render), its stylesheets and scripts (compressed once, on their first request), and the
 * pictures of its first screens (the hero and the cards under it; a listing's first tiles) at every width of their srcset that
 * phones and tablets take, in the format browsers ask for. Making a picture takes 0.1–2.4 s (a
 * phone's hero about 0.45 s) and compressing a stylesheet 0.1 s; on a fresh machine the first
 * phone to open the home page waited for both. Encoded pictures are kept on disk (src/lib/media/disk-cache.ts), so a
 * later start finds them. It asks for one thing at a time, and only while no shopper's request is
 * being answered: it takes a core nobody is using and gives way to the first visitors.
 * Run by src/server/node-server.mjs; it imports nothing at run time.
 */

/** Marks the warm-up's own requests, so that the server does not wait for them to be quiet. */
export const WARM_UP_HEADER = 'x-storefront-warm-up';

/** What Chromium, Firefox and Safari send for an <img>: the picture is made in the format they get. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

// `&amp;` last, so that an escaped entity ("&amp;quot;") is not decoded twice.
const decodeAttribute = (value: string): string => value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/** An address on this site (a path), not another host's. */
const isSameSite = (url: string | undefined): url is string => url !== undefined && url.startsWith('/') && !url.startsWith('//');

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeAttribute(match[1]!) : undefined;
}

/** The addresses a srcset lists ("url 640w, url 960w"). */
function srcsetUrls(srcset: string): string[] {
  return srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!).filter(Boolean);
}

/** The same-site addresses of one <img> (at `index` in `html`): its srcset and src, and the <source>s of the <picture> around it. */
function pictureUrlsOf(html: string, tag: string, index: number): string[] {
  const urls: string[] = [];
  const pictureStart = html.lastIndexOf('<picture', index);
  const pictureEnd = html.lastIndexOf('</picture>', index);
  if (pictureStart > pictureEnd) {
    for (const source of html.slice(pictureStart, index).matchAll(/<source\b[^>]*>/gi)) urls.push(...srcsetUrls(attribute(source[0], 'srcset') ?? ''));
  }
  urls.push(...srcsetUrls(attribute(tag, 'srcset') ?? ''));
  const src = attribute(tag, 'src');
  if (src) urls.push(src);
  return urls.filter(isSameSite);
}

/**
 * The same-site addresses of a page's high-priority pictures: each <img fetchpriority="high">,
 * with the <source>s of the <picture> around it (art direction: the desktop crop), in document
 * order, each once. External addresses are left alone.
 */
export function highPriorityPictureUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const image of html.matchAll(/<img\b[^>]*>/gi)) {
    if (attribute(image[0], 'fetchpriority')?.toLowerCase() !== 'high') continue;
    for (const url of pictureUrlsOf(html, image[0], image.index)) urls.add(url);
  }
  return [...urls];
}

/** How many of a page's first pictures besides the high-priority ones count as its first screens. */
export const FIRST_SCREEN_PICTURES = 2;

/**
 * The same-site addresses of the first `count` pictures of the page that are not high priority, in
 * document order: lazy or not, a phone's browser asks for pictures that near the top while the page
 * loads (Chromium loads a lazy picture 1,250–2,500 px before it scrolls into view), such as the
 * category cards under a home page's hero.
 */
export function firstScreenPictureUrls(html: string, count = FIRST_SCREEN_PICTURES): string[] {
  const urls = new Set<string>();
  let taken = 0;
  for (const image of html.matchAll(/<img\b[^>]*>/gi)) {
    if (taken >= count) break;
    if (attribute(image[0], 'fetchpriority')?.toLowerCase() === 'high') continue;
    const pictures = pictureUrlsOf(html, image[0], image.index);
    if (pictures.length === 0) continue;
    taken += 1;
    for (const url of pictures) urls.add(url);
  }
  return [...urls];
}

/** The same-site stylesheets and scripts a page loads (<link rel=stylesheet|modulepreload href>, <script src>), in document order. */
export function pageAssetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    const isLink = /^<link/i.test(tag[0]);
    const url = isLink ? attribute(tag[0], 'href') : attribute(tag[0], 'src');
    if (isLink && !/^(stylesheet|modulepreload)$/i.test(attribute(tag[0], 'rel') ?? '')) continue;
    if (isSameSite(url)) urls.add(url);
  }
  return [...urls];
}

/** The first same-site link (<a href>) of the page whose address matches `address`, if any. */
export function firstLinkTo(html: string, address: RegExp): string | undefined {
  for (const tag of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(tag[0], 'href');
    if (isSameSite(href) && address.test(href)) return href;
  }
  return undefined;
}

export interface WarmResult {
  /** Pages, stylesheets, scripts and pictures answered 2xx. */
  readonly ready: number;
  readonly failed: number;
}

export interface WarmOptions {
  readonly fetcher?: typeof fetch;
  /** Resolves when the server answers no shopper: awaited before each request. */
  readonly whenQuiet?: () => Promise<void>;
  /** The widest picture made (its `w`, CSS pixels; drawn at twice that): 640, what phones and tablets take. */
  readonly maxPictureWidth?: number;
  /** Pages a page links to that are opened right after it (a home page's first category). */
  readonly linkedPages?: (html: string) => readonly string[];
}

/**
 * Opens each page (a path on `base`), and the pages it links to that `linkedPages` names, and asks
 * for their stylesheets and scripts, pages in the order given; then for each page's high-priority
 * pictures up to `maxPictureWidth`, narrowest first, then the other pictures of its first screens. One request at a time, each once the server
 * is quiet, each address once. Whatever fails is counted and skipped.
 */
export async function warmUp(base: string, pagePaths: readonly string[], options: WarmOptions = {}): Promise<WarmResult> {
  const { fetcher = fetch, whenQuiet = async () => undefined, maxPictureWidth = 640, linkedPages = () => [] } = options;
  let ready = 0;
  let failed = 0;
  const seen = new Set<string>();
  async function ask(path: string, accept: string): Promise<string | undefined> {
    if (seen.has(path)) return undefined;
    seen.add(path);
    try {
      await whenQuiet();
      const response = await fetcher(`${base}${path}`, { headers: { accept, 'accept-encoding': 'br, gzip', [WARM_UP_HEADER]: '1' } });
      const body = await response.text();
      if (response.ok) ready += 1;
      else failed += 1;
      return response.ok ? body : undefined;
    } catch {
      failed += 1;
      return undefined;
    }
  }
  const pictures: string[][] = [];
  const nextPictures: string[][] = [];
  async function open(path: string): Promise<string | undefined> {
    const html = await ask(path, 'text/html');
    if (html === undefined) return undefined;
    for (const asset of pageAssetUrls(html)) await ask(asset, '*/*');
    pictures.push(highPriorityPictureUrls(html));
    nextPictures.push(firstScreenPictureUrls(html));
    return html;
  }
  for (const path of pagePaths) {
    const html = await open(path);
    if (html !== undefined) for (const linked of linkedPages(html)) await open(linked);
  }
  // Page by page, each page's narrowest first. Wider ones than a phone or tablet takes are left to their
  // first visitor: they take seconds each, and would hold a core while the first shoppers arrive.
  const width = (url: string) => Number(new URL(url, 'http://warm-up').searchParams.get('w') ?? Infinity);
  // Every page's high-priority pictures first (what its largest paint waits for), then their first screens' others.
  for (const ofPage of [...pictures, ...nextPictures]) {
    for (const picture of ofPage.filter((url) => width(url) <= maxPictureWidth).sort((a, b) => width(a) - width(b))) {
      await ask(picture, BROWSER_IMAGE_ACCEPT);
    }
  }
  return { ready, failed };
}
