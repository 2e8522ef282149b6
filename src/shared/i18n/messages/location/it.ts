import type { LocationMessages } from './en';

export const it = {
  title: 'La tua posizione: {country}',
  text: 'Sei su {site} {current}. Prezzi, consegna e offerte cambiano da paese a paese.',
  goTo: 'Continua su {site} {country}',
  goToLanguage: 'Continua su {site} {country} ({language})',
  stay: 'Resta su {site} {current}',
} satisfies LocationMessages;
