import type { SavedPaymentInstrument } from '../../schemas/commerce/payments';
import type { CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';
import { savedCardLabel } from './card-label';

/** A signed-in shopper's saved cards (the default first, as the API lists them), or a new card. */
export default function SavedCardChoice({ t, cards, chosen, onChoose }: {
  readonly t: CheckoutTranslator;
  readonly cards: readonly SavedPaymentInstrument[];
  readonly chosen: string;
  readonly onChoose: (id: string) => void;
}) {
  return (
    <div className="checkout-choices" role="radiogroup" aria-label={t('savedCardsLabel')} data-testid="saved-cards">
      {cards.map((saved) => (
        <label key={saved.paymentInstrumentId} className="checkout-choice">
          <input type="radio" name="saved-card" value={saved.paymentInstrumentId} checked={chosen === saved.paymentInstrumentId} onChange={() => onChoose(saved.paymentInstrumentId)} />
          <span>{savedCardLabel(t, saved)}{saved.default && <> <span className="checkout-badge">{t('defaultCard')}</span></>}</span>
        </label>
      ))}
      <label className="checkout-choice">
        <input type="radio" name="saved-card" value="new" checked={chosen === 'new'} onChange={() => onChoose('new')} />
        <span>{t('newCard')}</span>
      </label>
    </div>
  );
}
