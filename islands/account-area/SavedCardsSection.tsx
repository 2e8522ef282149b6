import { useEffect, useMemo, useState } from 'react';
import type { SavedPaymentInstrument } from '../../schemas/commerce/payments';
import { getSavedCards, makeCardDefault, removeSavedCard } from '../../src/lib/api/checkout';
import { checkoutErrorText } from '../../src/lib/checkout/checkout-messages';
import { openDialog } from '../../src/stores/dialogs';
import { savedCardLabel } from '../checkout/card-label';
import { translatorOfCheckout } from '../checkout/checkout-context';
import { OutcomeLine, Section, useOutcome, type SectionProps } from './section';

/**
 * The account's saved cards (§7 consumer payment_instruments): brand, last 4, expiry and the
 * default badge, the default first; make another the default, remove one after a confirmation.
 * Cards are added at checkout ("Save this card"), where the processor's fields are.
 */
export function SavedCardsSection(props: SectionProps) {
  const { run, orderTexts, locale } = props;
  const t = useMemo(() => translatorOfCheckout(orderTexts, locale), [orderTexts, locale]);
  const [cards, setCards] = useState<readonly SavedPaymentInstrument[] | null>(null);
  const [outcome, setOutcome] = useOutcome();

  async function act(work: () => Promise<string>) {
    setOutcome({ kind: 'busy' });
    try {
      setOutcome({ kind: 'done', text: await work() });
    } catch (error) {
      setOutcome({ kind: 'failed', text: checkoutErrorText(t, error) });
    }
  }

  const reload = async () => setCards((await run((api) => getSavedCards(api))).payment_instruments.filter((entry) => entry.card));

  useEffect(() => {
    reload().then(() => setOutcome({ kind: 'idle' }), () => {
      setCards([]);
      setOutcome({ kind: 'failed', text: t('savedCardsFailed') });
    });
  }, []);

  function confirmRemove(card: SavedPaymentInstrument) {
    void openDialog('confirm', {
      title: t('removeCardTitle'),
      text: t('removeCardText', { card: savedCardLabel(t, card) }),
      confirmLabel: t('removeCardConfirm'),
      cancelLabel: t('keepCard'),
      onConfirm: () => act(async () => {
        const left = await run((api) => removeSavedCard(api, card.paymentInstrumentId));
        setCards(left.payment_instruments.filter((entry) => entry.card));
        return t('cardRemoved');
      }),
    });
  }

  const busy = outcome.kind === 'busy';
  return (
    <Section id="account-saved-cards" title={t('savedCardsTitle')}>
      {cards === null && <p role="status">{t('savedCardsLoading')}</p>}
      {cards?.length === 0 && outcome.kind !== 'failed' && <p data-testid="saved-cards-empty">{t('savedCardsEmpty')}</p>}
      {cards && cards.length > 0 && (
        <ul className="account-cards" data-testid="saved-cards-list">
          {cards.map((card) => (
            <li key={card.paymentInstrumentId} className="account-cards__card" data-testid="saved-card" data-default={card.default}>
              <span>{savedCardLabel(t, card)}</span>
              {card.default && <span className="checkout-badge" data-testid="saved-card-default">{t('defaultCard')}</span>}
              {!card.default && (
                <button type="button" className="account-area__button" disabled={busy} data-testid="saved-card-make-default"
                  onClick={() => void act(async () => { await run((api) => makeCardDefault(api, card.paymentInstrumentId)); await reload(); return t('cardMadeDefault'); })}>
                  {t('makeDefaultCard')}
                </button>
              )}
              <button type="button" className="account-area__button" disabled={busy} data-testid="saved-card-remove" onClick={() => confirmRemove(card)}>
                {t('removeCard')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <OutcomeLine outcome={outcome} testId="saved-cards" />
    </Section>
  );
}
