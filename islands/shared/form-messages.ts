// Its own module (no zod): account and checkout islands tell API failures apart without the contracts.
import { ApiRequestError } from '../../src/lib/api/api-error';
import type { ValidationMessages } from '../../src/shared/i18n/messages';
import { errorText, translator } from '../../src/shared/i18n/translator';
import type { ValidationIssue } from '../../src/shared/validation/issue';

/** The text of a shared validation rule's finding, in the form's language. */
export function issueText(messages: ValidationMessages, found: ValidationIssue | null | undefined): string | undefined {
  return found ? translator(messages)(found.key, found.params) : undefined;
}

/** §8 for the account forms: their catalogue configures no errorId, so the server's message for an API error, else the generic one. */
export function apiErrorText(error: unknown, messages: ValidationMessages): string {
  return errorText(translator(messages), error instanceof ApiRequestError && error.body ? error : null);
}
