/** Recaptcha actions the storefront produces tokens for (spec §7). */
export type RecaptchaAction = 'login' | 'register' | 'placeOrder' | (string & {});

export interface RecaptchaProvider {
  /** True when the token is valid for the action. */
  verify(token: string | undefined, action: RecaptchaAction): Promise<boolean>;
}

/**
 * Sandbox scheme (like a real provider's test keys): 'sandbox-ok' or 'sandbox-ok:<action>'
 * passes (the action must match when given); 'sandbox-fail', anything else or nothing fails.
 */
export const sandboxRecaptcha: RecaptchaProvider = {
  async verify(token, action) {
    if (!token) return false;
    if (token === 'sandbox-ok') return true;
    return token === `sandbox-ok:${action}`;
  },
};

/** No check at all (RECAPTCHA_PROVIDER=off): for local tools only. */
export const disabledRecaptcha: RecaptchaProvider = { verify: async () => true };

/** Google reCAPTCHA v3 through siteverify; the score threshold is configuration. */
export function googleRecaptcha(secret: string, minScore = 0.5, fetcher: typeof fetch = fetch): RecaptchaProvider {
  return {
    async verify(token, action) {
      if (!token) return false;
      const response = await fetcher('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token }),
      }).catch(() => undefined);
      if (!response?.ok) return false;
      const result = (await response.json()) as { success?: boolean; action?: string; score?: number };
      return result.success === true && result.action === action && (result.score ?? 0) >= minScore;
    },
  };
}

export function recaptchaFromEnv(env: NodeJS.ProcessEnv = process.env): RecaptchaProvider {
  const mode = env.RECAPTCHA_PROVIDER ?? 'sandbox';
  if (mode === 'off') return disabledRecaptcha;
  if (mode === 'google') {
    if (!env.RECAPTCHA_SECRET) throw new Error('RECAPTCHA_PROVIDER=google needs RECAPTCHA_SECRET.');
    return googleRecaptcha(env.RECAPTCHA_SECRET, Number(env.RECAPTCHA_MIN_SCORE ?? 0.5));
  }
  return sandboxRecaptcha;
}
