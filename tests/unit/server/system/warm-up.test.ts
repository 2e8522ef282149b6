import { describe, expect, it } from 'vitest';
import { firstLinkTo, firstScreenPictureUrls, highPriorityPictureUrls, pageAssetUrls, WARM_UP_HEADER, warmUp } from '../../../../src/server/warm-up';

// The shape the home page renders: a hero <picture> with a desktop <source>, lazy cards after it.
const HOME = `<!doctype html><html><head>
<link rel="stylesheet" href="/_astro/pages.abc.css"><link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://shop.example/en-us">
<link rel="modulepreload" href="/_astro/client.def.js"><link rel="stylesheet" href="https://cdn.example/font.css">
<script type="module" src="/_astro/layout.ghi.js"></script><script>inline()</script>
</head><body>
<picture class="hero__media"><source media="(min-width: 1024px)" srcset="/img/hero.svg?w=320&amp;h=180 640w, /img/hero.svg?w=480&amp;h=270 960w" sizes="100vw">
<img src="/img/hero-mobile.svg?w=480&amp;h=640" srcset="/img/hero-mobile.svg?w=320&amp;h=427 640w, /img/hero-mobile.svg?w=480&amp;h=640 960w, /img/hero-mobile.svg?w=1200&amp;h=1600 2400w" sizes="100vw" alt loading="eager" fetchpriority="high"></picture>
<picture><source srcset="/img/other.svg?w=320 640w"><img src="/img/card.svg?w=320" srcset="/img/card.svg?w=320 640w" loading="lazy"></picture>
<img src="https://elsewhere.example/pixel.png" fetchpriority="high">
<script type="module" src="/_astro/layout.ghi.js"></script>
</body></html>`;

describe('warm-up: what a page makes its first visitor wait for', () => {
  it('finds the high-priority picture at every width, with the desktop crop of its <picture>, and nothing lazy or external', () => {
    expect(highPriorityPictureUrls(HOME)).toEqual([
      '/img/hero.svg?w=320&h=180',
      '/img/hero.svg?w=480&h=270',
      '/img/hero-mobile.svg?w=320&h=427',
      '/img/hero-mobile.svg?w=480&h=640',
      '/img/hero-mobile.svg?w=1200&h=1600',
    ]);
  });

  it('finds the first pictures after the high-priority ones, lazy or not (a phone asks for them while the page loads), and no more', () => {
    expect(firstScreenPictureUrls(HOME)).toEqual(['/img/other.svg?w=320', '/img/card.svg?w=320']);
    const cards = [1, 2, 3, 4].map((n) => `<img src="/img/card-${n}.svg?w=320" srcset="/img/card-${n}.svg?w=160 320w" loading="lazy">`).join('');
    const html = `<img src="/img/hero.svg" fetchpriority="high"><img src="https://elsewhere.example/ad.png">${cards}`;
    expect(firstScreenPictureUrls(html)).toEqual(['/img/card-1.svg?w=160', '/img/card-1.svg?w=320', '/img/card-2.svg?w=160', '/img/card-2.svg?w=320']);
    expect(firstScreenPictureUrls(html, 1)).toEqual(['/img/card-1.svg?w=160', '/img/card-1.svg?w=320']);
  });

  it('does not take the <source>s of an earlier, closed <picture> for an image outside any', () => {
    const html = '<picture><source srcset="/img/a.svg?w=320 640w"><img src="/img/a.svg"></picture><img src="/img/b.svg?w=320" fetchpriority="high">';
    expect(highPriorityPictureUrls(html)).toEqual(['/img/b.svg?w=320']);
  });

  it('finds the first same-site link to an address of a kind (a home page\'s first category)', () => {
    const html = '<a href="https://elsewhere.example/en-us/c/x">x</a><a href="/en-us/p/shoe-1">shoe</a><a class="nav" href="/en-us/c/men-10001?siteId=loom&amp;sort=new">Men</a><a href="/en-us/c/women-1">Women</a>';
    expect(firstLinkTo(html, /^\/[a-z]{2}-[a-z]{2}\/c\//)).toBe('/en-us/c/men-10001?siteId=loom&sort=new');
    expect(firstLinkTo(html, /^\/[a-z]{2}-[a-z]{2}\/search/)).toBeUndefined();
    // An escaped entity in an address is decoded once, as a browser does.
    expect(firstLinkTo('<a href="/en-us/search?q=a&amp;amp;b">a</a>', /search/)).toBe('/en-us/search?q=a&amp;b');
  });

  it('finds the same-site stylesheets, preloaded modules and scripts once each, not icons, links or other hosts', () => {
    expect(pageAssetUrls(HOME)).toEqual(['/_astro/pages.abc.css', '/_astro/client.def.js', '/_astro/layout.ghi.js']);
  });

  it('opens each page and its assets, then the pictures of each page narrowest first (as a browser asks for them), one at a time, each when the server is quiet and each address once', async () => {
    const asked: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let marked = 0;
    const fetcher = (async (url: string, init?: RequestInit) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      const path = url.replace('http://shop.test', '');
      asked.push(`${path} ${new Headers(init?.headers).get('accept')}`);
      if (new Headers(init?.headers).get(WARM_UP_HEADER) === '1') marked += 1;
      if (path === '/de-de') return new Response('gone', { status: 404 });
      if (path === '/en-us/c/men') return new Response('<img src="/img/tile.svg?w=160" fetchpriority="high">', { status: 200 });
      if (path === '/img/hero-mobile.svg?w=480&h=640') throw new Error('socket hang up');
      return new Response(path.startsWith('/en-us') ? HOME : 'ok', { status: 200 });
    }) as typeof fetch;

    let quietWaits = 0;
    const whenQuiet = async () => {
      quietWaits += 1;
      expect(inFlight).toBe(0);
    };
    const result = await warmUp('http://shop.test', ['/en-us', '/de-de', '/en-us?siteId=loom'], { fetcher, whenQuiet, linkedPages: (html) => (html === HOME ? ['/en-us/c/men'] : []) });

    expect(mostInFlight).toBe(1);
    // The server is asked to be quiet before every request, and knows the request for the warm-up's own.
    expect(quietWaits).toBe(asked.length);
    expect(marked).toBe(asked.length);
    expect(asked.map((line) => line.split(' ')[0])).toEqual([
      '/en-us',
      '/_astro/pages.abc.css', '/_astro/client.def.js', '/_astro/layout.ghi.js',
      // The page it links to comes right after it (its files were asked for already).
      '/en-us/c/men',
      '/de-de',
      // The second brand's page loads the same files: they are not asked for again.
      '/en-us?siteId=loom',
      // Then each page's pictures, the narrow ones first; none wider than a tablet takes (w=1200 is drawn 2400 px
      // wide). The second brand's hero is the same here, so it is not asked for again.
      '/img/hero.svg?w=320&h=180', '/img/hero-mobile.svg?w=320&h=427', '/img/hero.svg?w=480&h=270', '/img/hero-mobile.svg?w=480&h=640',
      '/img/tile.svg?w=160',
      // Then, page by page, the other pictures of its first screens (the lazy card under the hero).
      '/img/other.svg?w=320', '/img/card.svg?w=320',
    ]);
    expect(asked[0]).toContain('text/html');
    expect(asked.find((line) => line.startsWith('/img/'))).toContain('image/avif');
    // Answered: 3 pages, 3 files and 6 of the 7 pictures; failed: the 404 page and the picture whose socket hung up.
    expect(result).toEqual({ ready: 12, failed: 2 });
  });
});
