import { readConfig } from '@shared/config.server';
import { t } from '@shared/i18n/messages';
import type { LocaleCode } from '@shared/i18n/sites';
import { definePageKind } from './page-kind';

/** Which account form a route shows (spec §2 sign in, sign up, forgot password; reset with ?token=). */
export type AccountForm =
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'sign-up' }
  | { readonly kind: 'employee-sign-in' }
  | { readonly kind: 'forgot-password' }
  | { readonly kind: 'reset-password'; readonly token: string }
  | { readonly kind: 'dev-outbox' };

type AccountRoute = 'sign-in' | 'sign-up' | 'employee-sign-in' | 'forgot-password' | 'dev-outbox';

export function accountForm(route: AccountRoute, url: URL): AccountForm | null {
  if (route === 'dev-outbox') return readConfig().devTools ? { kind: 'dev-outbox' } : null;
  if (route === 'forgot-password') {
    const token = url.searchParams.get('token');
    return token ? { kind: 'reset-password', token: token.slice(0, 200) } : { kind: 'forgot-password' };
  }
  return { kind: route };
}

/** The <title> of an account page, from the message catalogue. */
export function accountTitle(kind: AccountForm['kind'], locale: LocaleCode): string {
  if (kind === 'dev-outbox') return 'Outbox (development)';
  const keys = { 'sign-in': 'signInTitle', 'sign-up': 'signUpTitle', 'employee-sign-in': 'employeeSignInTitle', 'forgot-password': 'forgotPasswordTitle', 'reset-password': 'resetPasswordTitle' } as const;
  return t(locale, keys[kind]);
}

/** Sign in, sign up, employee sign-in, forgot and reset password, and the development outbox. */
export const accountFormKind = definePageKind<{ form: AccountForm }>({
  name: 'account-form',
  async load({ match, url }) {
    const form = accountForm(match.name as AccountRoute, url);
    return form ? { outcome: 'page', data: { form } } : { outcome: 'not-found' };
  },
  // Reset tokens in the URL and personal flows: never in a shared cache.
  meta: (data, ctx) => ({ title: accountTitle(data.form.kind, ctx.locale), cacheControl: 'no-store' }),
  view: () => import('../views/AccountView.astro'),
});
