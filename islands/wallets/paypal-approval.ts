import type { PaypalSessionResponse } from '../../schemas/commerce/payments';
import { $dialogs, closeDialog, openDialog } from '../../src/stores/dialogs';
import type { PaypalApproval } from './PaypalDialog';

export interface PaypalWindowTexts {
  readonly title: string;
  /** Already filled with the amount. */
  readonly intro: (amount: number) => string;
  readonly frameTitle: string;
}

/**
 * The buyer approves a PayPal order in PayPal's window (the 'paypal-window' dialog framing the
 * order's approve link): the approved order's id, or null when cancelled or closed. The same for
 * the billing step and the express buttons; what is done with the id is theirs.
 */
export async function approveInPaypal(session: PaypalSessionResponse, texts: PaypalWindowTexts): Promise<string | null> {
  const approval = await new Promise<PaypalApproval | null>((resolve) => {
    let settled = false;
    const settle = (value: PaypalApproval | null) => {
      if (settled) return;
      settled = true;
      stop();
      resolve(value);
    };
    // Closing the window without a decision is not an approval.
    const stop = $dialogs.listen((open) => { if (open?.name !== 'paypal-window') settle(null); });
    void openDialog('paypal-window', {
      title: texts.title, intro: texts.intro(session.meta.amount), frameTitle: texts.frameTitle,
      url: session.meta.approveUrl, onApproval: (value: PaypalApproval) => settle(value),
    });
  });
  closeDialog();
  return approval?.approved ? approval.orderID : null;
}
