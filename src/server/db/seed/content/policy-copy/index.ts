import type { GenericPagePath } from '../generic-pages';
import type { SeedLanguage } from '../dictionary';
import { DE } from './de';
import { EN } from './en';
import type { PolicyFacts } from './facts';
import { FR } from './fr';
import { IT } from './it';
import type { PolicyCopy } from './types';

export { policyFacts, type PolicyFacts } from './facts';

const COPY: Record<SeedLanguage, PolicyCopy> = { en: EN, fr: FR, de: DE, it: IT };

/** The rich-text body of a generic page: the whole text of returns, terms and privacy; one line introducing a landing page. */
export function policyHtml(language: SeedLanguage, path: GenericPagePath, facts: PolicyFacts): string {
  return COPY[language][path](facts);
}
