import { useState } from 'react';
import type { Cart } from '../../schemas/commerce/cart';
import type { CartTranslator } from '../../src/lib/cart/cart-messages';

interface Props {
  readonly coupons: Cart['couponItems'];
  readonly t: CartTranslator;
  readonly busy: boolean;
  /** The failure of the last apply or remove, shown at the input (§8). */
  readonly error: string | null;
  onApply(code: string): Promise<boolean>;
  onRemove(code: string): void;
}

/** The promo code field (PUT /cart/v1/coupon) and the codes in the cart, each with its status and a remove button. */
export default function CouponForm({ coupons, t, busy, error, onApply, onRemove }: Props) {
  const [code, setCode] = useState('');
  const [required, setRequired] = useState(false);
  const message = required ? t('couponRequired') : error;
  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const trimmed = code.trim();
    setRequired(trimmed === '');
    if (!trimmed || busy) return;
    if (await onApply(trimmed)) setCode('');
  }
  return (
    <div className="cart-coupon">
      <form className="cart-coupon__form" onSubmit={submit} noValidate data-testid="coupon-form">
        <label htmlFor="cart-coupon-code">{t('couponLabel')}</label>
        <div className="cart-coupon__row">
          <input
            id="cart-coupon-code" name="code" autoComplete="off" maxLength={40} value={code} onChange={(event) => setCode(event.target.value)}
            aria-invalid={message ? true : undefined} aria-describedby={message ? 'cart-coupon-error' : undefined}
          />
          <button type="submit" className="cart-button" aria-disabled={busy || undefined}>{t('couponApply')}</button>
        </div>
        {message && <p id="cart-coupon-error" className="cart-coupon__error" data-testid="coupon-error">{message}</p>}
      </form>
      {coupons.length > 0 && (
        <ul className="cart-coupon__list" data-testid="coupon-list">
          {coupons.map((coupon) => (
            <li key={coupon.couponItemId} data-status={coupon.statusCode}>
              <span className="cart-coupon__code">{coupon.code}</span>
              <span className="cart-coupon__status">{coupon.statusCode === 'APPLIED' ? t('couponApplied') : t('couponNotApplicable')}</span>
              <button type="button" className="cart-link-button" disabled={busy} aria-label={t('couponRemove', { code: coupon.code })} onClick={() => onRemove(coupon.code)}>{t('remove')}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
