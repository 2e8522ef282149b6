/**
 * The rules for what a page tells browsers and crawlers about itself, in one place: the document
 * title carries the brand once, and a description is a sentence or two of plain text.
 */

/**
 * The document title: the page's own title, then the site name once ("Sign in | Stride"). Segments
 * that are the site name already ("Sign in | Stride", "Stride | Home") are dropped first, so a title
 * written with the brand never shows it twice. The home page leads with the site name
 * ("Stride | Made for the long run", or just "Stride").
 */
export function documentTitle(title: string, siteName: string, options: { home?: boolean } = {}): string {
  const brand = siteName.trim().toLowerCase();
  const own = title.split('|').map((part) => part.trim()).filter((part) => part !== '' && part.toLowerCase() !== brand);
  if (own.length === 0) return siteName;
  return options.home ? [siteName, ...own].join(' | ') : [...own, siteName].join(' | ');
}

const DESCRIPTION_LENGTH = 160;

/** Plain text of at most 160 characters, cut at a word with an ellipsis; undefined when empty. */
export function metaDescription(text: string | null | undefined): string | undefined {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2));
  return `${atWord.replace(/[\s,;:.–-]+$/, '')}…`;
}
