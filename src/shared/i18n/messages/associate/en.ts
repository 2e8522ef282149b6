/**
 * Texts of in-store associate mode (spec §2 /associate-login, §6 associate): the sign-in form, the
 * customer lookup, the bar on every page and the cart's price adjustments. English is the source;
 * every language has exactly its keys and the same {placeholders}. `error_<id>` are the configured
 * messages of the API's errorIds (§8).
 */
export const en = {
  pageTitle: 'Associate login',
  signInHeading: 'Associate sign-in',
  signInIntro: 'Sign in with your employee ID to sell for a customer in your store.',
  employeeId: 'Employee ID',
  password: 'Password',
  store: 'Store',
  chooseStore: 'Choose your store',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  required: 'Please fill in this field.',
  expired: 'Your associate session has ended. Please sign in again.',
  signedOut: 'You have logged out of associate mode.',
  lookupHeading: 'Find a customer',
  lookupIntro: 'Search by the customer’s email address or customer number.',
  lookupLabel: 'Email or customer number',
  lookup: 'Find customer',
  lookingUp: 'Searching…',
  actingFor: 'You are shopping for {name} ({email}).',
  defaultAddress: 'Default shipping address: {address}',
  noDefaultAddress: 'This customer has no shipping address on file.',
  startShopping: 'Start shopping',
  barLabel: 'Associate mode',
  barStore: 'Store: {store}',
  barAssociate: 'Associate: {name}',
  barCustomer: 'Customer: {name}',
  barNoCustomer: 'No customer selected',
  findCustomer: 'Find a customer',
  logout: 'Log out',
  adjustHeading: 'Price adjustment',
  adjustIntro: 'At most {max}% off a line or the order, with a reason.',
  adjustTarget: 'Apply to',
  wholeOrder: 'Whole order',
  adjustPercent: 'Percent off',
  adjustReason: 'Reason',
  adjustApply: 'Apply adjustment',
  adjustApplied: 'The price adjustment was applied.',
  adjustRemove: 'Remove adjustment: {reason}',
  adjustmentLine: '{reason} ({target}): −{amount}',
  error_AUT414: 'The employee ID or password is incorrect.',
  error_AGT403: 'Only a store associate signed in for this store can do this.',
  error_AGT402: "This is for the customer to do in their own account: an associate cannot do it for them.",
  error_STR403: 'You can only sign in and sell for your own store.',
  error_PAD403: 'Only a store associate can adjust prices.',
  error_PAD422: 'This adjustment is more than your store allows.',
  error_PRO404: 'No customer was found with this email address or customer number.',
  error_AUT429: 'Too many attempts. Please wait a moment and try again.',
  error_GEN500: 'Something went wrong. Please try again.',
};

export type AssociateKey = keyof typeof en;
export type AssociateMessages = Record<AssociateKey, string>;
