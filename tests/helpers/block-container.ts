import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';

/** Astro's built-in directives plus the storefront's custom ones (astro.config.mjs). */
const CLIENT_DIRECTIVES = new Map(
  ['idle', 'load', 'media', 'only', 'visible', 'stored', 'interaction'].map((name) => [name, `/* client:${name} */`]),
);

/** A container that renders blocks, React islands and the custom client directives. */
export async function createBlockContainer(): Promise<AstroContainer> {
  const container = await AstroContainer.create({
    // The container takes the build manifest; only the directive table matters for blocks.
    manifest: { clientDirectives: CLIENT_DIRECTIVES } as unknown as NonNullable<Parameters<typeof AstroContainer.create>[0]>['manifest'],
  });
  container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  return container;
}
