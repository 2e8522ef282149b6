import type { EventDetails } from '../../schemas/content/blocks/event-sign-up';
import type { IdentityLinks } from '../../src/shared/routing/routes';
import type { ApiTarget } from '../shared/api-target';

/** What the event block hands the dialog (as JSON in the page): the event, the API target, links, recaptcha. */
export interface EventOpener {
  readonly event: EventDetails;
  readonly target: ApiTarget;
  readonly links: IdentityLinks;
  readonly recaptcha?: { readonly login?: string | undefined; readonly register?: string | undefined } | undefined;
}
