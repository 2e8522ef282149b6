import type { SegmentCondition } from '../../schemas/content/blocks/segmentation';
import { pickSegment } from './segment-conditions';
import { readShopperState, readTestContext } from './shopper-state';

export const DECISION_EVENT = 'storefront:decision';
export const RECALCULATE_EVENT = 'storefront:recalculate';

/**
 * Swaps the server-rendered baseline (in [data-slot]) for a variant rendered into
 * <template data-variant-id>. Subclasses decide which variant applies.
 */
abstract class PersonalisedSlot extends HTMLElement {
  #baseline: Node[] | undefined;
  /** undefined until the first decision, so the baseline is marked too (data-shown). */
  #shown: string | null | undefined = undefined;

  protected show(variantId: string | null) {
    const slot = this.querySelector<HTMLElement>(':scope > [data-slot]');
    if (!slot || variantId === this.#shown) return;
    const template = variantId === null ? null : this.querySelector<HTMLTemplateElement>(`:scope > template[data-variant-id="${CSS.escape(variantId)}"]`);
    if (variantId !== null && !template) return;
    this.#baseline ??= [...slot.childNodes];
    slot.replaceChildren(...(template ? [template.content.cloneNode(true)] : this.#baseline));
    this.#shown = variantId;
    this.dataset.shown = variantId ?? 'baseline';
  }
}

/** An experiment: baseline until a decision event or the test context names a variant. */
export class ExperienceElement extends PersonalisedSlot {
  connectedCallback() {
    this.#fromTestContext();
    window.addEventListener(DECISION_EVENT, this.#onDecision);
    window.addEventListener(RECALCULATE_EVENT, this.#onRecalculate);
  }

  disconnectedCallback() {
    window.removeEventListener(DECISION_EVENT, this.#onDecision);
    window.removeEventListener(RECALCULATE_EVENT, this.#onRecalculate);
  }

  #fromTestContext() {
    const variant = readTestContext(location.search)[this.dataset.experienceId ?? ''];
    if (variant) this.show(variant);
  }

  #onDecision = (event: Event) => {
    const detail = (event as CustomEvent<{ experienceId?: string; variantId?: string }>).detail;
    if (detail?.experienceId === this.dataset.experienceId && detail.variantId) this.show(detail.variantId);
  };

  #onRecalculate = () => {
    this.show(null);
    this.#fromTestContext();
  };
}

/** Segmentation: the first segment whose condition holds, or the test-context segment. */
export class SegmentationElement extends PersonalisedSlot {
  connectedCallback() {
    this.#evaluate();
    window.addEventListener(RECALCULATE_EVENT, this.#evaluate);
    window.addEventListener('storefront:store-changed', this.#evaluate);
  }

  disconnectedCallback() {
    window.removeEventListener(RECALCULATE_EVENT, this.#evaluate);
    window.removeEventListener('storefront:store-changed', this.#evaluate);
  }

  #evaluate = () => {
    const forced = readTestContext(location.search)[this.dataset.segmentationId ?? ''];
    if (forced) return this.show(forced);
    const segments = (this.dataset.segments ?? '').split(' ').filter(Boolean).map((id) => ({ id: id as SegmentCondition }));
    this.show(pickSegment(segments, readShopperState())?.id ?? null);
  };
}
