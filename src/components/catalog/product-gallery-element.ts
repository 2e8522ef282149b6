import { $selectedColor } from '../../stores/product-selection';

/** Shows the chosen colour's images (the first image when that colour has none of its own). */
export function showColor(gallery: HTMLElement, color: string): void {
  const images = [...gallery.querySelectorAll<HTMLImageElement>('img')];
  const ofColor = images.filter((image) => image.dataset.color === color);
  const shown = new Set(ofColor.length > 0 ? ofColor : images.slice(0, 1));
  for (const image of images) image.hidden = !shown.has(image);
  gallery.dataset.color = color;
}

/** Every product gallery of the page follows the colour chosen in the buy box. */
export function followChosenColor(): void {
  $selectedColor.subscribe((color) => {
    if (color === null) return;
    for (const gallery of document.querySelectorAll<HTMLElement>('product-gallery')) showColor(gallery, color);
  });
}
