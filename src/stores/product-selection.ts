import { atom } from 'nanostores';

/** The colour chosen in the product page's buy box; the gallery island shows its images. */
export const $selectedColor = atom<string | null>(null);
