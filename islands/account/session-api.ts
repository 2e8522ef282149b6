/*
 * What the account forms (sign in, sign up, passwords) and the header's account link do with the
 * session and the auth API once a shopper acts, and the session check the account link runs.
 * Loaded with import() only, never imported statically, so the auth client, the session actions
 * and their schemas are not part of a page's JavaScript before then. (The account area, a page
 * of its own, imports src/lib/session directly.)
 */
export { bootstrapSession } from '../../src/lib/session/bootstrap';
export { refreshProfile, signInShopper, signOutShopper } from '../../src/lib/session/actions';
export { forgotPassword, resetPassword, signUp } from '../../src/lib/api/auth';
