import type { LocationMessages } from './en';
import { typeset } from '../../typography';

export const fr = typeset('fr', {
  title: 'Votre position : {country}',
  text: 'Vous êtes sur {site} {current}. Les prix, la livraison et les offres dépendent du pays.',
  goTo: 'Continuer sur {site} {country}',
  goToLanguage: 'Continuer sur {site} {country} ({language})',
  stay: 'Rester sur {site} {current}',
} satisfies LocationMessages);
