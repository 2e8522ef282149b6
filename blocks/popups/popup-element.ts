import { dismissPopup, isPopupDismissed } from '../../src/stores/popups';

/**
 * A content pop-up: appears minimized, expands after its delay, and once closed is remembered
 * as dismissed. Only the first pop-up of the page that was not dismissed shows.
 */
export class PopupElement extends HTMLElement {
  #timer: number | undefined;

  connectedCallback() {
    const id = this.dataset.popupId ?? '';
    if (isPopupDismissed(id) || document.querySelector('storefront-popup[data-state]')) return;
    this.#setState('minimized');
    this.#timer = window.setTimeout(() => this.#setState('expanded'), Number(this.dataset.delay) || 0);
    // Whoever expands, minimizes or closes it by hand keeps their place: the control they used
    // disappears, so focus moves to the panel, back to the tab, or to the page's main content.
    // The timed expansion never moves focus (the shopper may be typing elsewhere).
    this.querySelector('[data-expand]')?.addEventListener('click', () => {
      this.#setState('expanded');
      this.querySelector<HTMLElement>('[data-panel]')?.focus();
    });
    this.querySelector('[data-minimize]')?.addEventListener('click', () => this.#minimizeByHand());
    this.querySelector('[data-close]')?.addEventListener('click', () => {
      const hadFocus = this.contains(document.activeElement);
      dismissPopup(id);
      this.#setState(null);
      if (hadFocus) document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
    });
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.dataset.state === 'expanded') this.#minimizeByHand();
    });
  }

  #minimizeByHand() {
    const hadFocus = this.contains(document.activeElement);
    this.#setState('minimized');
    if (hadFocus) this.querySelector<HTMLElement>('[data-expand]')?.focus();
  }

  disconnectedCallback() {
    window.clearTimeout(this.#timer);
  }

  #setState(state: 'minimized' | 'expanded' | null) {
    window.clearTimeout(this.#timer);
    if (state === null) {
      this.hidden = true;
      this.removeAttribute('data-state');
      return;
    }
    this.hidden = false;
    this.dataset.state = state;
    const panel = this.querySelector<HTMLElement>('[data-panel]');
    const tab = this.querySelector<HTMLElement>('[data-expand]');
    if (panel) panel.hidden = state !== 'expanded';
    if (tab) {
      tab.hidden = state === 'expanded';
      tab.setAttribute('aria-expanded', String(state === 'expanded'));
    }
  }
}
