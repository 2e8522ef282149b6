/**
 * The event teaser's only script: on a click on its button, import the dialog opener (React,
 * the forms and the texts come with it) and open the event-sign-up dialog. Nothing else loads
 * before that click. The opener's data is the JSON the server wrote into data-opener.
 */
export class EventSignUpElement extends HTMLElement {
  connectedCallback() {
    this.addEventListener('click', this.#onClick);
  }

  disconnectedCallback() {
    this.removeEventListener('click', this.#onClick);
  }

  #onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-event-open]');
    if (!button || !this.contains(button) || button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    const opener = JSON.parse(this.dataset.opener ?? '{}');
    void import('../../islands/events/open')
      .then(({ openEventSignUp }) => openEventSignUp(opener))
      .catch((error: unknown) => console.error('[events] the sign-up dialog could not be opened', error))
      .finally(() => button.removeAttribute('aria-busy'));
  };
}
