import type { ValidationMessages } from '../../src/shared/i18n/messages';
import type { IdentityLinks } from '../../src/shared/routing/routes';
import type { ApiTarget } from './api-target';

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
