/**
 * The rules for what a page tells browsers and crawlers about itself, in one place: the document
 * title carries the brand once, and a description is a sentence or two of plain text.
 */

/** "Men | Stride": the page's own title, then the brand, unless the title already names the brand. */
export function documentTitle(title: string, siteName: string): string {
  const parts = title.split('|').map((part) => part.trim());
  return parts.includes(siteName) ? title : `${title} | ${siteName}`;
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
