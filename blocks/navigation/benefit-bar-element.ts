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
      this.hidden = true;
      try {
        localStorage.setItem(key, new Date().toISOString());
      } catch {
        // Nothing to remember with.
      }
    });
  }
}
