/**
 * Chrome text that blocks show around editor content (button names for screen readers), per
 * language. Editor-facing text comes from the block data; this is only what editors don't write.
 */
const en = {
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: 'Go to slide {n}',
  pauseSlides: 'Pause automatic sliding',
  playSlides: 'Start automatic sliding',
  collection: 'Collection',
  benefits: 'Benefits',
  minimize: 'Minimize',
};

export type BlockMessages = typeof en;

const CATALOGUES: Record<string, BlockMessages> = {
  en,
  fr: {
    previousSlide: 'Diapositive précédente', nextSlide: 'Diapositive suivante', goToSlide: 'Aller à la diapositive {n}',
    pauseSlides: 'Mettre en pause le défilement', playSlides: 'Lancer le défilement', collection: 'Collection', benefits: 'Avantages', minimize: 'Réduire',
  },
  de: {
    previousSlide: 'Vorherige Folie', nextSlide: 'Nächste Folie', goToSlide: 'Zu Folie {n}',
    pauseSlides: 'Automatisches Blättern anhalten', playSlides: 'Automatisches Blättern starten', collection: 'Kollektion', benefits: 'Vorteile', minimize: 'Minimieren',
  },
  it: {
    previousSlide: 'Slide precedente', nextSlide: 'Slide successiva', goToSlide: 'Vai alla slide {n}',
    pauseSlides: 'Metti in pausa lo scorrimento', playSlides: 'Avvia lo scorrimento', collection: 'Collezione', benefits: 'Vantaggi', minimize: 'Riduci a icona',
  },
};

/** Messages for a locale such as `fr-ca`; English when the language has no catalogue. */
export function blockMessages(locale: string): BlockMessages {
  return CATALOGUES[locale.split('-')[0] ?? 'en'] ?? en;
}
