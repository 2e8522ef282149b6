import { loadedMessagesFor, type MessageLanguage } from '../language';
import type { LocaleCode } from '../../sites';
import type { ValidationMessages } from './en';

/** The texts of a locale, loaded on demand, in the locale's typography. */
export async function loadValidationMessages(locale: LocaleCode): Promise<ValidationMessages> {
  return loadedMessagesFor(locale, ofLanguage);
}

/** One language's catalogue (its own chunk). */
async function ofLanguage(language: MessageLanguage): Promise<ValidationMessages> {
  switch (language) {
    case 'fr': return (await import('./fr')).fr;
    case 'de': return (await import('./de')).de;
    case 'it': return (await import('./it')).it;
    default: return (await import('./en')).en;
  }
}
