import { ApiRequestError, type ApiClient } from '../../src/lib/api/client';
import type { MessageKey, MessageParams, ValidationMessages } from '../../src/shared/i18n/messages';
import { fillPlaceholders } from '../../src/shared/i18n/messages';
import type { IdentityLinks } from '../../src/shared/routing/routes';
import type { ValidationIssue } from '../../src/shared/validation/issue';
import { browserApi } from '../product/browser-api';
import type { ApiTarget } from '../product/buy-box-product';

export type { ApiTarget };

/** What every account island receives from the page: where the API is and its language's messages. */
export interface AccountIslandProps {
  readonly target: ApiTarget;
  /** The message catalogue of the page's language (@shared/i18n/messages). */
  readonly messages: ValidationMessages;
  /** Links the forms show, with the carried query already applied. */
  readonly links: IdentityLinks;
  /** Recaptcha response to send; the sandbox token outside a real provider (see AccountView). */
  readonly recaptcha?: string | undefined;
}

export function translator(messages: ValidationMessages) {
  return (key: MessageKey, params?: MessageParams) => fillPlaceholders(messages[key], params);
}

export function issueText(messages: ValidationMessages, found: ValidationIssue | null | undefined): string | undefined {
  return found ? fillPlaceholders(messages[found.key], found.params) : undefined;
}

export function accountApi(target: ApiTarget): ApiClient {
  return browserApi(target);
}

/** §8: the server's message for an API error; a generic message for anything else. */
export function apiErrorText(error: unknown, messages: ValidationMessages): string {
  if (error instanceof ApiRequestError && error.body) return error.message;
  return messages.somethingWentWrong;
}

/**
 * A one-shot message shown on the next page (after sign-in, sign-up or a sign-out redirect).
 * It remembers the page that set it, so an island on that same page cannot take it early.
 */
export const FLASH_KEY = 'storefront:flash';

export function setFlash(key: MessageKey): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ key, from: window.location.href }));
  } catch {
    // No storage: the message is only lost.
  }
}

export function takeFlash(messages: ValidationMessages): string | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return null;
    const { key, from } = JSON.parse(raw) as { key?: string; from?: string };
    if (from === window.location.href) return null;
    sessionStorage.removeItem(FLASH_KEY);
    return key && key in messages ? messages[key as MessageKey] : null;
  } catch {
    return null;
  }
}
