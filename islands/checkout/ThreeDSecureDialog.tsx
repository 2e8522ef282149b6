import { useEffect, useRef, useState } from 'react';
import type { ThreeDs2Result } from '../../schemas/commerce/payments';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { threeDsResultOf } from './hosted-messages';
import './three-ds.css';

/**
 * The 3-D Secure challenge dialog (§2, §4): the card processor's challenge page in a frame. The
 * frame posts the result (transStatus Y or N) to the page; only a message from this frame, on
 * its origin, is taken. Checkout patches the order with it (place-order.ts).
 */
export default function ThreeDSecureDialog({ props }: DialogViewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [checking, setChecking] = useState(false);
  const url = typeof props.url === 'string' ? props.url : '';
  const onResult = props.onResult as ((result: ThreeDs2Result) => void) | undefined;
  const origin = url ? new URL(url, window.location.href).origin : '';

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const result = threeDsResultOf(event.data);
      if (!result) return;
      setChecking(true);
      onResult?.(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, onResult]);

  return (
    <div className="three-ds" data-testid="three-ds-dialog">
      <p>{String(props.intro ?? '')}</p>
      <p role="status" className="three-ds__status">{checking ? String(props.checking ?? '') : ''}</p>
      <iframe ref={frame} src={url} title={String(props.frameTitle ?? '')} className="three-ds__frame" data-testid="three-ds-frame" />
    </div>
  );
}
