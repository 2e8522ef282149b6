import { responsiveImage, type ResponsiveImage } from '../../src/lib/media/image-url';

/**
 * An article teaser's picture through the image endpoint: 3:2, laid out one per row on phones,
 * two from 640px and up to four in a 72rem row. Shared by ArticleCard.astro (server) and the
 * article grid's script (cards added by filters and load more), so both ask for the same files.
 */
export function articleCardImage(src: string): ResponsiveImage {
  return responsiveImage(src, {
    widths: [320, 480, 640],
    sizes: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
    aspectRatio: 2 / 3,
  });
}
