import type { MessageLanguage } from '../../shared/i18n/messages';
import { isLocaleCode, LOCALES } from '../../shared/i18n/sites';
import { typeset } from '../../shared/i18n/typography';

/**
 * Texts of the event sign-up (spec §2 block and dialog, §8 event registration failure) in every
 * seeded language. The block renders its few on the server; the dialog loads this file when it
 * opens. `errors` are the configured messages of the API's errorIds (§8: a known errorId shows
 * its message, any other the server's).
 */
export interface EventMessages {
  readonly when: string;
  readonly where: string;
  readonly eventEnded: string;
  readonly accountTitle: string;
  /** The same step's heading while the create-account form shows. */
  readonly accountTitleSignUp: string;
  readonly accountIntro: string;
  readonly accountSwitch: string;
  readonly signInTab: string;
  readonly signUpTab: string;
  readonly joinTitle: string;
  readonly joinIntro: string;
  readonly emailHint: string;
  readonly daysLegend: string;
  readonly daysRequired: string;
  readonly guestLabel: string;
  readonly guestHint: string;
  readonly termsLabel: string;
  readonly loadingProfile: string;
  readonly profileFailed: string;
  readonly dismiss: string;
  readonly close: string;
  readonly sessionExpired: string;
  readonly confirmationDays: string;
  readonly confirmationGuest: string;
  readonly errors: Readonly<Record<'EVT400' | 'EVT404' | 'EVT410' | 'AUT402' | 'GEN500', string>>;
}

const en: EventMessages = {
  when: 'When',
  where: 'Where',
  eventEnded: 'This event has ended. Registration is closed.',
  accountTitle: 'Sign in to join',
  accountTitleSignUp: 'Create an account to join',
  accountIntro: 'Joining an event needs an account: sign in, or create one in a minute.',
  accountSwitch: 'Sign in or create an account',
  signInTab: 'Sign in',
  signUpTab: 'Create an account',
  joinTitle: 'Your registration',
  joinIntro: 'Check your details. We send the confirmation to the email of your account.',
  emailHint: 'The email of your account. You can change it in your account settings.',
  daysLegend: 'Which days will you attend?',
  daysRequired: 'Choose at least one day.',
  guestLabel: 'Guest name (optional)',
  guestHint: 'Bringing someone along? Enter their first and last name.',
  termsLabel: 'I accept the event terms and conditions',
  loadingProfile: 'Loading your details…',
  profileFailed: 'Your details could not be loaded. Please fill them in.',
  dismiss: 'Dismiss',
  close: 'Close',
  sessionExpired: 'Your session has ended. Please sign in again to join.',
  confirmationDays: 'Days: {days}',
  confirmationGuest: 'Guest: {name}',
  errors: {
    EVT400: 'Your registration does not fit this event. Please check the days and the guest.',
    EVT404: 'This event is no longer available.',
    EVT410: 'This event has ended. Registration is closed.',
    AUT402: 'Your session has ended. Please sign in again to join.',
    GEN500: 'Your registration could not be sent. Please try again later.',
  },
};

const fr: EventMessages = typeset('fr', {
  when: 'Quand',
  where: 'Où',
  eventEnded: 'Cet événement est terminé. Les inscriptions sont closes.',
  accountTitle: 'Connectez-vous pour participer',
  accountTitleSignUp: 'Créez un compte pour participer',
  accountIntro: 'Pour participer à un événement, il faut un compte : connectez-vous ou créez-en un en une minute.',
  accountSwitch: 'Se connecter ou créer un compte',
  signInTab: 'Se connecter',
  signUpTab: 'Créer un compte',
  joinTitle: 'Votre inscription',
  joinIntro: "Vérifiez vos informations. Nous envoyons la confirmation à l'adresse e-mail de votre compte.",
  emailHint: "L'adresse e-mail de votre compte. Vous pouvez la modifier dans les paramètres de votre compte.",
  daysLegend: 'Quels jours serez-vous présent ?',
  daysRequired: 'Choisissez au moins un jour.',
  guestLabel: "Nom de l'invité (facultatif)",
  guestHint: 'Vous venez accompagné ? Indiquez son prénom et son nom.',
  termsLabel: "J'accepte les conditions générales de l'événement",
  loadingProfile: 'Chargement de vos informations…',
  profileFailed: "Vos informations n'ont pas pu être chargées. Veuillez les saisir.",
  dismiss: 'Fermer le message',
  close: 'Fermer',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter pour participer.',
  confirmationDays: 'Jours : {days}',
  confirmationGuest: 'Invité : {name}',
  errors: {
    EVT400: "Votre inscription ne correspond pas à cet événement. Vérifiez les jours et l'invité.",
    EVT404: "Cet événement n'est plus disponible.",
    EVT410: 'Cet événement est terminé. Les inscriptions sont closes.',
    AUT402: 'Votre session a expiré. Veuillez vous reconnecter pour participer.',
    GEN500: "Votre inscription n'a pas pu être envoyée. Veuillez réessayer plus tard.",
  },
});

