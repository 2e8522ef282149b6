/**
 * Chrome text that blocks show around editor content (button names for screen readers), per
 * language. Editor-facing text comes from the block data; this is only what editors don't write.
 */
export const en = {
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

export type BlockMessageKey = keyof typeof en;
export type BlockMessages = Record<BlockMessageKey, string>;
