import { t, type MessageLanguage } from '@shared/i18n/messages';
import type { LocaleCode } from '@shared/i18n/sites';
import type { z } from 'zod';
import type { ValidationCode } from '../codes';
import type { ValidationIssue } from '../issue';

/** Zod issue params carry the message key (for translation) and the §5 code where there is one. */
export interface ValidationIssueParams {
  readonly key: ValidationIssue['key'];
  readonly code?: ValidationCode;
  readonly params?: ValidationIssue['params'];
}

/** A zod custom issue whose message is the rule's English text. */
export function toZodIssue(found: ValidationIssue, input: unknown, path: PropertyKey[] = []): z.core.$ZodRawIssue {
  const params: ValidationIssueParams = { key: found.key, ...(found.code ? { code: found.code } : {}), ...(found.params ? { params: found.params } : {}) };
  return { code: 'custom', message: t('en', found.key, found.params), input, path, params };
}

/** The §5 code of a zod issue raised by these adapters, for the API's errorId. */
export function validationCodeOf(zodIssue: z.core.$ZodIssue): ValidationCode | undefined {
  return zodIssue.code === 'custom' ? (zodIssue.params as ValidationIssueParams | undefined)?.code : undefined;
}

/** The issue's message in another language; issues not raised by these adapters keep their text. */
export function translateZodIssue(zodIssue: z.core.$ZodIssue, locale: LocaleCode | MessageLanguage): string {
  const params = zodIssue.code === 'custom' ? (zodIssue.params as ValidationIssueParams | undefined) : undefined;
  return params?.key ? t(locale, params.key, params.params) : zodIssue.message;
}
