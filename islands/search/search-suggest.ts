import { ApiClient } from '../../src/lib/api/client';
import { autoSuggest } from '../../src/lib/api/products';
import { moveActive, suggestOptions, type SuggestOption } from './suggest-model';

const DEBOUNCE_MS = 200;

/**
 * Enhances the header search form (a plain GET form) into an ARIA combobox with suggestions.
 * Loaded on first interaction. Requests are debounced and a newer keystroke aborts the older call.
 */
export function enhanceSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]');
  const listbox = form.querySelector<HTMLUListElement>('[role="listbox"]');
  if (!input || !listbox || form.dataset.enhanced) return;
  form.dataset.enhanced = 'true';
  const { apiBase = '/api', siteId = '', locale = '' } = form.dataset;
  const api = new ApiClient({ baseUrl: `${window.location.origin}${apiBase}`, fetch: (request) => fetch(request), locale, siteId });
  const searchPath = new URL(form.action).pathname;
  let options: SuggestOption[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: AbortController | undefined;

  const render = () => {
    listbox.replaceChildren(
      ...options.map((option, index) => {
        const item = document.createElement('li');
        item.id = option.id;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', String(index === active));
        item.dataset.kind = option.kind;
        item.textContent = option.label;
        item.addEventListener('mousedown', (event) => event.preventDefault());
        item.addEventListener('click', () => window.location.assign(option.href));
        return item;
      }),
    );
    const open = options.length > 0;
    listbox.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    const current = options[active];
    if (current) input.setAttribute('aria-activedescendant', current.id);
    else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    options = [];
    active = -1;
    render();
  };

  const fetchSuggestions = async (term: string) => {
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    try {
      const response = await autoSuggest(api.with({ fetch: (request) => fetch(request, { signal: controller.signal }) }), term);
      if (controller.signal.aborted) return;
      options = suggestOptions(response, searchPath);
      active = -1;
      render();
    } catch (error) {
      if (!controller.signal.aborted) console.warn('[search] suggestions unavailable', error);
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const term = input.value.trim();
    if (term === '') {
      inflight?.abort();
      close();
      return;
    }
    timer = setTimeout(() => void fetchSuggestions(term), DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      active = moveActive(active, event.key === 'ArrowDown' ? 1 : -1, options.length);
      render();
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      window.location.assign(options[active]!.href);
    } else if (event.key === 'Escape' && options.length > 0) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', () => setTimeout(close, 0));
  // Keystrokes typed while this module was loading still get their suggestions.
  if (input.value.trim() !== '') input.dispatchEvent(new Event('input'));
}
