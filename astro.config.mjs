// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { externalIslandRuntime } from './src/lib/hydration/external-island-runtime.mjs';
import { INLINE_SCRIPTS } from './src/lib/csp/inline-scripts.mjs';
import { PAGE_CSP_DIRECTIVES } from './src/shared/http/security-headers.ts';

const sha256 = (/** @type {string} */ text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * client:stored — see src/lib/hydration/stored-directive.ts.
 * client:interaction — see src/lib/hydration/interaction-directive.ts.
 * @type {import('astro').AstroIntegration}
 */
const storefrontDirectives = {
  name: 'storefront-client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'stored',
        entrypoint: fileURLToPath(new URL('./src/lib/hydration/stored-directive.ts', import.meta.url)),
      });
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/lib/hydration/interaction-directive.ts', import.meta.url)),
      });
    },
  },
};

/**
 * A module that is both imported and import()ed is not split into a chunk of its own, so code
 * asked to load on demand would load with its importer (Rolldown's INEFFECTIVE_DYNAMIC_IMPORT, in
 * the server and the browser builds alike): `astro build` fails on it instead of printing a
 * warning. Decide eager or lazy per module (docs/architecture.md, "Islands and state").
 * @type {import('vite').Plugin}
 */
const failOnIneffectiveDynamicImport = {
  name: 'storefront-fail-on-ineffective-dynamic-import',
  onLog(_level, log) {
    if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') this.error(`${log.message.trim()} (one module, one way: see docs/architecture.md, "Islands and state")`);
  },
};

/**
 * The modules every page loads before any touch, in the browser build: the layout's one script
 * (src/components/layout/page-chrome.ts and what it defines) and the small modules most page
 * scripts share (consent, constants, Vite's preload helper for import()). Left to themselves they
 * are four files more per page, each gzipped on its own (issue 17); in one chunk, the layout's,
 * they cost about 0.5 KB less. Everything here already runs on every page. Listing pages get the
 * same for the small modules their tiles share.
 * @type {import('vite').Plugin}
 */
const pageChromeChunk = {
  name: 'storefront-page-chrome-chunk',
  applyToEnvironment: (environment) => environment.name === 'client',
  outputOptions(options) {
    const { manualChunks: inner, ...rest } = options;
    const chrome = /(src\/layouts\/BaseLayout\.astro\?astro&type=script|src\/components\/layout\/page-chrome\.ts|blocks\/navigation\/mega-menu-element\.ts|blocks\/popups\/popup-element\.ts|src\/stores\/popups\.ts|src\/lib\/consent\/consent\.ts|schemas\/constants\.ts|vite\/preload-helper\.js)/;
    // What product tiles and the product page share before a touch (click tracking, list
    // impressions, the hearts' gate), with the listing filters' script: one file instead of three. The filters' script only
    // acts on a listing form, so it is inert where another page loads this chunk for the click
    // tracking (the recommendation carousels).
    const listing = /(src\/components\/catalog\/FacetPanel\.astro\?astro&type=script.*|src\/lib\/analytics\/interaction-origin\.ts|src\/lib\/analytics\/list-impressions\.ts|src\/lib\/analytics\/push\.ts|islands\/favorites\/hearts-gate\.ts)$/;
    return {
      ...rest,
      // Groups in priority order: a group also takes the modules its own import, unless a group
      // before it took them (the preload helper stays with the page chrome).
      codeSplitting: {
        groups: [
          { name: 'page-chrome', test: chrome, priority: 3 },
          { name: 'listing', test: listing, priority: 2 },
          ...(typeof inner === 'function'
            ? [{ name: (/** @type {string} */ id, /** @type {any} */ ctx) => inner(id, { getModuleInfo: (/** @type {string} */ other) => ctx.getModuleInfo(other) }) ?? null, priority: 1 }]
            : []),
        ],
      },
    };
  },
};

/** The islands' own CSS files (each island imports its CSS beside its code). */
const ISLAND_STYLE = /\/islands\/[^?]*\.css$/;
/** Island CSS the server build put in islands.css (it builds before the browser build). */
const islandStylesInPages = new Set();
const PLACED_ISLAND_STYLE = '\0storefront:island-style-in-page-stylesheet';

/**
 * The islands' CSS in one stylesheet (see docs/architecture.md, request flow 6). Every page links
 * every island's CSS, lazily loaded dialogs' included: the server build puts it in islands.css
 * (manualChunks below). Left to itself the browser build also emitted one file per island, and
 * pages linked those: sixteen render-blocking stylesheets, which took the connections a phone
 * needs for the hero picture (Lighthouse home 87). So the browser build drops an island's CSS that
 * the server build already placed; one it did not see (an island that never renders on the
 * server) keeps its own file.
 * @type {import('vite').Plugin}
 */
const islandStylesInPageStylesheet = {
  name: 'storefront-island-styles-in-page-stylesheet',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.endsWith('.css') || this.environment.name !== 'client') return undefined;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && islandStylesInPages.has(resolved.id) ? PLACED_ISLAND_STYLE : undefined;
  },
  load(id) {
    return id === PLACED_ISLAND_STYLE ? 'export {};' : undefined;
  },
  transform(_code, id) {
    if (ISLAND_STYLE.test(id) && this.environment.name !== 'client') islandStylesInPages.add(id);
    return undefined;
  },
};

// Server output: every page is rendered on request from CAAS canvases and catalog data.
// The node adapter runs in middleware mode so src/server/node-server.mjs can add
// compression and long-lived caching for static files in front of it.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), storefrontDirectives, externalIslandRuntime()],
  // API bodies are JSON only (a cross-site form cannot send JSON), so Astro's form origin check is off:
  // it would answer API clients with plain text instead of the §8 error shape.
  security: {
    checkOrigin: false,
    // The Content-Security-Policy of every page, sent by Astro as a header: scripts only from this
    // site or with the hash of an inline script Astro renders or one of ours
    // (src/lib/csp/inline-scripts.mjs), never 'unsafe-inline' for scripts. Style attributes set CSS
    // variables, so styles keep 'unsafe-inline'. The other directives, frame-ancestors included,
    // are the security headers' rules (src/shared/http/security-headers.ts).
    csp: {
      scriptDirective: { hashes: /** @type {any} */ (INLINE_SCRIPTS.map(sha256)) },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      directives: /** @type {any} */ ([...PAGE_CSP_DIRECTIVES]),
    },
  },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  build: { inlineStylesheets: 'never' },
  // No page renders Markdown; Shiki's inline styles would not fit the Content-Security-Policy.
  markdown: { syntaxHighlight: false },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [failOnIneffectiveDynamicImport, pageChromeChunk, islandStylesInPageStylesheet],
    ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp'] },
    build: {
      // Component scripts are files, never inlined: a page's HTML carries only references, and
      // the scripts are cached once for every page (see docs/architecture.md, request flow 6).
      assetsInlineLimit: (file) => (/\.m?js$/.test(file) ? false : undefined),
      rollupOptions: {
        output: {
          manualChunks(id) {
            // Every component's CSS in one cacheable stylesheet, the islands' in one after it (see
            // docs/architecture.md, request flow 6): island rules win ties, as when each was its own file.
            const isComponent = /\.astro($|\?astro&type=style)/.test(id) && !id.includes('node_modules');
            if (isComponent) return 'storefront-pages';
            return ISLAND_STYLE.test(id) ? 'islands' : undefined;
          },
        },
      },
    },
  },
});
