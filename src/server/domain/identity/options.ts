import { readTrustProxy, type TrustProxy } from '../../http/client-address';
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
  /** Delay of the first attempt on an account above its soft limit; it doubles with each further failure. */
  readonly softDelayMs: number;
  /** The longest an attempt is slowed down. */
  readonly maxSoftDelayMs: number;
  /** Requests per client and window to the calls that reveal or send something (lookup, sign-up, forgot password). */
  readonly lookupPerClient: number;
  readonly signUpPerClient: number;
  readonly resetPerClient: number;
  /** Reset mails to one email address per window (more requests answer the same, without a mail). */
  readonly resetMailsPerEmail: number;
}

export interface IdentityOptions {
  readonly recaptcha: RecaptchaProvider;
  readonly mailer: Mailer;
  readonly accessTokenTtlMs: number;
  readonly refreshTokenTtlMs: number;
  /**
   * An in-store associate's token (kind 'agent'): one token, no refresh; when it runs out the
   * associate signs in again (docs/decisions.md, associate tokens).
   */
  readonly agentTokenTtlMs: number;
  readonly authorizationCodeTtlMs: number;
  /** A code exchanged again within this time answers 409 DUPLICATED_TOKEN (double submit). */
  readonly duplicateExchangeWindowMs: number;
  readonly resetTokenTtlMs: number;
  /** Origin of the storefront, for links in mails. */
  readonly storefrontOrigin: string;
  readonly throttle: ThrottleOptions;
  /** Which forwarded addresses to believe (TRUST_PROXY): none unless the deployment names its proxies. */
  readonly trustProxy: TrustProxy;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  windowMs: 15 * 60_000,
  pairLimit: 5,
  clientLimit: 30,
  accountSoftLimit: 20,
  lockMs: 15 * 60_000,
  softDelayMs: 500,
  maxSoftDelayMs: 8_000,
  lookupPerClient: 30,
  signUpPerClient: 10,
  resetPerClient: 10,
  resetMailsPerEmail: 3,
};

/**
 * AUTH_REQUESTS_PER_CLIENT: one client's requests per window to the lookup, sign-up and forgot-password
 * calls (each counted apart), for a deployment whose shoppers share one address (a store's network) or
 * a test run that signs many accounts up from one machine. Unset: the defaults above.
 */
export function requestsPerClientFromEnv(value: string | undefined): Partial<ThrottleOptions> {
  if (value === undefined || value.trim() === '') return {};
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`AUTH_REQUESTS_PER_CLIENT must be a whole number of at least 1, not '${value}'.`);
  return { lookupPerClient: limit, signUpPerClient: limit, resetPerClient: limit };
}

/** Options a test or a deployment replaces; throttle limits one by one. */
export type IdentityOverrides = Partial<Omit<IdentityOptions, 'throttle'>> & { readonly throttle?: Partial<ThrottleOptions> };

export function identityOptions(overrides: IdentityOverrides = {}, env: NodeJS.ProcessEnv = process.env): IdentityOptions {
  return {
    recaptcha: overrides.recaptcha ?? recaptchaFromEnv(env),
    mailer: overrides.mailer ?? outboxMailer,
    accessTokenTtlMs: 15 * 60_000,
    refreshTokenTtlMs: 30 * 24 * 3_600_000,
    agentTokenTtlMs: 30 * 60_000,
    authorizationCodeTtlMs: 60_000,
    duplicateExchangeWindowMs: 10_000,
    resetTokenTtlMs: 30 * 60_000,
    storefrontOrigin: env.STOREFRONT_ORIGIN ?? 'http://localhost:4321',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    ...overrides,
    throttle: { ...DEFAULT_THROTTLE, ...requestsPerClientFromEnv(env.AUTH_REQUESTS_PER_CLIENT), ...overrides.throttle },
  };
}
