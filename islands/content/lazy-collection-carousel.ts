/*
 * The collection carousel as islands load it on demand (the recommendation carousel, on a
 * shopper's first touch): import() only. Pages import CollectionCarousel.tsx itself as an island,
 * and a module that is imported both ways is not split into a chunk of its own.
 */
export { default } from './CollectionCarousel';
