import type { ClientDirective } from 'astro';

/**
 * client:interaction: hydrate on the shopper's first pointerover, focusin, touchstart or keydown
 * inside the island. Until then the server-rendered HTML works on its own and no React loads.
 *
 * What the shopper does while the island's code is still loading is kept and done again, in order,
 * once the island is live: options chosen (radios, by id: the server's HTML already
 * shows them checked, React's state does not know yet) and buttons pressed (a tap on a phone comes
 * right after its touchstart). So a size tapped and "Add to cart" pressed on a slow network add
 * that size, once. An island that renders `data-hydrated="false"` on the server (and "true" once
 * its effects ran) is waited for before the replay; others are replayed as soon as they run.
 */
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;
/** The longest the replay waits for an island's `data-hydrated="true"`. */
const HYDRATION_WAIT_MS = 5_000;

// Astro inlines a directive into every page that uses it: kept small (a test holds inline scripts under 1 KB).

/** A choice is kept by its radio's id (a label's click reaches its radio as a click of its own), a press by its button. */
type Step = string | HTMLElement;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const interactionDirective: ClientDirective = (load, _options, island) => {
  let started = false;
  const steps: Step[] = [];
  // Clicks inside the island only (its own listener): a radio by its id, else the button pressed.
  const remember = (event: Event) => {
    const target = event.target as Element;
    if (target instanceof HTMLInputElement && target.type === 'radio') {
      if (target.id) steps.push(target.id);
      return;
    }
    const button = target.closest('button');
    if (button) steps.push(button);
  };
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const name of INTERACTION_EVENTS) island.removeEventListener(name, hydrate);
    island.addEventListener('click', remember, true);
    try {
      await (await load())();
    } finally {
      // From here React hears the island's events itself (and replays those that arrive mid-hydration).
      island.removeEventListener('click', remember, true);
    }
    for (let waited = 0; island.querySelector('[data-hydrated="false"]') && waited < HYDRATION_WAIT_MS; waited += 50) await pause(50);
    for (const step of steps) {
      if (typeof step === 'string') {
        const input = island.querySelector<HTMLInputElement>(`#${CSS.escape(step)}`);
        if (!input || input.disabled) continue;
        // Unchecked first, so the click is a change React hears (the browser had already checked it).
        input.checked = false;
        input.click();
      } else if (step.isConnected) {
        step.click();
      }
      // Lets React render what this step changed before the next one reads it.
      await pause(0);
    }
  };
  for (const name of INTERACTION_EVENTS) island.addEventListener(name, hydrate, { once: true, passive: true });
  // A click with no event before it (assistive technology activating a button) starts it too.
  island.addEventListener('click', (event) => {
    if (started) return;
    remember(event);
    void hydrate();
  }, { once: true });
};

export default interactionDirective;
