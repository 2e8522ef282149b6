/**
 * Texts of the event sign-up (spec §2 block and dialog, §8 event registration failure) in every
 * seeded language. The block renders its few on the server; the dialog loads this file when it
 * opens. `error_<id>` are the configured messages of the API's errorIds (§8: a known errorId shows
 * its message, any other the server's).
 */
export const en = {
  when: 'When',
  where: 'Where',
  eventEnded: 'This event has ended. Registration is closed.',
  accountTitle: 'Sign in to join',
  /** The same step's heading while the create-account form shows. */
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
  // Configured messages of the API's errorIds (spec §8: any other id shows the server's message)
  error_EVT400: 'Your registration does not fit this event. Please check the days and the guest.',
  error_EVT404: 'This event is no longer available.',
  error_EVT410: 'This event has ended. Registration is closed.',
  error_AUT402: 'Your session has ended. Please sign in again to join.',
  error_GEN500: 'Your registration could not be sent. Please try again later.',
};

export type EventMessageKey = keyof typeof en;
export type EventMessages = Record<EventMessageKey, string>;
