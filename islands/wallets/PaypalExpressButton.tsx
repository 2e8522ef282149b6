import { useEffect, useState } from 'react';
import type { ApiClient } from '../../src/lib/api/client';
import { goToConfirmation } from '../../src/lib/checkout/order-handover';
import { associateSignedIn } from '../../src/lib/session/associate-storage';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import type { ApiTarget } from '../shared/api-target';
import type { ExpressStart } from './paypal-express';
import type { PaypalExpressTexts } from './paypal-express-texts';
import './paypal.css';

export interface PaypalExpressProps {
  readonly target: ApiTarget & { readonly locale: LocaleCode };
  readonly texts: PaypalExpressTexts;
  readonly recaptcha: string;
  readonly confirmationHref: string;
}

interface Props extends PaypalExpressProps {
  readonly source: 'cart' | 'pdp';
  /** A product page adds its item first; null when it cannot yet (no size chosen): the button is disabled. */
  readonly prepare?: ((api: ApiClient) => Promise<ExpressStart>) | null;
  /** Also told a failure: where the button may be gone by then (the mini cart gives way to PayPal's window). */
  readonly onFailure?: (message: string) => void;
}

/**
 * The PayPal express button (spec §4; §2 express wallet visibility): not for an in-store
 * associate's session (this tab's, read after hydration). The flow's code loads on the first press.
 * Success leaves for the confirmation (storeContext=paypalPdp from a product page); a failure is
 * said under the button and the cart is left as it was.
 */
export default function PaypalExpressButton({ target, texts, recaptcha, confirmationHref, source, prepare, onFailure }: Props) {
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setShown(!associateSignedIn()), []);
  if (!shown) return null;

  async function pay() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const { runPaypalExpress } = await import('./paypal-express');
    const result = await runPaypalExpress({ target, texts, recaptcha, referer: source, ...(prepare ? { prepare } : {}) });
    if ('order' in result) {
      goToConfirmation(result.order, confirmationHref, source === 'pdp' ? 'paypalPdp' : undefined);
      return;
    }
    setBusy(false);
    setError(result.message);
    onFailure?.(result.message);
  }

  return (
    <div className="paypal-express" data-testid={`paypal-express-${source}`}>
      <button type="button" className="paypal-express__button" onClick={() => void pay()} disabled={busy || prepare === null} aria-busy={busy} aria-label={texts.paypalExpress} data-testid="paypal-express">
        <span aria-hidden="true"><b>Pay</b>Pal</span>
      </button>
      <p className="paypal-express__status" role="status">{busy ? texts.paypalPlacing : ''}</p>
      {error && <p className="paypal-express__error" role="alert" data-testid="paypal-express-error">{error}</p>}
    </div>
  );
}
