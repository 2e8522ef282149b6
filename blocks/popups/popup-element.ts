import { readConsentCookie } from '../../src/lib/consent/consent';
import { CART_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../src/stores/storage-keys';
import { track } from '../../src/lib/analytics/tracking';
import { closedPopupThisVisit, dismissPopup, isPopupDismissed, rememberPopupClosedThisVisit } from '../../src/stores/popups';
import { locationTurnDone } from '../../src/stores/overlay-turns';

/** How often a timed expansion that had to wait (a dialog open) looks again. */
const WAIT_STEP_MS = 500;

/** A modal dialog (sign-in, mini cart, quick shop...) is in front: a pop-up never opens over it. */
function modalOpen(): boolean {
  return document.querySelector('dialog[open], [aria-modal="true"]:not([hidden])') !== null;
}

let audienceModule: Promise<typeof import('../personalisation/popup-audience')> | undefined;

/**
 * Whether the pop-up's audience takes this shopper. A visitor the browser keeps nothing about (no
 * session, no cart stored) is a new guest, whom the server already judged (data-guest); anyone
 * else is judged in the browser by a small module loaded then. Every pop-up of the page waits for
 * the same answer, so they are still judged in page order.
 */
function takesShopper(popup: HTMLElement): Promise<boolean> {
  try {
    if (localStorage.getItem(SESSION_STORAGE_KEY) ?? localStorage.getItem(CART_STORAGE_KEY)) {
      audienceModule ??= import('../personalisation/popup-audience');
      // A module that could not load shows no pop-up rather than the wrong one.
      return audienceModule.then((audience) => audience.popupTakesShopper(popup), () => false);
    }
  } catch {
    // Storage disabled: nothing stored, a new guest.
  }
  return Promise.resolve(popup.hasAttribute('data-guest'));
}

/**
 * A content pop-up, the last of the page's overlays to speak: nothing shows before the visitor has
 * answered the consent banner; then it appears minimized, expands after its delay (later if a dialog
 * is open; never by itself where the page asks pop-ups to stay minimized, as the product page does
 * beside its buy box), and once closed is remembered as dismissed. Only the first pop-up of the page
 * that was not dismissed and whose audience (data-show-to, data-hide-from: segments) takes this
 * shopper shows, and after one was closed no other shows for the rest of the visit. Its page rules
 * were applied on the server (Popup.astro).
 */
export class PopupElement extends HTMLElement {
  #timer: number | undefined;
  #waitForConsent: (() => void) | undefined;

  connectedCallback() {
    if (isPopupDismissed(this.dataset.popupId ?? '') || closedPopupThisVisit()) return;
    void takesShopper(this).then((taken) => {
      if (taken && this.isConnected && !document.querySelector('storefront-popup[data-state], storefront-popup[data-waiting]')) this.#claim();
    });
  }

  /**
   * This pop-up is the page's one: it shows once the visitor has answered the consent banner and
   * the location confirmation had its turn (src/stores/overlay-turns.ts).
   */
  #claim() {
    const startAfterLocation = () => {
      this.dataset.waiting = 'location';
      void locationTurnDone.then(() => {
        if (this.dataset.waiting !== 'location' || !this.isConnected) return;
        delete this.dataset.waiting;
        this.#start();
      });
    };
    if (readConsentCookie(document.cookie)) {
      startAfterLocation();
      return;
    }
    this.dataset.waiting = 'consent';
    this.#waitForConsent = () => {
      this.#stopWaitingForConsent();
      startAfterLocation();
    };
    window.addEventListener('storefront:consent-changed', this.#waitForConsent);
  }

  #stopWaitingForConsent() {
    if (this.#waitForConsent) window.removeEventListener('storefront:consent-changed', this.#waitForConsent);
    this.#waitForConsent = undefined;
    delete this.dataset.waiting;
  }

  #expandWhenFree = () => {
    if (this.dataset.state !== 'minimized') return;
    if (modalOpen()) {
      this.#timer = window.setTimeout(this.#expandWhenFree, WAIT_STEP_MS);
      return;
    }
    this.#setState('expanded');
  };

  #start() {
    const id = this.dataset.popupId ?? '';
    this.#setState('minimized');
    track({ event: 'popup_impression', popup_id: id });
    if (!document.querySelector('[data-popups-stay-minimized]')) this.#timer = window.setTimeout(this.#expandWhenFree, Number(this.dataset.delay) || 0);
    // Whoever expands, minimizes or closes it by hand keeps their place: the control they used
    // disappears, so focus moves to the panel, back to the tab, or to the page's main content.
    // The timed expansion never moves focus (the shopper may be typing elsewhere).
    this.querySelector('[data-expand]')?.addEventListener('click', () => {
      this.#setState('expanded');
      this.querySelector<HTMLElement>('[data-panel]')?.focus();
    });
    this.querySelector('[data-minimize]')?.addEventListener('click', () => this.#minimizeByHand());
    this.querySelector('[data-close]')?.addEventListener('click', () => {
      const hadFocus = this.contains(document.activeElement);
      dismissPopup(id);
      rememberPopupClosedThisVisit();
      this.#setState(null);
      if (hadFocus) document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
    });
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.dataset.state === 'expanded') this.#minimizeByHand();
    });
  }

  #minimizeByHand() {
    const hadFocus = this.contains(document.activeElement);
    this.#setState('minimized');
    if (hadFocus) this.querySelector<HTMLElement>('[data-expand]')?.focus();
  }

  disconnectedCallback() {
    window.clearTimeout(this.#timer);
    this.#stopWaitingForConsent();
  }

  #setState(state: 'minimized' | 'expanded' | null) {
    window.clearTimeout(this.#timer);
    if (state === null) {
      this.hidden = true;
      this.removeAttribute('data-state');
      return;
    }
    this.hidden = false;
    if (state === 'expanded' && this.dataset.state !== 'expanded') track({ event: 'popup_expand', popup_id: this.dataset.popupId ?? '' });
    this.dataset.state = state;
    const panel = this.querySelector<HTMLElement>('[data-panel]');
    const tab = this.querySelector<HTMLElement>('[data-expand]');
    if (panel) panel.hidden = state !== 'expanded';
    if (tab) {
      tab.hidden = state === 'expanded';
      tab.setAttribute('aria-expanded', String(state === 'expanded'));
    }
  }
}