const de: EventMessages = {
  when: 'Wann',
  where: 'Wo',
  eventEnded: 'Diese Veranstaltung ist vorbei. Die Anmeldung ist geschlossen.',
  accountTitle: 'Anmelden und teilnehmen',
  accountTitleSignUp: 'Konto erstellen und teilnehmen',
  accountIntro: 'Für die Teilnahme brauchen Sie ein Konto: Melden Sie sich an oder erstellen Sie in einer Minute eines.',
  accountSwitch: 'Anmelden oder Konto erstellen',
  signInTab: 'Anmelden',
  signUpTab: 'Konto erstellen',
  joinTitle: 'Ihre Anmeldung',
  joinIntro: 'Prüfen Sie Ihre Angaben. Die Bestätigung senden wir an die E-Mail-Adresse Ihres Kontos.',
  emailHint: 'Die E-Mail-Adresse Ihres Kontos. Sie können sie in Ihren Kontoeinstellungen ändern.',
  daysLegend: 'An welchen Tagen nehmen Sie teil?',
  daysRequired: 'Wählen Sie mindestens einen Tag.',
  guestLabel: 'Name der Begleitperson (optional)',
  guestHint: 'Sie kommen in Begleitung? Geben Sie Vor- und Nachnamen an.',
  termsLabel: 'Ich akzeptiere die Teilnahmebedingungen der Veranstaltung',
  loadingProfile: 'Ihre Angaben werden geladen…',
  profileFailed: 'Ihre Angaben konnten nicht geladen werden. Bitte füllen Sie sie aus.',
  dismiss: 'Meldung schließen',
  close: 'Schließen',
  sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an, um teilzunehmen.',
  confirmationDays: 'Tage: {days}',
  confirmationGuest: 'Begleitung: {name}',
  errors: {
    EVT400: 'Ihre Anmeldung passt nicht zu dieser Veranstaltung. Bitte prüfen Sie die Tage und die Begleitperson.',
    EVT404: 'Diese Veranstaltung ist nicht mehr verfügbar.',
    EVT410: 'Diese Veranstaltung ist vorbei. Die Anmeldung ist geschlossen.',
    AUT402: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an, um teilzunehmen.',
    GEN500: 'Ihre Anmeldung konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  },
};

const it: EventMessages = {
  when: 'Quando',
  where: 'Dove',
  eventEnded: 'Questo evento è terminato. Le iscrizioni sono chiuse.',
  accountTitle: 'Accedi per partecipare',
  accountTitleSignUp: 'Crea un account per partecipare',
  accountIntro: 'Per partecipare a un evento serve un account: accedi o creane uno in un minuto.',
  accountSwitch: 'Accedi o crea un account',
  signInTab: 'Accedi',
  signUpTab: 'Crea un account',
  joinTitle: 'La tua iscrizione',
  joinIntro: "Controlla i tuoi dati. Inviamo la conferma all'indirizzo e-mail del tuo account.",
  emailHint: "L'e-mail del tuo account. Puoi modificarla nelle impostazioni dell'account.",
  daysLegend: 'In quali giorni parteciperai?',
  daysRequired: 'Scegli almeno un giorno.',
  guestLabel: "Nome dell'ospite (facoltativo)",
  guestHint: 'Porti qualcuno con te? Inserisci nome e cognome.',
  termsLabel: "Accetto i termini e le condizioni dell'evento",
  loadingProfile: 'Caricamento dei tuoi dati…',
  profileFailed: 'Non è stato possibile caricare i tuoi dati. Compilali tu.',
  dismiss: 'Chiudi il messaggio',
  close: 'Chiudi',
  sessionExpired: 'La sessione è scaduta. Accedi di nuovo per partecipare.',
  confirmationDays: 'Giorni: {days}',
  confirmationGuest: 'Ospite: {name}',
  errors: {
    EVT400: "La tua iscrizione non corrisponde a questo evento. Controlla i giorni e l'ospite.",
    EVT404: 'Questo evento non è più disponibile.',
    EVT410: 'Questo evento è terminato. Le iscrizioni sono chiuse.',
    AUT402: 'La sessione è scaduta. Accedi di nuovo per partecipare.',
    GEN500: 'Non è stato possibile inviare la tua iscrizione. Riprova più tardi.',
  },
};

export const EVENT_MESSAGES: Readonly<Record<MessageLanguage, EventMessages>> = { en, fr, de, it };

/** The event texts of a locale's language (English for an unknown locale). */
export function eventMessagesFor(locale: string): EventMessages {
  const language = isLocaleCode(locale) ? (LOCALES[locale].language as MessageLanguage) : 'en';
  return EVENT_MESSAGES[language] ?? en;
}

/** §8: a known errorId shows its configured message, otherwise the server's message (or the generic one). */
export function eventErrorText(messages: EventMessages, error: { readonly errorId?: string; readonly message?: string; readonly fromServer?: boolean }): string {
  const known = error.errorId && Object.hasOwn(messages.errors, error.errorId) ? messages.errors[error.errorId as keyof EventMessages['errors']] : undefined;
  return known ?? (error.fromServer && error.message ? error.message : messages.errors.GEN500);
}
