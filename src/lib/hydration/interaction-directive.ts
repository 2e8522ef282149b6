import type { ClientDirective } from 'astro';

/**
 * client:interaction: hydrate on the shopper's first pointerover, focusin, touchstart or keydown
 * inside the island. Until then the server-rendered HTML works on its own and no React loads.
 *
 * What the shopper does while the island's code is still loading is kept and done again, in order,
 * once the island is live: options chosen (radios and checkboxes, by id: the server's HTML already
 * shows them checked, React's state does not know yet) and buttons pressed (a tap on a phone comes
 * right after its touchstart). So a size tapped and "Add to cart" pressed on a slow network add
 * that size, once. An island that renders `data-hydrated="false"` on the server (and "true" once
 * its effects ran) is waited for before the replay; others are replayed as soon as they run.
 */
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;
/** The longest the replay waits for an island's `data-hydrated="true"`. */
const HYDRATION_WAIT_MS = 5_000;

type Step = { readonly kind: 'choice'; readonly id: string } | { readonly kind: 'press'; readonly button: HTMLElement };

function stepOf(event: Event, island: HTMLElement): Step | null {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || !island.contains(target)) return null;
  // A label's click reaches its input as a click of its own: the input's is the one kept.
  if (target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox')) {
    return target.id ? { kind: 'choice', id: target.id } : null;
  }
  const button = target.closest('button');
  return button && island.contains(button) ? { kind: 'press', button } : null;
}

function whenHydrated(island: HTMLElement): Promise<void> {
  const marker = () => island.querySelector('[data-hydrated]');
  if (!marker()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (marker()?.getAttribute('data-hydrated') === 'true') done();
    });
    const timer = window.setTimeout(done, HYDRATION_WAIT_MS);
    observer.observe(island, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    if (marker()?.getAttribute('data-hydrated') === 'true') done();
  });
}

/** Lets React render what the previous step changed before the next step reads it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function replay(island: HTMLElement, steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    if (step.kind === 'choice') {
      const input = island.querySelector<HTMLInputElement>(`#${CSS.escape(step.id)}`);
      if (!input || input.disabled) continue;
      // Unchecked first, so the click is a change React hears (the browser had already checked it).
      if (input.type === 'radio') input.checked = false;
      else input.checked = !input.checked;
      input.click();
    } else if (step.button.isConnected) {
      step.button.click();
    }
    await nextTask();
  }
}

const interactionDirective: ClientDirective = (load, _options, element) => {
  let started = false;
  const steps: Step[] = [];
  const remember = (event: Event) => {
    const step = stepOf(event, element);
    if (step) steps.push(step);
  };
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const name of INTERACTION_EVENTS) element.removeEventListener(name, hydrate);
    element.addEventListener('click', remember, true);
    try {
      const run = await load();
      await run();
    } finally {
      // From here React hears the island's events itself (and replays those that arrive mid-hydration).
      element.removeEventListener('click', remember, true);
    }
    await whenHydrated(element);
    await replay(element, steps);
  };
  for (const name of INTERACTION_EVENTS) element.addEventListener(name, hydrate, { once: true, passive: true });
  // A click with no event before it (assistive technology activating a button) starts it too.
  element.addEventListener('click', (event) => {
    if (started) return;
    remember(event);
    void hydrate();
  }, { once: true });
};

export default interactionDirective;
