import type { ClientDirective } from 'astro';

/**
 * client:stored="<localStorage key>": hydrate at once when the key holds state (a shopper
 * with a cart sees their count), otherwise wait until a store changes it, another tab does,
 * or the shopper reaches for the island. Pages with an empty cart load no React at all.
 * client:stored="session:<key>" reads the tab's sessionStorage instead (the associate bar).
 */
const SESSION_PREFIX = 'session:';

const storedDirective: ClientDirective = (load, options, element) => {
  const value = typeof options.value === 'string' ? options.value : '';
  const inSession = value.startsWith(SESSION_PREFIX);
  const key = inSession ? value.slice(SESSION_PREFIX.length) : value;
  let started = false;
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  const hydrate = async () => {
    if (started) return;
    started = true;
    window.removeEventListener('storefront:store-changed', onChange);
    window.removeEventListener('storage', onStorage);
    for (const name of events) element.removeEventListener(name, hydrate);
    const run = await load();
    await run();
  };
  const onChange = (event: Event) => {
    if ((event as CustomEvent<{ key?: string }>).detail?.key === key) void hydrate();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) void hydrate();
  };
  let stored: string | null = null;
  try {
    stored = (inSession ? sessionStorage : localStorage).getItem(key);
  } catch {
    stored = null;
  }
  if (stored) {
    void hydrate();
    return;
  }
  window.addEventListener('storefront:store-changed', onChange);
  window.addEventListener('storage', onStorage);
  for (const name of events) element.addEventListener(name, hydrate, { once: true, passive: true });
};

export default storedDirective;
