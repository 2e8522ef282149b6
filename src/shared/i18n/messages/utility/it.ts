import type { UtilityMessages } from './en';

export const it = {
  help: 'Aiuto e contatti',
  returns: 'Resi',
  account: 'Il mio account',
  favorites: 'Preferiti',
  loyalty: 'Programma fedeltà',
} satisfies UtilityMessages;
