import type { UtilityMessages } from './en';

export const fr = {
  help: 'Aide et contact',
  returns: 'Retours',
  account: 'Mon compte',
  favorites: 'Favoris',
  loyalty: 'Programme de fidélité',
} satisfies UtilityMessages;
