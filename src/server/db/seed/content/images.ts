/** Local SVG artwork per brand under public/images/content/: brand gradients with seeded products (scripts/generate-content-images.ts). */
export function contentImages(siteId: string) {
  const base = `/images/content/${siteId}`;
  return {
    heroDesktop: { src: `${base}-hero.svg`, width: 1920, height: 1080, alt: '' },
    heroMobile: { src: `${base}-hero-mobile.svg`, width: 750, height: 1000, alt: '' },
    espot: { src: `${base}-espot.svg`, width: 800, height: 600, alt: '' },
    cards: [1, 2, 3].map((n) => ({ src: `${base}-card-${n}.svg`, width: 800, height: 1000, alt: '' })),
  };
}
