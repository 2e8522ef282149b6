/** Keyboard and pointer behaviour of the mega menu (markup in MegaMenu.astro). */
export class MegaMenuElement extends HTMLElement {
  #tops: HTMLElement[] = [];

  connectedCallback() {
    this.#tops = [...this.querySelectorAll<HTMLElement>('[data-menu-top]')];
    this.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onKeyDown);
    this.addEventListener('focusout', this.#onFocusOut);
    document.addEventListener('click', this.#onDocumentClick);
  }

  disconnectedCallback() {
    document.removeEventListener('click', this.#onDocumentClick);
  }

  #panelOf(button: Element): HTMLElement | null {
    const id = button.getAttribute('aria-controls');
    return id ? this.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
  }

  #openButton(): HTMLElement | undefined {
    return this.#tops.find((top) => top.getAttribute('aria-expanded') === 'true');
  }

  #setOpen(button: HTMLElement, open: boolean) {
    if (open) for (const other of this.#tops) if (other !== button && other.hasAttribute('aria-expanded')) this.#setOpen(other, false);
    button.setAttribute('aria-expanded', String(open));
    const panel = this.#panelOf(button);
    if (panel) panel.hidden = !open;
  }

  #linksIn(panel: HTMLElement): HTMLElement[] {
    return [...panel.querySelectorAll<HTMLElement>('a[href]')];
  }

  #onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-menu-top]');
    if (button) this.#setOpen(button, button.getAttribute('aria-expanded') !== 'true');
  };

  #onDocumentClick = (event: MouseEvent) => {
    const open = this.#openButton();
    if (open && !this.contains(event.target as Node)) this.#setOpen(open, false);
  };

  #onFocusOut = (event: FocusEvent) => {
    const open = this.#openButton();
    if (open && event.relatedTarget instanceof Node && !this.contains(event.relatedTarget)) this.#setOpen(open, false);
  };

  #onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const topIndex = this.#tops.indexOf(target);
    const open = this.#openButton();
    const panel = open ? this.#panelOf(open) : null;
    const move = (list: HTMLElement[], index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };

    if (event.key === 'Escape' && open) {
      event.preventDefault();
      this.#setOpen(open, false);
      open.focus();
      return;
    }
    if (topIndex >= 0) {
      if (event.key === 'ArrowRight') return move(this.#tops, topIndex + 1);
      if (event.key === 'ArrowLeft') return move(this.#tops, topIndex - 1);
      if (event.key === 'Home') return move(this.#tops, 0);
      if (event.key === 'End') return move(this.#tops, this.#tops.length - 1);
      if (event.key === 'ArrowDown' && target.hasAttribute('aria-expanded')) {
        event.preventDefault();
        this.#setOpen(target, true);
        const first = this.#linksIn(this.#panelOf(target)!)[0];
        first?.focus();
      }
      return;
    }
    if (panel && panel.contains(target)) {
      const links = this.#linksIn(panel);
      const index = links.indexOf(target);
      if (event.key === 'ArrowDown') return move(links, index + 1);
      if (event.key === 'ArrowUp') {
        if (index === 0) { event.preventDefault(); open?.focus(); return; }
        return move(links, index - 1);
      }
      if (event.key === 'Home') return move(links, 0);
      if (event.key === 'End') return move(links, links.length - 1);
    }
  };
}
