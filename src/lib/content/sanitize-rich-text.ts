import sanitizeHtml from 'sanitize-html';
import { typesetText } from '../../shared/i18n/typography';

/**
 * Editor rich text → safe HTML. An allow-list: formatting, lists, headings and links only.
 * No script/style/iframe, no event handlers, no style attributes, no javascript:/data: URLs
 * (links may be local paths, https, mailto or tel).
 */
const BASE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** A local path (one leading slash, not a protocol-relative // or /\\ URL). */
const LOCAL_PATH = /^\/(?![/\\])/;

function options(link: ((path: string) => string) | undefined, locale?: string): sanitizeHtml.IOptions {
  return {
    ...BASE_OPTIONS,
    ...(locale ? { textFilter: (text: string) => typesetText(text, locale) } : {}),
    transformTags: {
      a: (tagName, attribs) => {
        const next: Record<string, string> = { ...attribs };
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        else delete next.target;
        // Internal links keep the page's carried query (siteId, cms, previewDateTime, ...), as block links do.
        if (link && next.href !== undefined && LOCAL_PATH.test(next.href.trim())) next.href = link(next.href.trim());
        return { tagName, attribs: next };
      },
    },
  };
}

const DEFAULT_OPTIONS = options(undefined);

/**
 * `link` rewrites internal links (blocks pass ctx.href so preview and site parameters survive
 * navigation); the result is sanitised after it, like any other link. `locale` (the page's)
 * sets the text in its typography (typesetText, the rule the catalogues use).
 */
export function sanitizeRichText(html: string, link?: (path: string) => string, locale?: string): string {
  return sanitizeHtml(html, link || locale ? options(link, locale) : DEFAULT_OPTIONS);
}
