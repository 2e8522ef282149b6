import type { GenericPagePath } from '../generic-pages';
import type { PolicyFacts } from './facts';

/** Generic pages that open with a banner and carry blocks of their own: one line of text introduces them. */
export type LandingPagePath = Extract<GenericPagePath, 'help/contact-us' | 'loyalty' | 'westend' | 'basecamp'>;
/** Generic pages that are text only (returns, terms, privacy): their whole body is policy copy. */
export type TextPagePath = Exclude<GenericPagePath, LandingPagePath>;

/** One language's copy of the generic pages: rich-text HTML (h2, p, ul/ol, a, strong) built from the facts. */
export type PolicyCopy = Record<GenericPagePath, (facts: PolicyFacts) => string>;
