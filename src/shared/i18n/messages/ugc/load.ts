import type { MessageLanguage } from '../language';
import type { UgcMessages } from './en';

/** The texts of one language, loaded on demand (each language is its own small chunk). */
export async function loadUgcMessages(language: MessageLanguage): Promise<UgcMessages> {
  switch (language) {
    case 'fr': return (await import('./fr')).fr;
    case 'de': return (await import('./de')).de;
    case 'it': return (await import('./it')).it;
    default: return (await import('./en')).en;
  }
}
