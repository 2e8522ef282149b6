import type { LocationMessages } from './en';

export const de = {
  title: 'Ihr Standort: {country}',
  text: 'Sie sind auf {site} {current}. Preise, Lieferung und Angebote sind je nach Land verschieden.',
  goTo: 'Weiter zu {site} {country}',
  goToLanguage: 'Weiter zu {site} {country} ({language})',
  stay: 'Bei {site} {current} bleiben',
} satisfies LocationMessages;
