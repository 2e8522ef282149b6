import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { PROCESSOR_FRAME_QUERY, type CardToken } from '../../schemas/commerce/payments';
import { processorFrameUrl } from './processor-frames';
import type { CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';
import { cardTokenOf, frameHeightOf } from './hosted-messages';

/** Where the sandbox processor serves its hosted card fields (its own mount, not the commerce API). */
export const HOSTED_FIELDS_PATH = '/sandbox-pay/fields';

/** The card processor's hosted-fields page (its own mount) in the shopper's language, posting to the parent's origin. */
export function hostedFieldsUrl(base: string, locale: string, origin: string): string {
  const url = processorFrameUrl(base, origin, locale);
  url.searchParams.set(PROCESSOR_FRAME_QUERY.origin, origin);
  return url.toString();
}

/**
 * The card number, expiry and CVC, typed into the sandbox processor's own frame: the island only
 * receives the token it posts (brand, last 4, expiry), never card data (PCI SAQ-A shape). The
 * frame is made only when this component is on screen, i.e. on the billing step.
 */
export interface CardFieldsHandle {
  /** Asks the frame for its token (when the shopper pressed Continue without the frame's own button); null when none comes. */
  tokenize(): Promise<CardToken | null>;
}

interface Props {
  readonly src: string;
  readonly t: CheckoutTranslator;
  readonly onToken: (card: CardToken) => void;
}

const CardFields = forwardRef<CardFieldsHandle, Props>(function CardFields({ src, t, onToken }, handle) {
  const frame = useRef<HTMLIFrameElement>(null);
  const waiting = useRef<((card: CardToken | null) => void) | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [height, setHeight] = useState(220);
  const origin = new URL(src, typeof window === 'undefined' ? 'http://localhost' : window.location.href).origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const asked = frameHeightOf(event.data);
      if (asked) setHeight(asked);
      const type = typeof event.data === 'object' && event.data !== null ? (event.data as { type?: unknown }).type : undefined;
      if (type === 'ready') setState('ready');
      if (type === 'error') {
        // The frame shows what is wrong with the card beside its fields; Continue stops waiting.
        waiting.current?.(null);
        waiting.current = null;
      }
      const card = cardTokenOf(event.data);
      if (card) {
        waiting.current?.(card);
        waiting.current = null;
        onToken(card);
      }
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => setState((now) => (now === 'loading' ? 'failed' : now)), 15_000);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [src, onToken]);

  useImperativeHandle(handle, () => ({
    tokenize: () => new Promise<CardToken | null>((resolve) => {
      const target = frame.current?.contentWindow;
      if (!target) return resolve(null);
      const timer = window.setTimeout(() => {
        waiting.current = null;
        resolve(null);
      }, 10_000);
      waiting.current = (card) => {
        window.clearTimeout(timer);
        resolve(card);
      };
      target.postMessage({ source: 'storefront', type: 'tokenize' }, origin);
    }),
  }), [origin]);

  return (
    <div className="checkout-card-fields" data-testid="card-fields">
      <p className="checkout-note" id="card-fields-hint">{t('cardFieldsHint')}</p>
      {state === 'loading' && <p className="checkout-status" role="status">{t('cardFieldsLoading')}</p>}
      {state === 'failed' && <p className="checkout-error" role="alert">{t('cardFieldsFailed')}</p>}
      <iframe
        ref={frame}
        src={src}
        title={t('cardFieldsTitle')}
        className="checkout-card-fields__frame"
        style={{ height }}
        aria-describedby="card-fields-hint"
        onError={() => setState('failed')}
        data-testid="card-fields-frame"
      />
    </div>
  );
});

export default CardFields;
