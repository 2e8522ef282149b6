import { outboxMailer, type Mailer } from './mailer';
import { recaptchaFromEnv, type RecaptchaProvider } from './recaptcha';

/** Sign-in throttling: see throttle.ts for how the three counters work together. */
export interface ThrottleOptions {
  /** Window over which failures are counted. */
  readonly windowMs: number;
  /** Failures of one account from one client before that pair is locked out. */
  readonly pairLimit: number;
  /** Failures from one client (any account) before the client is locked out. */
  readonly clientLimit: number;
  /** Failures on one account from all clients before each attempt is slowed (never locked). */
  readonly accountSoftLimit: number;
  readonly lockMs: number;
  /** Extra delay per attempt on an account above its soft limit. */
  readonly softDelayMs: number;
}

export interface IdentityOptions {
  readonly recaptcha: RecaptchaProvider;
  readonly mailer: Mailer;
  readonly accessTokenTtlMs: number;
  readonly refreshTokenTtlMs: number;
  readonly authorizationCodeTtlMs: number;
  /** A code exchanged again within this time answers 409 DUPLICATED_TOKEN (double submit). */
  readonly duplicateExchangeWindowMs: number;
  readonly resetTokenTtlMs: number;
  /** Origin of the storefront, for links in mails. */
  readonly storefrontOrigin: string;
  readonly throttle: ThrottleOptions;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  windowMs: 15 * 60_000,
  pairLimit: 5,
  clientLimit: 30,
  accountSoftLimit: 20,
  lockMs: 15 * 60_000,
  softDelayMs: 1_000,
};

export function identityOptions(overrides: Partial<IdentityOptions> = {}, env: NodeJS.ProcessEnv = process.env): IdentityOptions {
  return {
    recaptcha: overrides.recaptcha ?? recaptchaFromEnv(env),
    mailer: overrides.mailer ?? outboxMailer,
    accessTokenTtlMs: 15 * 60_000,
    refreshTokenTtlMs: 30 * 24 * 3_600_000,
    authorizationCodeTtlMs: 60_000,
    duplicateExchangeWindowMs: 10_000,
    resetTokenTtlMs: 30 * 60_000,
    storefrontOrigin: env.STOREFRONT_ORIGIN ?? 'http://localhost:4321',
    ...overrides,
    throttle: { ...DEFAULT_THROTTLE, ...overrides.throttle },
  };
}
