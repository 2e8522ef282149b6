import { useEffect, useRef, type MutableRefObject } from 'react';

/**
 * The heading of the step on screen. After a step change focus moves here (tabIndex -1), so a
 * screen reader announces the new step and keyboard users continue from its top.
 */
export function StepHeading({ id, text, focusOnMount }: { readonly id: string; readonly text: string; readonly focusOnMount: MutableRefObject<boolean> }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount.current) return;
    focusOnMount.current = false;
    ref.current?.focus();
  }, []);
  return <h2 id={id} ref={ref} tabIndex={-1} className="checkout-step__title" data-testid="checkout-step-title">{text}</h2>;
}

/** A step's announced error line (role alert: read out when it appears). */
export function StepError({ text, testId }: { readonly text: string | undefined; readonly testId: string }) {
  return <div className="checkout-error" role="alert" data-testid={testId}>{text ? <p>{text}</p> : null}</div>;
}
