import { loadedMessagesFor, type MessageLanguage } from '../language';
import type { LocaleCode } from '../../sites';
import type { UgcMessages } from './en';

/** The user-photo texts of a locale, loaded on demand, in the locale's typography. */
export async function loadUgcMessages(locale: LocaleCode): Promise<UgcMessages> {
  return loadedMessagesFor(locale, ofLanguage);
}

/** One language's catalogue (its own chunk). */
async function ofLanguage(language: MessageLanguage): Promise<UgcMessages> {
  switch (language) {
    case 'fr': return (await import('./fr')).fr;
    case 'de': return (await import('./de')).de;
    case 'it': return (await import('./it')).it;
    default: return (await import('./en')).en;
  }
}
