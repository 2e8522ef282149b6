import { useEffect, useState } from 'react';
import { DEFAULT_MAX_QTY } from '../../schemas/constants';
import type { CartTranslator } from '../../src/lib/cart/cart-messages';

interface Props {
  readonly id: string;
  readonly itemName: string;
  readonly qty: number;
  /** The line's maxQty (§5: the quantity cannot exceed it). */
  readonly max: number;
  readonly disabled: boolean;
  readonly t: CartTranslator;
  /** Errors of the line, read with the field. */
  readonly describedBy?: string | undefined;
  onChange(qty: number): void;
}

/**
 * The quantity of a cart line: minus and plus buttons and a field, from 1 up to the line's
 * maxQty. Buttons change it at once; a typed quantity is sent when the field is left or Enter is
 * pressed. The API has the last word (stock): the field shows what the cart answers.
 */
export default function QuantityStepper({ id, itemName, qty, max, disabled, t, describedBy, onChange }: Props) {
  const [draft, setDraft] = useState(String(qty));
  useEffect(() => setDraft(String(qty)), [qty]);
  const commit = () => {
    const wanted = Math.trunc(Number(draft));
    if (!Number.isFinite(wanted) || wanted < 1) return setDraft(String(qty));
    const next = Math.min(wanted, max);
    setDraft(String(next));
    if (next !== qty) onChange(next);
  };
  return (
    <div className="cart-stepper" data-testid="quantity-stepper">
      <button type="button" className="cart-stepper__button" aria-label={t('decreaseQuantity', { item: itemName })} disabled={disabled || qty <= 1} onClick={() => onChange(qty - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <label className="visually-hidden" htmlFor={id}>{t('quantity')}</label>
      <input
        id={id} className="cart-stepper__input" type="number" inputMode="numeric" min={1} max={max} value={draft} disabled={disabled}
        aria-describedby={describedBy} onChange={(event) => setDraft(event.target.value)} onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button type="button" className="cart-stepper__button" aria-label={t('increaseQuantity', { item: itemName })} disabled={disabled || qty >= max} onClick={() => onChange(qty + 1)}>
        <span aria-hidden="true">+</span>
      </button>
      {qty >= max && max < DEFAULT_MAX_QTY && <span className="cart-stepper__note" data-testid="quantity-max">{t('maxQuantityNote', { maxQty: max })}</span>}
    </div>
  );
}
