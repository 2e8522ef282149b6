import { messageLanguageOf, type MessageLanguage } from '../language';
import type { LocaleCode } from '../../sites';
import { typesetFor } from '../../typography';
import type { UiMessages } from './en';

/** The texts of a locale, loaded on demand (each language is its own small chunk). */
export async function loadUiMessages(locale: LocaleCode): Promise<UiMessages> {
  return typesetFor(locale, await ofLanguage(messageLanguageOf(locale)));
}

/** In the locale's typography, as `messagesFor` gives them on the server. */
async function ofLanguage(language: MessageLanguage): Promise<UiMessages> {
  switch (language) {
    case 'fr': return (await import('./fr')).fr;
    case 'de': return (await import('./de')).de;
    case 'it': return (await import('./it')).it;
    default: return (await import('./en')).en;
  }
}
