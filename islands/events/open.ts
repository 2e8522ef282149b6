import type { EventMessages } from '../../src/shared/i18n/messages/events';
import { loadEventMessages } from '../../src/shared/i18n/messages/events/load';
import { localeCodeOf } from '../../src/shared/i18n/sites';
import type { ValidationMessages } from '../../src/shared/i18n/messages';
import { loadValidationMessages } from '../../src/shared/i18n/messages/validation/load';
import { openDialog } from '../../src/stores/dialogs';
import type { EventOpener } from './opener';

/** What the dialog body receives in props.context. */
export interface EventDialogContext extends EventOpener {
  readonly messages: ValidationMessages;
  readonly texts: EventMessages;
}

/**
 * Opens the event-sign-up dialog (imported by the block's button on its first click). The
 * dialog's accessible name is the event title.
 */
export async function openEventSignUp(opener: EventOpener): Promise<void> {
  const locale = localeCodeOf(opener.target.locale);
  const [messages, texts] = await Promise.all([loadValidationMessages(locale), loadEventMessages(locale)]);
  const context: EventDialogContext = { ...opener, messages, texts };
  await openDialog('event-sign-up', { title: opener.event.title, context });
}
