import { articleGridView, facetsShownFor } from './article-grid-state';

/** Filtering, facet list folding and load more for ArticleGrid.astro. */
export class ArticleGridElement extends HTMLElement {
  #active = new Set<string>();
  #visible = 0;
  #facetsExpanded = false;

  connectedCallback() {
    this.#visible = Number(this.dataset.pageSize) || Infinity;
    const facets = this.querySelector<HTMLElement>('[data-facets]');
    if (facets) facets.hidden = false;
    this.addEventListener('click', this.#onClick);
    window.addEventListener('resize', this.#renderFacets, { passive: true });
    this.#render();
    this.#renderFacets();
  }

  disconnectedCallback() {
    window.removeEventListener('resize', this.#renderFacets);
  }

  #onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button || !this.contains(button)) return;
    if (button.dataset.facet) {
      const id = button.dataset.facet;
      if (!this.#active.delete(id)) this.#active.add(id);
      this.#visible = Number(this.dataset.pageSize) || Infinity;
    } else if (button.hasAttribute('data-clear')) {
      this.#active.clear();
    } else if (button.hasAttribute('data-read-more')) {
      this.#visible += Number(this.dataset.pageSize) || Infinity;
    } else if (button.hasAttribute('data-facets-toggle')) {
      this.#facetsExpanded = !this.#facetsExpanded;
      return this.#renderFacets();
    } else {
      return;
    }
    this.#render();
  };

  #render() {
    const items = [...this.querySelectorAll<HTMLElement>('[data-articles] > li')];
    const articles = items.map((item) => ({ tags: (item.dataset.tags ?? '').split(' ').filter(Boolean) }));
    const view = articleGridView(articles, this.#active, this.#visible, this.dataset.loadMore === 'true');
    const shown = new Set(view.shown);
    items.forEach((item, index) => (item.hidden = !shown.has(index)));
    for (const facet of this.querySelectorAll<HTMLElement>('[data-facet]')) {
      facet.setAttribute('aria-pressed', String(this.#active.has(facet.dataset.facet ?? '')));
    }
    const count = this.querySelector<HTMLElement>('[data-active-count]');
    if (count) count.textContent = view.activeCount > 0 ? `(${view.activeCount})` : '';
    this.#toggle('[data-clear]', view.activeCount > 0);
    this.#toggle('[data-empty]', view.matching === 0);
    this.#toggle('[data-read-more]', view.showReadMore);
  }

  #renderFacets = () => {
    const limit = facetsShownFor(window.innerWidth, JSON.parse(this.dataset.facetsShown ?? '{"small":4,"medium":10,"large":20}'));
    const items = [...this.querySelectorAll<HTMLElement>('[data-facet]')].map((facet) => facet.closest('li')!);
    items.forEach((item, index) => (item.hidden = !this.#facetsExpanded && index >= limit));
    const toggle = this.querySelector<HTMLElement>('[data-facets-toggle]');
    if (!toggle) return;
    toggle.hidden = items.length <= limit;
    toggle.setAttribute('aria-expanded', String(this.#facetsExpanded));
    toggle.textContent = (this.#facetsExpanded ? this.dataset.seeLess : this.dataset.seeMore) ?? '';
  };

  #toggle(selector: string, visible: boolean) {
    const element = this.querySelector<HTMLElement>(selector);
    if (element) element.hidden = !visible;
  }
}
