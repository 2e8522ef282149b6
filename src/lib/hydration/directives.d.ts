import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the named localStorage key holds state, changes, or on first interaction. */
    'client:stored'?: string;
  }
}
