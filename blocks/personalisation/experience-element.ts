import { recordImpression } from '../../src/lib/analytics/experiment-events';
import type { Region } from '../../src/shared/i18n/sites';
import { DECISION_EVENT, requestDecisions, type Decision } from './decide-client';
import { announceRecalculations, PersonalisedSlot, RECALCULATE_EVENT } from './personalised-slot-element';

/**
 * An experiment: the test context's variant (an editor's explicit request) if it names one; else,
 * with targeting consent, the arm the decide call assigns this visitor; else the baseline. Every
 * arm is already in the block's grid cell, so the swap moves nothing. Its own module, so pages
 * with segmentation blocks only do not load it.
 */
export class ExperienceElement extends PersonalisedSlot {
  #decision: Decision | undefined;

  connectedCallback() {
    announceRecalculations();
    window.addEventListener(DECISION_EVENT, this.#onDecision);
    window.addEventListener(RECALCULATE_EVENT, this.#evaluate);
    this.#evaluate();
  }

  disconnectedCallback() {
    window.removeEventListener(DECISION_EVENT, this.#onDecision);
    window.removeEventListener(RECALCULATE_EVENT, this.#evaluate);
  }

  #onDecision = (event: Event) => {
    const detail = (event as CustomEvent<Partial<Decision>>).detail;
    // A decision that arrives without consent is not kept: it must not apply once consent is given.
    if (detail?.experienceId !== this.dataset.experienceId || !detail.variantId || !this.mayPersonalise()) return;
    this.#decision = detail as Decision;
    this.#evaluate();
  };

  /** Runs on connect, on each decision and on `storefront:recalculate` (consent given or withdrawn, sign-in, cart). */
  #evaluate = () => {
    const forced = this.forcedVariant(this.dataset.experienceId);
    if (forced) return this.show(forced);
    if (!this.mayPersonalise()) return this.show(null);
    if (!this.#decision) {
      void requestDecisions(this.decideTarget());
      return this.show(null);
    }
    this.show(this.#decision.variantId);
    if (this.dataset.preview !== 'true' && this.dataset.shown === this.#decision.variantId && typeof this.#decision.impressionId === 'string') {
      recordImpression(
        { apiBase: this.dataset.apiBase ?? '/api', siteId: this.dataset.siteId ?? '', locale: this.dataset.locale ?? '', region: (this.dataset.region ?? 'EMEA') as Region },
        { experienceId: this.#decision.experienceId, variantId: this.#decision.variantId, impressionId: this.#decision.impressionId },
      );
    }
  };
}
