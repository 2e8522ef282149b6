/** Closes the benefit bar and remembers it (key in data-storage-key), so it stays hidden. */
export class BenefitBarElement extends HTMLElement {
  connectedCallback() {
    const key = this.dataset.storageKey ?? '';
    try {
      if (key && localStorage.getItem(key)) this.hidden = true;
    } catch {
      // Storage disabled: the bar shows, and closing hides it for this page only.
    }
    this.querySelector('[data-close]')?.addEventListener('click', () => {
      const hadFocus = this.contains(document.activeElement);
      this.hidden = true;
      // The close button is gone: a keyboard shopper continues from the page's main content.
      if (hadFocus) document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
      try {
        localStorage.setItem(key, new Date().toISOString());
      } catch {
        // Nothing to remember with.
      }
    });
  }
}
