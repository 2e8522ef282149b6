import type { BlockMessages } from './en';

export const de = {
  previousSlide: 'Vorherige Folie', nextSlide: 'Nächste Folie', goToSlide: 'Zu Folie {n}',
  pauseSlides: 'Automatisches Blättern anhalten', playSlides: 'Automatisches Blättern starten', collection: 'Kollektion', benefits: 'Vorteile', minimize: 'Minimieren',
  articleFilters: 'Nach Thema filtern', articleClearAll: 'Alle löschen', articleSeeMore: 'Mehr anzeigen', articleSeeLess: 'Weniger anzeigen',
  articleReadMore: 'Mehr lesen', articleNoResults: 'Keine Artikel passen zu diesen Filtern.', articleUnavailable: 'Die Artikel konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  articleActiveFilters: '{n} aktiv', articleShown: '{shown} von {total} Artikeln', relatedArticles: 'Ähnliche Artikel',
} satisfies BlockMessages;
