import { LOCALES, localeCodeOf } from '../../src/shared/i18n/sites';
import { loadFavoritesMessages } from '../../src/shared/i18n/messages/favorites/load';
import { errorText, translator } from '../../src/shared/i18n/translator';
import './announce.css';

/*
 * Says why a heart went back (spec: optimistic with rollback and a message on failure): one alert
 * region at the bottom of the page, read out by screen readers, gone after a few seconds or when
 * closed. Loaded only when a heart fails, with the texts of the page language alone.
 */

const VISIBLE_MS = 6000;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  const existing = document.getElementById('favorites-notice');
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = 'favorites-notice';
  element.className = 'favorites-notice';
  element.setAttribute('role', 'alert');
  element.hidden = true;
  document.body.append(element);
  return element;
}

export async function announceFailure(locale: string, failure: { readonly errorId: string; readonly message?: string | undefined }): Promise<void> {
  const code = localeCodeOf(locale);
  const t = translator(await loadFavoritesMessages(code), LOCALES[code].tag);
  const element = region();
  element.textContent = errorText(t, failure);
  element.hidden = false;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    element.hidden = true;
  }, VISIBLE_MS);
}
