import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the named localStorage key holds state, changes, or on first interaction. */
    'client:stored'?: string;
    /** Hydrate on the first pointerover, focusin, touchstart or keydown inside the island. */
    'client:interaction'?: boolean;
  }
}
