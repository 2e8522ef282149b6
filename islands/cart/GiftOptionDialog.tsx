import { useState } from 'react';
import type { CartItem, GiftOption } from '../../schemas/commerce/cart';
import { isEmail } from '../../src/shared/validation/rules/email';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { Banner, Field } from '../shared/fields';
import { translatorOf, type CartContext } from './cart-context';

interface Props {
  readonly context: CartContext;
  readonly item: CartItem;
  /** Saves (null removes) the gift message; answers whether the cart took it. */
  readonly onSave: (gift: GiftOption | null) => Promise<boolean>;
}

type Errors = Partial<Record<'to' | 'email' | 'message', string>>;

/**
 * 'Add gift option' (spec §2): recipient, their email and a message. Sent only when all three are
 * there (§5), so the form asks for each; a saved message can be removed. A refusal of the cart is
 * shown in the dialog (the line shows it too).
 */
export default function GiftOptionDialog({ props, close }: DialogViewProps) {
  const { context, item, onSave } = props as unknown as Props;
  const t = translatorOf(context);
  const [gift, setGift] = useState({ to: item.giftOption?.to ?? '', email: item.giftOption?.email ?? '', message: item.giftOption?.message ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(value: GiftOption | null) {
    setBusy(true);
    setFailed(false);
    const done = await onSave(value);
    setBusy(false);
    if (done) close();
    else setFailed(true);
  }

  function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const trimmed = { to: gift.to.trim(), email: gift.email.trim(), message: gift.message.trim() };
    const found: Errors = {
      to: trimmed.to ? undefined : t('giftAllRequired'),
      email: !trimmed.email ? t('giftAllRequired') : isEmail(trimmed.email) ? undefined : t('giftEmailInvalid'),
      message: trimmed.message ? undefined : t('giftAllRequired'),
    };
    setErrors(found);
    if (found.to || found.email || found.message) return;
    void save(trimmed);
  }

  const field = (name: keyof Errors, label: string, maxLength: number, multiline = false) => (
    <Field id={`gift-${name}`} label={label} error={errors[name]}>
      {(aria) => multiline
        ? <textarea {...aria} maxLength={maxLength} rows={3} value={gift[name]} onChange={(event) => setGift({ ...gift, [name]: event.target.value })} />
        : <input {...aria} type={name === 'email' ? 'email' : 'text'} maxLength={maxLength} value={gift[name]} onChange={(event) => setGift({ ...gift, [name]: event.target.value })} />}
    </Field>
  );

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={busy} data-testid="gift-option-form">
      {failed && <Banner testId="gift-option-error"><p>{t('somethingWentWrong')}</p></Banner>}
      <p>{item.name}</p>
      {field('to', t('giftTo'), 100)}
      {field('email', t('giftEmail'), 100)}
      {field('message', t('giftMessage'), 300, true)}
      <button type="submit" className="account-form__submit" disabled={busy}>{t('giftSave')}</button>
      {item.giftOption && (
        <button type="button" className="account-form__secondary" disabled={busy} onClick={() => void save(null)}>{t('giftRemove')}</button>
      )}
    </form>
  );
}
