import type { ValidationMessages } from '../../src/shared/i18n/messages';
import { identityText } from './texts';
import type { IdentityMessages } from '../../src/shared/i18n/messages/identity/en';
import { SITES, isSiteId, localeCodeOf, type LocaleCode } from '../../src/shared/i18n/sites';
import type { IdentityLinks } from '../../src/shared/routing/routes';
import { openDialog, type DialogName } from '../../src/stores/dialogs';
import type { ApiTarget } from '../shared/api-target';

/**
 * What the identity dialogs share: where the API is, both message catalogues of the page's
 * language, the links they show and the recaptcha responses. The opener (the header's account
 * link, a page) builds it once; each dialog passes it on to the next step.
 */
export interface IdentityContext {
  readonly target: ApiTarget;
  readonly messages: ValidationMessages;
  readonly identity: IdentityMessages;
  readonly links: IdentityLinks;
  readonly recaptcha?: { readonly login?: string | undefined; readonly register?: string | undefined } | undefined;
}

/** The employee terms dialog needs less: the banner that opens it carries no account catalogue. */
export type EmployeeTermsContext = Pick<IdentityContext, 'target' | 'identity' | 'links'>;

export type IdentityDialogName = Extract<
  DialogName,
  'sign-in' | 'sign-in-confirmation' | 'sign-up' | 'loyalty-sign-up' | 'forgot-password' | 'interests' | 'welcome' | 'employee-terms'
>;

export { identityText } from './texts';

/** The page's locale (its texts are that locale's: its language in its typography). */
export function localeOf(target: ApiTarget): LocaleCode {
  return localeCodeOf(target.locale);
}

export function brandName(target: ApiTarget): string {
  return isSiteId(target.siteId) ? SITES[target.siteId].name : target.siteId;
}

/** The dialog's accessible name, in the page language. */
function titleOf(name: IdentityDialogName, context: EmployeeTermsContext & Partial<IdentityContext>): string {
  const id = identityText(context.identity);
  switch (name) {
    case 'sign-in': return context.messages?.signInTitle ?? '';
    case 'sign-up': return context.messages?.signUpTitle ?? '';
    case 'forgot-password': return context.messages?.forgotPasswordTitle ?? '';
    case 'sign-in-confirmation': return id('signInConfirmationTitle');
    case 'loyalty-sign-up': return id('loyaltySignUpTitle');
    case 'interests': return id('interestsTitle');
    case 'welcome': return id('welcomeTitle', { brand: brandName(context.target) });
    case 'employee-terms': return id('employeeTermsTitle');
  }
}

/** Opens (or moves to) an identity dialog with the shared context and this step's props. */
export function openIdentityDialog(name: IdentityDialogName, context: EmployeeTermsContext & Partial<IdentityContext>, step: Record<string, unknown> = {}): Promise<void> {
  return openDialog(name, { ...step, title: titleOf(name, context), context });
}

/** The context a dialog body received (the opener always passes one). */
export function contextOf<T = IdentityContext>(props: Readonly<Record<string, unknown>>): T {
  return props.context as T;
}

export { shopperApi } from './shopper-api';
