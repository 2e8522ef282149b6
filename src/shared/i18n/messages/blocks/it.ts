import type { BlockMessages } from './en';

export const it = {
  previousSlide: 'Slide precedente', nextSlide: 'Slide successiva', goToSlide: 'Vai alla slide {n}',
  pauseSlides: 'Metti in pausa lo scorrimento', playSlides: 'Avvia lo scorrimento', collection: 'Collezione', benefits: 'Vantaggi', minimize: 'Riduci a icona',
  articleFilters: 'Filtra per argomento', articleClearAll: 'Cancella tutto', articleSeeMore: 'Mostra di più', articleSeeLess: 'Mostra di meno',
  articleReadMore: 'Leggi di più', articleNoResults: 'Nessun articolo corrisponde a questi filtri.', articleUnavailable: 'Impossibile caricare gli articoli. Riprova.',
  articleActiveFilters: '{n} attivi', articleShown: '{shown} di {total} articoli', relatedArticles: 'Articoli correlati',
} satisfies BlockMessages;
