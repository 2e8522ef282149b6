import type { ValidationMessages } from '../../src/shared/i18n/messages';
import { loadIdentityMessages } from '../../src/shared/i18n/messages/identity/load';
import type { IdentityLinks } from '../../src/shared/routing/routes';
import type { ApiTarget } from '../shared/api-target';
import { localeOf, openIdentityDialog, type IdentityContext, type IdentityDialogName } from './context';

export interface IdentityOpener {
  readonly target: ApiTarget;
  readonly messages: ValidationMessages;
  readonly links: IdentityLinks;
  readonly recaptcha?: IdentityContext['recaptcha'];
}

/**
 * Entry point for openers that only have the account catalogue (the header's account link):
 * loads the identity texts of the page language, then opens the dialog. Imported on demand.
 */
export async function openIdentity(name: IdentityDialogName, opener: IdentityOpener, step: Record<string, unknown> = {}): Promise<void> {
  const identity = await loadIdentityMessages(localeOf(opener.target));
  await openIdentityDialog(name, { ...opener, identity }, step);
}
