import { useId, useState, type FormEvent } from 'react';
import { WARRANTY_DESCRIPTION_MAX, WARRANTY_DESCRIPTION_MIN, WARRANTY_REASONS, type Order } from '../../schemas/commerce/orders';
import type { CheckoutMessageKey } from '../../src/shared/i18n/messages/checkout/en';
import type { MessageParams } from '../../src/shared/i18n/messages';

interface Props {
  readonly order: Order;
  readonly t: (key: CheckoutMessageKey, params?: MessageParams) => string;
  readonly busy: boolean;
  /** Sends the claim; the section shows the outcome (case number or the §8 message). */
  readonly onSubmit: (claim: { itemId: string; reason: string; description: string }) => Promise<void>;
}

/**
 * A warranty claim for one item of a delivered order (POST .../warranty): which item, what is
 * wrong, and a description of at least WARRANTY_DESCRIPTION_MIN characters, checked here before
 * it is sent (the server holds the same rule). Gift cards and free gifts are not offered.
 */
export function WarrantyClaimForm({ order, t, busy, onSubmit }: Props) {
  const id = useId();
  const items = order.items.filter((item) => !item.bonus && item.shipmentId !== 'digital');
  const [itemId, setItemId] = useState(items[0]?.itemId ?? '');
  const [reason, setReason] = useState<string>(WARRANTY_REASONS[0]);
  const [description, setDescription] = useState('');
  const [tooShort, setTooShort] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (description.trim().length < WARRANTY_DESCRIPTION_MIN) {
      setTooShort(true);
      document.getElementById(`${id}-description`)?.focus();
      return;
    }
    setTooShort(false);
    await onSubmit({ itemId, reason, description: description.trim() });
  }

  if (items.length === 0) return null;
  return (
    <form className="account-area__form account-area__narrow" onSubmit={(event) => void submit(event)} noValidate data-testid="warranty-form">
      <div className="account-form__field">
        <label htmlFor={`${id}-item`}>{t('warrantyItem')}</label>
        <select id={`${id}-item`} value={itemId} onChange={(event) => setItemId(event.target.value)}>
          {items.map((item) => <option key={item.itemId} value={item.itemId}>{item.name}</option>)}
        </select>
      </div>
      <div className="account-form__field">
        <label htmlFor={`${id}-reason`}>{t('warrantyReason')}</label>
        <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)}>
          {WARRANTY_REASONS.map((value) => <option key={value} value={value}>{t(`warrantyReason_${value}` as CheckoutMessageKey)}</option>)}
        </select>
      </div>
      <div className="account-form__field">
        <label htmlFor={`${id}-description`}>{t('warrantyDescription')}</label>
        <textarea
          id={`${id}-description`} className="account-area__textarea" rows={4} maxLength={WARRANTY_DESCRIPTION_MAX} value={description}
          onChange={(event) => setDescription(event.target.value)} aria-invalid={tooShort || undefined}
          aria-describedby={`${id}-hint${tooShort ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="account-area__hint account-area__hint--field">{t('warrantyDescriptionHint', { min: WARRANTY_DESCRIPTION_MIN })}</p>
        {tooShort && <p id={`${id}-error`} className="account-form__error">{t('warrantyDescriptionShort', { min: WARRANTY_DESCRIPTION_MIN })}</p>}
      </div>
      <button type="submit" className="account-area__button account-area__button--primary" disabled={busy}>{t('warrantySubmit')}</button>
    </form>
  );
}
