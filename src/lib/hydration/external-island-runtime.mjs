// @ts-check
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';

/** The module Astro inlines as `<script>` before the first island of every page. */
const RUNTIME_MODULE = /astro\/dist\/runtime\/server\/astro-island\.prebuilt\.js$/;

/**
 * Astro puts its 4.4 KB island runtime (the <astro-island> element) inline in every page that has
 * an island, so every page view pays for it again. In the build this integration writes the
 * runtime once as a hashed, immutable file and has pages load it with a one-line dynamic import
 * instead: islands keep their server HTML until it arrives and then hydrate as before (the
 * element upgrades the islands already in the page). `astro dev` keeps the inline runtime.
 * @returns {import('astro').AstroIntegration}
 */
export function externalIslandRuntime() {
  const source = islandRuntime;
  const fileName = `astro-island.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  let assetsDir = '_astro';
  let base = '/';
  return {
    name: 'storefront-external-island-runtime',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        assetsDir = config.build.assets;
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        const loader = `import(${JSON.stringify(`${base}${assetsDir}/${fileName}`)})`;
        // Astro hashes the inline runtime it knows for the Content-Security-Policy, not this
        // loader that replaces it: without its hash the page's islands would never start.
        const csp = config.security?.csp;
        const hashes = typeof csp === 'object' ? [`sha256-${createHash('sha256').update(loader).digest('base64')}`] : [];
        updateConfig({
          ...(hashes.length ? { security: /** @type {any} */ ({ csp: { scriptDirective: { hashes } } }) } : {}),
          vite: {
            plugins: [
              {
                name: 'storefront-external-island-runtime',
                enforce: 'pre',
                load(id) {
                  return RUNTIME_MODULE.test(id.split('?')[0] ?? '') ? `export default ${JSON.stringify(loader)};` : undefined;
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        const target = new URL(`${assetsDir}/`, dir);
        await mkdir(target, { recursive: true });
        await writeFile(new URL(fileName, target), source);
      },
    },
  };
}
