import { ACCEPT_ALL, CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS, OPTIONAL_CATEGORIES, REJECT_OPTIONAL, readConsentCookie, serializeConsent, type ConsentChoices } from '../../lib/consent/consent';

/** The consent banner and preferences: plain DOM, no framework, so it costs almost nothing. */
export class ConsentBannerElement extends HTMLElement {
  /** Shows the banner with the preferences open (a cookie-preferences control was used). */
  openPreferences = () => {};

  connectedCallback() {
    const form = this.querySelector('form')!;
    const choices = this.querySelector<HTMLFieldSetElement>('fieldset')!;
    const toggle = this.querySelector<HTMLButtonElement>('[data-consent="preferences"]')!;
    const save = this.querySelector<HTMLButtonElement>('[data-consent="save"]')!;
    const showPreferences = (open: boolean) => {
      choices.hidden = !open;
      save.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
    };
    const fill = (current: ConsentChoices) => {
      for (const category of OPTIONAL_CATEGORIES) {
        const box = form.elements.namedItem(category) as HTMLInputElement;
        box.checked = current[category];
      }
    };
    const store = (current: ConsentChoices) => {
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${CONSENT_COOKIE}=${serializeConsent(current)}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
      this.hidden = true;
      window.dispatchEvent(new CustomEvent('storefront:consent-changed', { detail: current }));
    };
    this.querySelector('[data-consent="accept"]')!.addEventListener('click', () => store(ACCEPT_ALL));
    this.querySelector('[data-consent="reject"]')!.addEventListener('click', () => store(REJECT_OPTIONAL));
    toggle.addEventListener('click', () => showPreferences(choices.hidden === true));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const current = { ...REJECT_OPTIONAL };
      for (const category of OPTIONAL_CATEGORIES) current[category] = (form.elements.namedItem(category) as HTMLInputElement).checked;
      store(current);
    });
    this.openPreferences = () => {
      fill(readConsentCookie(document.cookie) ?? REJECT_OPTIONAL);
      showPreferences(true);
      this.hidden = false;
      (form.elements.namedItem(OPTIONAL_CATEGORIES[0]) as HTMLInputElement).focus();
    };
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest?.('[data-open-consent]')) this.openPreferences();
    });
    if (!readConsentCookie(document.cookie)) this.hidden = false;
  }
}
