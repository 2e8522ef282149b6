// Loaded with import() by the header's account link (a flash message, sign-out, the sign-in dialog):
// the validation catalogue of the page locale, so the link itself carries none.
export { loadValidationMessages } from '../../src/shared/i18n/messages/validation/load';
