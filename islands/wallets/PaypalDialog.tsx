import { useEffect, useRef } from 'react';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { paypalApprovalOf } from '../checkout/hosted-messages';
import '../checkout/three-ds.css';

export type PaypalApproval = { approved: true; orderID: string } | { approved: false };

/**
 * PayPal's approval window (§4 PayPal sequences) in a frame, opened at the order's approve link.
 * Only a message from this frame, on its origin, is taken (PayPal's onApprove / onCancel); the
 * opener (paypal-approval.ts) decides what follows. Closing it without a decision is not approved.
 */
export default function PaypalDialog({ props }: DialogViewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const url = typeof props.url === 'string' ? props.url : '';
  const onApproval = props.onApproval as ((approval: PaypalApproval) => void) | undefined;
  const origin = url ? new URL(url, window.location.href).origin : '';

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const approval = paypalApprovalOf(event.data);
      if (approval) onApproval?.(approval);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, onApproval]);

  return (
    <div className="three-ds" data-testid="paypal-dialog">
      <p>{String(props.intro ?? '')}</p>
      <iframe ref={frame} src={url} title={String(props.frameTitle ?? '')} className="three-ds__frame" data-testid="paypal-frame" />
    </div>
  );
}
