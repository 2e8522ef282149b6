// Its own module (no zod): account and checkout islands tell API failures apart without the contracts.
import { ApiRequestError } from '../../src/lib/api/api-error';
import type { MessageKey, MessageParams, ValidationMessages } from '../../src/shared/i18n/messages';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';
import type { ValidationIssue } from '../../src/shared/validation/issue';

/** The account catalogue (@shared/i18n/messages) as a translator with {placeholders} filled. */
export function translator(messages: ValidationMessages) {
  return (key: MessageKey, params?: MessageParams) => fillPlaceholders(messages[key], params);
}

/** The text of a shared validation rule's finding, in the form's language. */
export function issueText(messages: ValidationMessages, found: ValidationIssue | null | undefined): string | undefined {
  return found ? fillPlaceholders(messages[found.key], found.params) : undefined;
}

/** §8: the server's message for an API error; a generic message for anything else. */
export function apiErrorText(error: unknown, messages: ValidationMessages): string {
  if (error instanceof ApiRequestError && error.body) return error.message;
  return messages.somethingWentWrong;
}
