import type { UtilityMessages } from './en';

export const de = {
  help: 'Hilfe und Kontakt',
  returns: 'Rücksendungen',
  account: 'Mein Konto',
  favorites: 'Favoriten',
  loyalty: 'Treueprogramm',
} satisfies UtilityMessages;
