/** Creates the gallery after the configured delay (spec §9); a failure is only logged (spec §8). */
export class UgcWidgetElement extends HTMLElement {
  #timer: number | undefined;

  connectedCallback() {
    this.#timer = window.setTimeout(() => {
      try {
        const template = this.querySelector('template');
        if (template) this.replaceChildren(template.content.cloneNode(true));
        this.dataset.created = 'true';
      } catch (error) {
        console.warn('[ugc] widget could not be created:', error);
      }
    }, Number(this.dataset.delay) || 0);
  }

  disconnectedCallback() {
    window.clearTimeout(this.#timer);
  }
}
