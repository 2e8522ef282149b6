import { readConfig } from '@shared/config.server';
import { t } from '@shared/i18n/messages';
import type { LocaleCode } from '@shared/i18n/sites';

/** Which account form a route shows (spec §2 sign in, sign up, forgot password; reset with ?token=). */
export type AccountForm =
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'sign-up' }
  | { readonly kind: 'employee-sign-in' }
  | { readonly kind: 'forgot-password' }
  | { readonly kind: 'reset-password'; readonly token: string }
  | { readonly kind: 'dev-outbox' };

/** True outside production deployments: the dev outbox page exists only there (AppConfig.devTools). */
export function devToolsEnabled(): boolean {
  return readConfig().devTools;
}

/**
 * The recaptcha response the forms send. With the sandbox provider (the default) or none, the
 * sandbox token for the action; with a real provider the widget must produce it (not built yet:
 * the forms then send nothing and the API refuses with AUT430, shown in the banner).
 */
export function recaptchaResponse(action: 'login' | 'register', env: Record<string, string | undefined> = process.env): string | undefined {
  const provider = env.RECAPTCHA_PROVIDER ?? 'sandbox';
  return provider === 'sandbox' || provider === 'off' ? `sandbox-ok:${action}` : undefined;
}

export function accountForm(route: 'sign-in' | 'sign-up' | 'employee-sign-in' | 'forgot-password' | 'dev-outbox', url: URL): AccountForm | null {
  if (route === 'dev-outbox') return devToolsEnabled() ? { kind: 'dev-outbox' } : null;
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
