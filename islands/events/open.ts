import { EVENT_MESSAGES, type EventMessages } from '../../src/lib/i18n/event-messages';
import type { MessageLanguage, ValidationMessages } from '../../src/shared/i18n/messages';
import { LOCALES, isLocaleCode } from '../../src/shared/i18n/sites';
import { openDialog } from '../../src/stores/dialogs';
import type { EventOpener } from './opener';

/** What the dialog body receives in props.context. */
export interface EventDialogContext extends EventOpener {
  readonly messages: ValidationMessages;
  readonly texts: EventMessages;
}

/** The account catalogue of one language, loaded on demand (one chunk per language). */
async function loadValidationMessages(language: MessageLanguage): Promise<ValidationMessages> {
  switch (language) {
    case 'fr': return (await import('../../src/shared/i18n/messages/fr')).fr;
    case 'de': return (await import('../../src/shared/i18n/messages/de')).de;
    case 'it': return (await import('../../src/shared/i18n/messages/it')).it;
    default: return (await import('../../src/shared/i18n/messages/en')).en;
  }
}

/**
 * Opens the event-sign-up dialog (imported by the block's button on its first click). The
 * dialog's accessible name is the event title.
 */
export async function openEventSignUp(opener: EventOpener): Promise<void> {
  const language = (isLocaleCode(opener.target.locale) ? LOCALES[opener.target.locale].language : 'en') as MessageLanguage;
  const messages = await loadValidationMessages(language);
  const context: EventDialogContext = { ...opener, messages, texts: EVENT_MESSAGES[language] };
  await openDialog('event-sign-up', { title: opener.event.title, context });
}
