/**
 * The error catalogue (spec §8): every errorId the commerce API answers with, its HTTP status
 * and its default message. The server throws these; the storefront maps an errorId to the
 * configured (translated) message and falls back to the server's message.
 */
export const ERROR_CATALOGUE = {
  API400: { status: 400, message: 'The request is not valid.' },
  API404: { status: 404, message: 'The requested resource was not found.' },
  API405: { status: 405, message: 'This method is not allowed here.' },
  API406: { status: 406, message: 'Only JSON responses can be produced.' },
  API413: { status: 413, message: 'The request body is too large.' },
  API415: { status: 415, message: 'The request body must be JSON.' },
  GEN500: { status: 500, message: 'Something went wrong. Please try again later.' },
  GEN503: { status: 503, message: 'The service is starting or unavailable. Please try again shortly.' },
  PRD404: { status: 404, message: 'This product is not available.' },
  CAT404: { status: 404, message: 'This category is not available.' },
  CNT404: { status: 404, message: 'This content is not available.' },
  CNT400: { status: 400, message: 'The content document is not valid.' },
  CNT401: { status: 401, message: 'A valid editor or preview token is required.' },
  CNT403: { status: 403, message: 'This token does not open this site.' },
  VAR404: { status: 404, message: 'This size or colour of the product is not available.' },
  INV400: { status: 400, message: 'This item is in stock: it can be bought now, no notification is needed.' },
  STR404: { status: 404, message: 'Store not found.' },
  REV404: { status: 404, message: 'This review is not available.' },
  QNA404: { status: 404, message: 'This question or answer is not available.' },
  REV409: { status: 409, message: 'You have already rated this review.' },
  QNA409: { status: 409, message: 'You have already rated this answer.' },
  SET404: { status: 404, message: 'This product set is not available.' },
  PCD404: { status: 404, message: 'This postal code could not be located. Please check it or search by location.' },
  AUT401: { status: 401, message: 'The email address or password is incorrect.' },
  AUT402: { status: 401, message: 'Please sign in to continue.' },
  AUT403: { status: 403, message: 'This needs a signed-in account.' },
  AUT404: { status: 400, message: 'The sign-in code is invalid, expired or already used.' },
  AUT405: { status: 400, message: 'The code verifier does not match the code challenge.' },
  AUT406: { status: 400, message: 'Only the S256 code challenge method is supported.' },
  AUT407: { status: 401, message: 'The refresh token is invalid, expired or revoked.' },
  AUT410: { status: 400, message: 'This reset link has expired. Please ask for a new one.' },
  AUT411: { status: 409, message: 'An account with this email address already exists.' },
  AUT412: { status: 409, message: 'This phone number is already in use.' },
  AUT413: { status: 400, message: 'The current password is incorrect.' },
  AUT414: { status: 401, message: 'The employee id or password is incorrect.' },
  AUT429: { status: 429, message: 'Too many sign-in attempts. Please wait and try again.' },
  AUT430: { status: 400, message: 'We could not verify that you are not a robot. Please try again.' },
  AUT431: { status: 403, message: 'This request did not come from the shop and was refused.' },
  AUT453: { status: 400, message: 'Email is not valid' },
  DUPLICATED_TOKEN: { status: 409, message: 'This sign-in is already being completed.' },
  PRO404: { status: 404, message: 'The profile was not found.' },
  PRO410: { status: 400, message: 'You are not old enough to create an account.' },
  PRO411: { status: 400, message: 'Please enter your birth date.' },
  CCA404: { status: 404, message: 'The address was not found.' },
  EVT400: { status: 400, message: 'This registration does not fit the event.' },
  EVT404: { status: 404, message: 'This event is not available.' },
  EVT410: { status: 410, message: 'This event has ended: registration is closed.' },
  LOC400: { status: 400, message: 'The locale is not supported for this site.' },
  SIT400: { status: 400, message: 'The site is not known.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorId = keyof typeof ERROR_CATALOGUE;

export function isKnownErrorId(value: string): value is ErrorId {
  return Object.hasOwn(ERROR_CATALOGUE, value);
}
