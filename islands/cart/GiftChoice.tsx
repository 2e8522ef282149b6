import { useEffect, useState } from 'react';
import type { Cart } from '../../schemas/commerce/cart';
import type { CartTranslator } from '../../src/lib/cart/cart-messages';

interface Props {
  readonly offer: Cart['bonusChoices'][number];
  readonly t: CartTranslator;
  readonly busy: boolean;
  onSave(variantIds: string[]): void;
}

/**
 * A gift with purchase that offers a choice (only gifts in stock are offered; at most maxGifts,
 * which the API enforces): radios for one gift, checkboxes for several.
 */
export default function GiftChoice({ offer, t, busy, onSave }: Props) {
  const [chosen, setChosen] = useState<readonly string[]>(offer.selectedVariantIds);
  useEffect(() => setChosen(offer.selectedVariantIds), [offer.selectedVariantIds.join('|')]);
  if (offer.choices.length < 2) return null;
  const single = offer.maxGifts === 1;
  const toggle = (variantId: string, on: boolean) =>
    setChosen((current) => (single ? [variantId] : on ? [...current, variantId].slice(-offer.maxGifts) : current.filter((id) => id !== variantId)));
  return (
    <form className="cart-gift-choice" data-testid="gift-choice" onSubmit={(event) => { event.preventDefault(); onSave([...chosen]); }}>
      <fieldset>
        <legend>{t('chooseGiftTitle')}</legend>
        <p className="cart-gift-choice__hint">{t('chooseGiftHint', { max: offer.maxGifts })}</p>
        {offer.choices.map((choice) => (
          <label key={choice.variantId} className="cart-delivery__option">
            <input
              type={single ? 'radio' : 'checkbox'} name={`gift-${offer.promotionId}`} value={choice.variantId}
              checked={chosen.includes(choice.variantId)} onChange={(event) => toggle(choice.variantId, event.currentTarget.checked)}
            />
            <span>{choice.name}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="cart-button" aria-disabled={busy || undefined}>{t('chooseGiftSave')}</button>
    </form>
  );
}
