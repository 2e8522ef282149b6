import type { ArticleSearchResponse, ArticleSearchResult } from '../../schemas/content/articles';
import { carriedQuery, withCarriedQuery } from '../../src/shared/routing/carried-query';
import { articleCardImage } from './article-card-image';
import { facetsShownFor, fill, showReadMore, toggleTag } from './article-grid-state';

type Fetch = typeof import('./article-search-client').fetchArticles;

/**
 * Tag facets, clear-all, active count, see more/less and load more for ArticleGrid.astro. The
 * first page comes rendered from the server; a filter asks the article search for the first page
 * of the chosen tags, load more for the next page. A newer request aborts the one in flight.
 */
export class ArticleGridElement extends HTMLElement {
  #active = new Set<string>();
  #shown = 0;
  #total = 0;
  #facetsExpanded = false;
  #inflight: AbortController | undefined;
  /** Replaced in tests; loaded on first use otherwise. */
  fetchArticles: Fetch | undefined;

  connectedCallback() {
    this.#shown = this.querySelectorAll('[data-articles] > li').length;
    this.#total = Number(this.dataset.total) || 0;
    const facets = this.querySelector<HTMLElement>('[data-facets]');
    if (facets) facets.hidden = false;
    this.addEventListener('click', this.#onClick);
    window.addEventListener('resize', this.#renderFacets, { passive: true });
    this.#renderControls();
    this.#renderFacets();
  }

  disconnectedCallback() {
    window.removeEventListener('resize', this.#renderFacets);
    this.#inflight?.abort();
  }

  #onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button || !this.contains(button)) return;
    if (button.dataset.facet) {
      this.#active = toggleTag(this.#active, button.dataset.facet);
      void this.#load('replace');
    } else if (button.hasAttribute('data-clear')) {
      this.#active = new Set();
      void this.#load('replace');
      // Clear-all hides itself: keyboard focus goes on to the first topic instead of being lost.
      if (button === document.activeElement) this.querySelector<HTMLElement>('[data-facet]')?.focus();
    } else if (button.hasAttribute('data-read-more')) {
      void this.#load('append');
    } else if (button.hasAttribute('data-facets-toggle')) {
      this.#facetsExpanded = !this.#facetsExpanded;
      this.#renderFacets();
    }
  };

  async #load(mode: 'replace' | 'append') {
    this.#inflight?.abort();
    const controller = new AbortController();
    this.#inflight = controller;
    const list = this.querySelector<HTMLElement>('[data-articles]')!;
    list.setAttribute('aria-busy', 'true');
    this.#renderControls();
    try {
      this.fetchArticles ??= (await import('./article-search-client')).fetchArticles;
      const { apiBase = '/api', siteId = '', locale = '', cms, previewDateTime, query } = this.dataset;
      const pageSize = Number(this.dataset.pageSize) || 12;
      const response = await this.fetchArticles(
        { apiBase, siteId, locale, cms, previewDateTime },
        { query, tagIds: [...this.#active], offset: mode === 'append' ? this.#shown : 0, limit: pageSize },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      this.#show(response, mode);
      this.#toggle('[data-error]', false);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('[article-grid] article search failed', error);
      this.#toggle('[data-error]', true);
    } finally {
      if (this.#inflight === controller) {
        this.#inflight = undefined;
        list.removeAttribute('aria-busy');
        this.#renderControls();
      }
    }
  }

  #show(response: ArticleSearchResponse, mode: 'replace' | 'append') {
    const list = this.querySelector<HTMLElement>('[data-articles]')!;
    const cards = response.result.map((article) => this.#card(article));
    if (mode === 'replace') list.replaceChildren(...cards);
    else list.append(...cards);
    this.#shown = list.children.length;
    this.#total = response.total;
    const status = this.querySelector<HTMLElement>('[data-status]');
    if (status) status.textContent = fill(this.dataset.shownLabel ?? '{shown} / {total}', { shown: this.#shown, total: this.#total });
    // After load more, keyboard users continue at the first new article.
    if (mode === 'append') cards[0]?.querySelector<HTMLElement>('a')?.focus();
  }

  #card(article: ArticleSearchResult): HTMLElement {
    const template = this.querySelector<HTMLTemplateElement>('template[data-card-template]');
    const item = (template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined) ?? document.createElement('li');
    const image = item.querySelector('img');
    if (image) {
      const picture = articleCardImage(article.picture.src);
      image.src = picture.src;
      if (picture.srcset) {
        image.srcset = picture.srcset;
        image.sizes = picture.sizes ?? '';
      } else {
        image.removeAttribute('srcset');
        image.removeAttribute('sizes');
      }
      image.width = article.picture.width;
      image.height = article.picture.height;
      image.alt = article.picture.alt;
    }
    const tags = item.querySelector<HTMLElement>('.article-card__tags');
    if (tags && article.tags.length > 0) tags.textContent = article.tags.map((tag) => tag.label).join(' · ');
    else tags?.remove();
    const link = item.querySelector('a') ?? item.appendChild(document.createElement('a'));
    link.href = withCarriedQuery(article.url, carriedQuery(new URL(window.location.href)));
    link.textContent = article.title;
    return item;
  }

  #renderControls() {
    for (const facet of this.querySelectorAll<HTMLElement>('[data-facet]')) {
      facet.setAttribute('aria-pressed', String(this.#active.has(facet.dataset.facet ?? '')));
    }
    const count = this.querySelector<HTMLElement>('[data-active-count]');
    if (count) count.textContent = this.#active.size > 0 ? `(${fill(this.dataset.activeLabel ?? '{n}', { n: this.#active.size })})` : '';
    this.#toggle('[data-clear]', this.#active.size > 0);
    this.#toggle('[data-empty]', this.#total === 0 && !this.#inflight);
    this.#toggle('[data-read-more]', showReadMore(this.dataset.loadMore === 'true', this.#shown, this.#total));
    const more = this.querySelector<HTMLButtonElement>('[data-read-more]');
    if (more) more.disabled = this.#inflight !== undefined;
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
