import { loadedMessagesFor, type MessageLanguage } from '../language';
import type { LocaleCode } from '../../sites';
import type { AssociateMessages } from './en';

/** The texts of a locale, loaded on demand (the bar and the cart's adjustments load them only in associate mode). */
export async function loadAssociateMessages(locale: LocaleCode): Promise<AssociateMessages> {
  return loadedMessagesFor(locale, ofLanguage);
}

/** One language's catalogue (its own chunk). */
async function ofLanguage(language: MessageLanguage): Promise<AssociateMessages> {
  switch (language) {
    case 'fr': return (await import('./fr')).fr;
    case 'de': return (await import('./de')).de;
    case 'it': return (await import('./it')).it;
    default: return (await import('./en')).en;
  }
}
