import { de } from './de';
import { en, type ContactLabels } from './en';
import { fr } from './fr';
import { it } from './it';
import type { MessageLanguage } from '../language';

export type { ContactLabelKey, ContactLabels } from './en';

/** Every language at once: for the API (contact us categories) and tests. */
export const CONTACT_LABELS: Readonly<Record<MessageLanguage, ContactLabels>> = { en, fr, de, it };
