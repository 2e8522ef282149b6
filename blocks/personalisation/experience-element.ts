import { announceRecalculations, DECISION_EVENT, PersonalisedSlot, RECALCULATE_EVENT } from './personalised-slot-element';

/**
 * An experiment: baseline until a decision event (with consent) or the test context names a
 * variant. Its own module, so pages with segmentation blocks only do not load it.
 */
export class ExperienceElement extends PersonalisedSlot {
  connectedCallback() {
    announceRecalculations();
    this.#onRecalculate();
    window.addEventListener(DECISION_EVENT, this.#onDecision);
    window.addEventListener(RECALCULATE_EVENT, this.#onRecalculate);
  }

  disconnectedCallback() {
    window.removeEventListener(DECISION_EVENT, this.#onDecision);
    window.removeEventListener(RECALCULATE_EVENT, this.#onRecalculate);
  }

  #onDecision = (event: Event) => {
    const detail = (event as CustomEvent<{ experienceId?: string; variantId?: string }>).detail;
    if (detail?.experienceId === this.dataset.experienceId && detail.variantId && this.mayPersonalise()) this.show(detail.variantId);
  };

  #onRecalculate = () => {
    this.show(this.forcedVariant(this.dataset.experienceId) ?? null);
  };
}
