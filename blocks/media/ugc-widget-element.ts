import type { UgcMedia, UgcMediaPage } from '../../schemas/commerce/ugc';
import { API_HEADERS } from '../../schemas/protocol/headers';
import { imageUrl, srcset } from '../../src/lib/media/image-url';
import { reportedUgcMedia } from '../../src/lib/ugc/reported-media';

/** Photos the widget shows (one page of its stream). */
export const UGC_WIDGET_PHOTOS = 12;

/** The stream's approved photos (a plain fetch: pages that only show the widget load no API client), or null when the call fails. */
export async function fetchStreamMedia(apiBase: string, siteId: string, locale: string, streamId: string): Promise<UgcMedia[] | null> {
  const url = new URL(`${apiBase}/ugc/v1/streams/${encodeURIComponent(streamId)}/media`, window.location.origin);
  url.searchParams.set('limit', String(UGC_WIDGET_PHOTOS));
  url.searchParams.set('locale', locale);
  const response = await fetch(url, { headers: { accept: 'application/json', [API_HEADERS.brand]: siteId } });
  if (!response.ok) {
    // Read to the end: an unread answer stays open in the browser (the page never goes network-idle).
    const answer = await response.text().catch(() => '');
    throw new Error(`the user-photo service answered ${response.status}: ${answer.slice(0, 200)}`);
  }
  return ((await response.json()) as UgcMediaPage).media;
}

/**
 * The user-generated-content widget (spec §2, §9): created UGC_WIDGET_CREATE_DELAY_MS after it
 * connects, it asks the user-photo service for its stream's photos and shows them as buttons that
 * open the review dialog (its code loads on the first click). The server-rendered placeholders stay
 * only when the service answers no photo or fails (a failure is only logged, spec §8).
 */
export class UgcWidgetElement extends HTMLElement {
  #timer: number | undefined;
  #media: UgcMedia[] = [];

  connectedCallback() {
    this.#timer = window.setTimeout(() => void this.#create(), Number(this.dataset.delay) || 0);
  }

  disconnectedCallback() {
    window.clearTimeout(this.#timer);
  }

  async #create(): Promise<void> {
    const { apiBase = '/api', siteId = '', locale = 'en-us', streamId = '' } = this.dataset;
    let media: UgcMedia[] = [];
    try {
      const hidden = reportedUgcMedia();
      media = ((await fetchStreamMedia(apiBase, siteId, locale, streamId)) ?? []).filter((item) => !hidden.has(item.id));
    } catch (error) {
      console.warn('[ugc] photos could not be loaded:', error);
    }
    try {
      if (media.length > 0) this.#showPhotos(media);
      else this.#showPlaceholders();
      this.dataset.created = media.length > 0 ? 'photos' : 'placeholders';
    } catch (error) {
      console.warn('[ugc] widget could not be created:', error);
    }
  }

  #showPlaceholders(): void {
    const template = this.querySelector('template');
    if (template) this.replaceChildren(template.content.cloneNode(true));
  }

  #showPhotos(media: UgcMedia[]): void {
    this.#media = media;
    const openLabel = this.dataset.openLabel ?? '{name}';
    const list = document.createElement('ul');
    list.className = 'ugc__grid';
    media.forEach((item, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'ugc__photo';
      button.setAttribute('aria-label', openLabel.replace('{name}', item.user.screenName));
      const image = document.createElement('img');
      image.src = imageUrl(item.images.original, { width: 320, height: 320 });
      image.srcset = srcset(item.images.original, [160, 320], { aspectRatio: 1 }) ?? '';
      image.sizes = '(min-width: 40rem) 12rem, 50vw';
      image.alt = item.caption;
      image.width = 320;
      image.height = 320;
      image.loading = 'lazy';
      image.decoding = 'async';
      button.append(image);
      button.addEventListener('click', () => void this.#open(index, button));
      const entry = document.createElement('li');
      entry.append(button);
      list.append(entry);
    });
    this.replaceChildren(list);
  }

  async #open(index: number, opener: HTMLElement): Promise<void> {
    const { apiBase = '/api', siteId = '', locale = 'en-us', title = '' } = this.dataset;
    const { openUgcReview } = await import('../../islands/ugc/open-ugc-review');
    await openUgcReview({ apiBasePath: apiBase, siteId, locale }, { media: this.#media, index, title, opener, productId: this.dataset.productId });
  }
}
