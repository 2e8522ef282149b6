import type { ClientDirective } from 'astro';

/**
 * client:interaction: hydrate on the shopper's first pointerover, focusin, touchstart or keydown
 * inside the island. Until then the server-rendered HTML works on its own and no React loads.
 * A button pressed while the island's code is still loading (a tap on a phone comes right after
 * its touchstart) is pressed again once the island is live, so the first tap is never lost.
 */
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

const interactionDirective: ClientDirective = (load, _options, element) => {
  let started = false;
  let pressedWhileLoading: HTMLElement | null = null;
  const rememberPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && element.contains(button)) pressedWhileLoading = button;
  };
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const name of INTERACTION_EVENTS) element.removeEventListener(name, hydrate);
    element.addEventListener('click', rememberPress, true);
    try {
      const run = await load();
      await run();
    } finally {
      element.removeEventListener('click', rememberPress, true);
    }
    // React listens from the moment the island runs and replays a click that reaches it mid-hydration.
    if (pressedWhileLoading?.isConnected) pressedWhileLoading.click();
  };
  for (const name of INTERACTION_EVENTS) element.addEventListener(name, hydrate, { once: true, passive: true });
  // A click with no event before it (assistive technology activating a button) starts it too.
  element.addEventListener('click', (event) => {
    if (started) return;
    rememberPress(event);
    void hydrate();
  }, { once: true });
};

export default interactionDirective;
