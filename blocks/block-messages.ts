import { typeset } from '../src/shared/i18n/typography';
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
  articleFilters: 'Filter by topic',
  articleClearAll: 'Clear all',
  articleSeeMore: 'See more',
  articleSeeLess: 'See less',
  articleReadMore: 'Read more',
  articleNoResults: 'No articles match these filters.',
  articleUnavailable: 'Articles could not be loaded. Please try again.',
  articleActiveFilters: '{n} active',
  articleShown: '{shown} of {total} articles',
  relatedArticles: 'Related articles',
};

export type BlockMessages = typeof en;

const CATALOGUES: Record<string, BlockMessages> = {
  en,
  fr: typeset('fr', {
    previousSlide: 'Diapositive précédente', nextSlide: 'Diapositive suivante', goToSlide: 'Aller à la diapositive {n}',
    pauseSlides: 'Mettre en pause le défilement', playSlides: 'Lancer le défilement', collection: 'Collection', benefits: 'Avantages', minimize: 'Réduire',
    articleFilters: 'Filtrer par thème', articleClearAll: 'Tout effacer', articleSeeMore: 'Voir plus', articleSeeLess: 'Voir moins',
    articleReadMore: 'Lire plus', articleNoResults: 'Aucun article ne correspond à ces filtres.', articleUnavailable: 'Impossible de charger les articles. Veuillez réessayer.',
    articleActiveFilters: '{n} actif(s)', articleShown: '{shown} articles sur {total}', relatedArticles: 'Articles associés',
  }),
  de: {
    previousSlide: 'Vorherige Folie', nextSlide: 'Nächste Folie', goToSlide: 'Zu Folie {n}',
    pauseSlides: 'Automatisches Blättern anhalten', playSlides: 'Automatisches Blättern starten', collection: 'Kollektion', benefits: 'Vorteile', minimize: 'Minimieren',
    articleFilters: 'Nach Thema filtern', articleClearAll: 'Alle löschen', articleSeeMore: 'Mehr anzeigen', articleSeeLess: 'Weniger anzeigen',
    articleReadMore: 'Mehr lesen', articleNoResults: 'Keine Artikel passen zu diesen Filtern.', articleUnavailable: 'Die Artikel konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    articleActiveFilters: '{n} aktiv', articleShown: '{shown} von {total} Artikeln', relatedArticles: 'Ähnliche Artikel',
  },
  it: {
    previousSlide: 'Slide precedente', nextSlide: 'Slide successiva', goToSlide: 'Vai alla slide {n}',
    pauseSlides: 'Metti in pausa lo scorrimento', playSlides: 'Avvia lo scorrimento', collection: 'Collezione', benefits: 'Vantaggi', minimize: 'Riduci a icona',
    articleFilters: 'Filtra per argomento', articleClearAll: 'Cancella tutto', articleSeeMore: 'Mostra di più', articleSeeLess: 'Mostra di meno',
    articleReadMore: 'Leggi di più', articleNoResults: 'Nessun articolo corrisponde a questi filtri.', articleUnavailable: 'Impossibile caricare gli articoli. Riprova.',
    articleActiveFilters: '{n} attivi', articleShown: '{shown} di {total} articoli', relatedArticles: 'Articoli correlati',
  },
};

/** Messages for a locale such as `fr-ca`; English when the language has no catalogue. */
export function blockMessages(locale: string): BlockMessages {
  return CATALOGUES[locale.split('-')[0] ?? 'en'] ?? en;
}
