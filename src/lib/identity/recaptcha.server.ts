/**
 * The recaptcha response the forms send. With the sandbox provider (the default) or none, the
 * sandbox token for the action; with a real provider the widget must produce it (not built yet:
 * the forms then send nothing and the API refuses with AUT430, shown in the banner).
 */
export function recaptchaResponse(action: 'login' | 'register' | 'placeOrder' | 'paymentInstrument', env: Record<string, string | undefined> = process.env): string | undefined {
  const provider = env.RECAPTCHA_PROVIDER ?? 'sandbox';
  return provider === 'sandbox' || provider === 'off' ? `sandbox-ok:${action}` : undefined;
}
