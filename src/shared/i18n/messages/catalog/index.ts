import { de } from './de';
import { en, type CatalogLabels } from './en';
import { fr } from './fr';
import { it } from './it';
import type { MessageLanguage } from '../language';

export type { CatalogLabelKey, CatalogLabels } from './en';

/** Every language at once: for the API (catalog answers) and tests. */
export const CATALOG_LABELS: Readonly<Record<MessageLanguage, CatalogLabels>> = { en, fr, de, it };
