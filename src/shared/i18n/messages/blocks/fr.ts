import type { BlockMessages } from './en';
import { typeset } from '../../typography';

export const fr = typeset('fr', {
  previousSlide: 'Diapositive précédente', nextSlide: 'Diapositive suivante', goToSlide: 'Aller à la diapositive {n}',
  pauseSlides: 'Mettre en pause le défilement', playSlides: 'Lancer le défilement', collection: 'Collection', benefits: 'Avantages', minimize: 'Réduire',
  articleFilters: 'Filtrer par thème', articleClearAll: 'Tout effacer', articleSeeMore: 'Voir plus', articleSeeLess: 'Voir moins',
  articleReadMore: 'Lire plus', articleNoResults: 'Aucun article ne correspond à ces filtres.', articleUnavailable: 'Impossible de charger les articles. Veuillez réessayer.',
  articleActiveFilters: '{n} actif(s)', articleShown: '{shown} articles sur {total}', relatedArticles: 'Articles associés',
} satisfies BlockMessages);
