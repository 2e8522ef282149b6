import type { SegmentCondition } from '../../schemas/content/blocks/segmentation';
import { personalisationAllowed, readConsentCookie } from '../../src/lib/consent/consent';
import type { Region } from '../../src/shared/i18n/sites';
import { pickSegment, segmentValue } from '../../src/shared/personalisation/segments';
import { forgetDecisions, requestDecisions, type DecideResult, type DecideTarget } from './decide-client';
import { readShopperState, readTestContext } from './shopper-state';
import { CART_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../src/stores/storage-keys';

export const RECALCULATE_EVENT = 'storefront:recalculate';
const CONSENT_CHANGED_EVENT = 'storefront:consent-changed';
const STORE_CHANGED_EVENT = 'storefront:store-changed';

/**
 * The recalculate event (spec §4) follows what segments are made of: sign-in and sign-out (the
 * session's display state), cart changes (the stored cart, in this tab or another) and consent
 * answers. Installed once, by the first personalised block of the page.
 */
let announcing = false;
export function announceRecalculations(): void {
  if (announcing) return;
  announcing = true;
  // The page's decide answer was about the shopper before the change: the next block to need it asks again.
  const recalculate = () => {
    forgetDecisions();
    window.dispatchEvent(new CustomEvent(RECALCULATE_EVENT));
  };
  const watched = (key: unknown) => key === SESSION_STORAGE_KEY || key === CART_STORAGE_KEY;
  window.addEventListener(STORE_CHANGED_EVENT, (event) => {
    if (watched((event as CustomEvent<{ key?: string }>).detail?.key)) recalculate();
  });
  window.addEventListener('storage', (event) => {
    if (watched(event.key)) recalculate();
  });
  window.addEventListener(CONSENT_CHANGED_EVENT, recalculate);
}

/**
 * Shows one of the server-rendered alternatives: the baseline and every variant sit in the same
 * grid cell ([data-slot]), all but the shown one hidden (visibility, inert), so the block keeps the
 * height of its tallest alternative and a swap moves nothing on the page (no layout shift), however
 * late it happens. Subclasses decide which variant applies.
 */
export abstract class PersonalisedSlot extends HTMLElement {
  protected show(variantId: string | null) {
    const wanted = variantId ?? 'baseline';
    const target = [...this.querySelectorAll<HTMLElement>(':scope > [data-slot]')].find((slot) => slot.dataset.slot === wanted);
    if (!target || this.dataset.shown === wanted) return;
    for (const slot of this.querySelectorAll<HTMLElement>(':scope > [data-slot]')) {
      slot.inert = slot !== target;
      slot.toggleAttribute('data-active', slot === target);
    }
    this.dataset.shown = wanted;
  }

  /** Personalisation needs targeting consent in EMEA (spec §6); the test context is an editor's explicit request. */
  protected mayPersonalise(): boolean {
    return personalisationAllowed({
      region: (this.dataset.region ?? 'EMEA') as Region,
      preview: this.dataset.preview === 'true',
      consent: readConsentCookie(document.cookie),
    });
  }

  protected forcedVariant(id: string | undefined): string | undefined {
    return readTestContext(location.search)[id ?? ''];
  }

  /** The page's decide call, from the block's data attributes (Experience.astro, Segmentation.astro). */
  protected decideTarget(): DecideTarget {
    return {
      apiBase: this.dataset.apiBase ?? '/api',
      siteId: this.dataset.siteId ?? '',
      locale: this.dataset.locale ?? '',
      preview: this.dataset.preview === 'true',
      pageClass: this.dataset.pageClass ?? 'Other',
      region: this.dataset.region ?? 'EMEA',
    };
  }
}

/**
 * Segmentation: the test-context segment, else (with consent) the first segment whose condition
 * holds, judged from what the browser keeps; what it does not know yet (a signed-in shopper's
 * membership or profile types before the profile was read, a session it holds no state of) the
 * decide call's segments answer, from the session on the server. Guests and known shoppers ask nothing.
 */
export class SegmentationElement extends PersonalisedSlot {
  #held: readonly SegmentCondition[] | undefined;
  #asked: Promise<DecideResult> | undefined;

  connectedCallback() {
    announceRecalculations();
    this.#evaluate();
    window.addEventListener(RECALCULATE_EVENT, this.#recalculate);
  }

  disconnectedCallback() {
    window.removeEventListener(RECALCULATE_EVENT, this.#recalculate);
  }

  /** The shopper changed: the decide answer is out of date. */
  #recalculate = () => {
    this.#held = undefined;
    this.#asked = undefined;
    this.#evaluate();
  };

  #evaluate = () => {
    const forced = this.forcedVariant(this.dataset.segmentationId);
    if (forced) return this.show(forced);
    if (!this.mayPersonalise()) return this.show(null);
    const segments = (this.dataset.segments ?? '').split(' ').filter(Boolean).map((id) => ({ id: id as SegmentCondition }));
    const state = readShopperState();
    if (!this.#held && segments.some((segment) => segmentValue(segment.id, state) === undefined)) this.#ask();
    this.show(pickSegment(segments, state, this.#held)?.id ?? null);
  };

  #ask() {
    if (this.#asked) return;
    const asked = (this.#asked = requestDecisions(this.decideTarget()));
    void asked.then((result) => {
      if (this.#asked !== asked) return;
      this.#held = result.segments ?? [];
      this.#evaluate();
    });
  }
}
