import { loadedMessagesFor, type MessageLanguage } from '../language';
import type { LocaleCode } from '../../sites';
import type { ProductExtrasMessages } from './en';

/** The texts of a locale, loaded on demand, in the locale's typography. */
export async function loadProductExtrasMessages(locale: LocaleCode): Promise<ProductExtrasMessages> {
  return loadedMessagesFor(locale, ofLanguage);
}

/** One language's catalogue (its own chunk). */
async function ofLanguage(language: MessageLanguage): Promise<ProductExtrasMessages> {
  switch (language) {
    case 'fr': return (await import('./fr')).fr;
    case 'de': return (await import('./de')).de;
    case 'it': return (await import('./it')).it;
    default: return (await import('./en')).en;
  }
}
