import { useEffect, useState } from 'react';
import type { LoyaltyVoucher } from '../../schemas/commerce/loyalty';
import { LOYALTY_POINTS_PER_MINOR_UNIT } from '../../schemas/constants';
import type { CartInstrument } from '../../src/lib/checkout/cart-progress';
import { Field } from '../shared/fields';
import type { CheckoutState } from './use-checkout';
import { formatNumber } from '../../src/shared/i18n/numbers';
import type { LocaleCode } from '../../src/shared/i18n/sites';

interface Props {
  readonly state: CheckoutState;
  /** The rewards paying now (LOYALTY_POINTS and REWARD_CODE instruments of the cart). */
  readonly applied: readonly CartInstrument[];
  readonly currency: string;
  readonly locale: string;
  readonly money: (minor: number) => string;
}

type Wallet = { readonly balance: number; readonly vouchers: readonly LoyaltyVoucher[] };

/**
 * A loyalty member pays part or all of the order with points or with a voucher bought with points
 * (§7 PUT cart reward). Nothing is spent until the order is placed; the balance shown is the
 * member's active points (pending ones cannot pay). Errors (§8 REW400, REW404, REW409, AUT403) are
 * shown at the points field and announced.
 */
export default function RewardsForm({ state, applied, currency, locale, money }: Props) {
  const { t, busy, errors, cart } = state;
  const [wallet, setWallet] = useState<Wallet | null | 'failed'>(null);
  const [points, setPoints] = useState('');
  const error = errors.rewards;
  const number = (value: number) => formatNumber(value, locale as LocaleCode);

  useEffect(() => {
    state.inSession((calls, api) => calls.loyalty(api))
      .then((answer) => setWallet({ balance: answer.currentLoyaltyPoints, vouchers: answer.vouchers }))
      .catch(() => setWallet('failed'));
  }, []);

  // Nothing shows until the wallet is read, nor for a shopper with nothing to spend (not a member yet).
  if (!cart || wallet === null || wallet === 'failed') return null;
  const appliedPoints = applied.find((entry) => entry.method === 'LOYALTY_POINTS');
  const appliedVoucher = applied.find((entry) => entry.method === 'REWARD_CODE');
  const payable = (cart.totals.remainingToPay + (appliedPoints?.amount ?? 0)) * LOYALTY_POINTS_PER_MINOR_UNIT;
  const max = Math.min(wallet.balance, payable);
  const vouchers = wallet.vouchers.filter((voucher) => voucher.status === 'active' && voucher.currency === currency && voucher.code !== appliedVoucher?.voucherCode);
  if (wallet.balance === 0 && vouchers.length === 0 && applied.length === 0) return null;

  async function usePoints(event: { preventDefault(): void }) {
    event.preventDefault();
    const wanted = Number(points.trim() === '' ? max : points.trim());
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > max) {
      state.setError('rewards', t('rewardsPointsInvalid', { max: number(max) }));
      return;
    }
    if (await state.call('reward-points', (calls, api) => calls.reward(api, { points: wanted }), 'rewards')) setPoints('');
  }

  const remove = (entry: CartInstrument) => state.call(`remove-${entry.id}`, (calls, api) => calls.removePayment(api, entry.id), 'rewards');

  return (
    <section className="checkout-gift-card" aria-labelledby="rewards-title" data-testid="rewards">
      <h3 id="rewards-title">{t('rewardsTitle')}</h3>
      <p data-testid="rewards-balance">
        {t('rewardsBalance', { points: number(wallet.balance), amount: money(Math.floor(wallet.balance / LOYALTY_POINTS_PER_MINOR_UNIT)) })}
      </p>
      {applied.length > 0 && (
        <ul className="checkout-gift-card__applied" data-testid="rewards-applied">
          {applied.map((entry) => (
            <li key={entry.id}>
              <span>
                {entry.method === 'LOYALTY_POINTS'
                  ? t('rewardsPointsApplied', { points: number(entry.points ?? 0), amount: money(entry.amount) })
                  : t('rewardsVoucherApplied', { code: entry.voucherCode ?? '', amount: money(entry.amount) })}
              </span>
              <button type="button" className="checkout-link-button" disabled={busy !== null} onClick={() => void remove(entry)}>
                {entry.method === 'LOYALTY_POINTS' ? t('rewardsRemovePoints') : t('rewardsRemoveVoucher', { code: entry.voucherCode ?? '' })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {vouchers.length > 0 && (
        <ul className="checkout-plain-list" data-testid="rewards-vouchers">
          {vouchers.map((voucher) => (
            <li key={voucher.voucherId}>
              <button
                type="button" className="checkout-button" disabled={busy !== null}
                onClick={() => void state.call(`reward-${voucher.code}`, (calls, api) => calls.reward(api, { code: voucher.code }), 'rewards')}
              >
                {t('rewardsUseVoucher', { code: voucher.code, amount: money(voucher.amountInCurrency) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Applied points are taken off before another number is chosen: one points payment at a time. */}
      {max > 0 && !appliedPoints && (
        <div className="checkout-rewards__points" data-testid="rewards-points-form">
          <Field id="rewards-points" label={t('rewardsPointsLabel')} error={error} describedBy="rewards-points-hint">
            {(aria) => (
              <input
                {...aria} type="text" inputMode="numeric" autoComplete="off" placeholder={String(max)}
                value={points} onChange={(event) => setPoints(event.target.value)}
              />
            )}
          </Field>
          <p id="rewards-points-hint" className="checkout-note">{t('rewardsPointsHint', { max: number(max) })}</p>
          <button type="button" className="checkout-button" disabled={busy !== null} onClick={(event) => void usePoints(event)} data-testid="rewards-use-points">
            {t('rewardsUsePoints')}
          </button>
        </div>
      )}
      {(max === 0 || appliedPoints) && error && <p className="account-form__error">{error}</p>}
      <p className="visually-hidden" role="alert">{error ?? ''}</p>
    </section>
  );
}
