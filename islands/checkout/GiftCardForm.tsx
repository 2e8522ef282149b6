import { useState } from 'react';
import type { CartInstrument } from '../../src/lib/checkout/cart-progress';
import { Field } from '../shared/fields';
import type { CheckoutState } from './use-checkout';

interface Props {
  readonly state: CheckoutState;
  readonly applied: readonly CartInstrument[];
  readonly money: (minor: number) => string;
}

/**
 * Gift cards (§7 balance and payment instruments): number and PIN, check the balance, apply it
 * (it pays up to its balance and what is left). §8 GC_INVALID2, GC_ALREADY_APPLIED, GC_NOT_ALLOWED
 * and GC_ZERO_BALANCE are shown at the input, announced; applied cards can be removed.
 */
export default function GiftCardForm({ state, applied, money }: Props) {
  const { t, busy, errors } = state;
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [balance, setBalance] = useState<string | null>(null);
  const error = errors['gift-card'];

  function filled(): { cardNumber: string; pin: string } | null {
    const cardNumber = number.replace(/\s+/g, '');
    if (!cardNumber || !pin.trim()) {
      state.setError('gift-card', t('giftCardRequired'));
      return null;
    }
    return { cardNumber, pin: pin.trim() };
  }

  async function checkBalance() {
    const card = filled();
    if (!card) return;
    setBalance(null);
    const answer = await state.call('gift-card-balance', (calls, api) => calls.giftCardBalance(api, card.cardNumber, card.pin), 'gift-card');
    if (answer) setBalance(t('giftCardBalance', { amount: money(answer.balance) }));
  }

  async function apply(event: { preventDefault(): void }) {
    event.preventDefault();
    const card = filled();
    if (!card) return;
    const answer = await state.call('gift-card-apply', (calls, api) => calls.addPayment(api, { payment_method_id: 'GIFT_CARD', c_gcCardNumber: card.cardNumber, c_gcPin: card.pin }), 'gift-card');
    if (answer) {
      setNumber('');
      setPin('');
      setBalance(null);
    }
  }

  return (
    <section className="checkout-gift-card" aria-labelledby="gift-card-title" data-testid="gift-card">
      <h3 id="gift-card-title">{t('giftCardTitle')}</h3>
      {applied.length > 0 && (
        <ul className="checkout-gift-card__applied" data-testid="gift-cards-applied">
          {applied.map((card) => (
            <li key={card.id}>
              <span>{t('giftCardApplied', { last4: card.last4 ?? '', amount: money(card.amount) })}</span>
              <button
                type="button" className="checkout-link-button" disabled={busy !== null}
                onClick={() => void state.call(`remove-${card.id}`, (calls, api) => calls.removePayment(api, card.id), 'gift-card')}
              >
                {t('giftCardRemove', { last4: card.last4 ?? '' })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="checkout-gift-card__fields" data-testid="gift-card-form">
        <Field id="gift-card-number" label={t('giftCardNumberLabel')} error={error}>
          {(aria) => <input {...aria} inputMode="numeric" autoComplete="off" value={number} onChange={(event) => setNumber(event.target.value)} />}
        </Field>
        <Field id="gift-card-pin" label={t('giftCardPinLabel')}>
          {(aria) => <input {...aria} aria-invalid={error ? true : undefined} inputMode="numeric" autoComplete="off" value={pin} onChange={(event) => setPin(event.target.value)} />}
        </Field>
      </div>
      <p className="visually-hidden" role="alert">{error ?? ''}</p>
      <p className="checkout-status" role="status" data-testid="gift-card-balance">{balance ?? ''}</p>
      <div className="checkout-gift-card__actions">
        <button type="button" className="checkout-button" disabled={busy !== null} onClick={() => void checkBalance()} data-testid="gift-card-check">{t('giftCardCheckBalance')}</button>
        <button type="button" className="checkout-button" disabled={busy !== null} onClick={(event) => void apply(event)} data-testid="gift-card-apply">{t('giftCardApply')}</button>
      </div>
    </section>
  );
}
