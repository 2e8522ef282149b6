import type { UtilityMessages } from './en';
import { typeset } from '../../typography';

export const fr = typeset('fr', {
  help: 'Aide et contact',
  returns: 'Retours',
  account: 'Mon compte',
  favorites: 'Favoris',
  loyalty: 'Programme de fidélité',
} satisfies UtilityMessages);
