import { useEffect, useRef } from 'react';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { bnplDecisionOf } from './hosted-messages';
import './three-ds.css';

export type BnplDecision = { approved: true; authorizationToken: string } | { approved: false };

/**
 * The BNPL provider dialog (§2): the lender's widget in a frame, opened with the payment session's
 * client token. Only a message from this frame, on its origin, is taken; the billing step adds the
 * approval to the cart (BillingStep.tsx). Closing the dialog without a decision is not approved.
 */
export default function BnplDialog({ props }: DialogViewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const url = typeof props.url === 'string' ? props.url : '';
  const onDecision = props.onDecision as ((decision: BnplDecision) => void) | undefined;
  const origin = url ? new URL(url, window.location.href).origin : '';

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const decision = bnplDecisionOf(event.data);
      if (decision) onDecision?.(decision);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, onDecision]);

  return (
    <div className="three-ds" data-testid="bnpl-dialog">
      <p>{String(props.intro ?? '')}</p>
      <iframe ref={frame} src={url} title={String(props.frameTitle ?? '')} className="three-ds__frame" data-testid="bnpl-frame" />
    </div>
  );
}
