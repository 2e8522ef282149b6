import type { z } from 'zod';
import type { LocaleCode } from '../../../shared/i18n/sites';
import { translateZodIssue, validationCodeOf } from '../../../shared/validation/zod/to-zod-issue';
import { isKnownErrorId } from '../../../../schemas/protocol/error-catalogue';
import { ApiError } from '../../http/api-error';

/**
 * Runs a validation-module form schema and answers the first failing field like the form shows
 * it: the message in the request's language, the field path, and the §5 code as errorId when
 * the catalogue knows it (PRO410, PRO411, AUT453), else API400.
 */
export function parseForm<S extends z.ZodType>(schema: S, value: unknown, locale: LocaleCode, prefix = ''): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = `${prefix}${issue.path.map(String).join('.')}` || '(body)';
  const code = validationCodeOf(issue);
  const errorId = code && isKnownErrorId(code) ? code : 'API400';
  throw new ApiError(errorId, translateZodIssue(issue, locale), { field, status: 400 });
}
