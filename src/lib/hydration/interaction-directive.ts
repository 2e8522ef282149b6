import type { ClientDirective } from 'astro';

/**
 * client:interaction: hydrate on the shopper's first pointerover, focusin, touchstart or keydown
 * inside the island. Until then the server-rendered HTML works on its own and no React loads.
 */
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

const interactionDirective: ClientDirective = (load, _options, element) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const name of INTERACTION_EVENTS) element.removeEventListener(name, hydrate);
    const run = await load();
    await run();
  };
  for (const name of INTERACTION_EVENTS) element.addEventListener(name, hydrate, { once: true, passive: true });
};

export default interactionDirective;
