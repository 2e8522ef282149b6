import { useEffect, useRef, useState } from 'react';
import type { CardToken, PaymentMethodsResponse, SavedPaymentInstrument } from '../../schemas/commerce/payments';
import { COVERING_METHODS, REWARD_METHODS, instrumentsOf, isPickupOnly } from '../../src/lib/checkout/cart-progress';
import { checkoutErrorText } from '../../src/lib/checkout/checkout-messages';
import { formatMoney } from '../../src/shared/i18n/money';
import type { CheckoutMessageKey } from '../../src/shared/i18n/messages/checkout/en';
import { AddressFields } from '../shared/AddressFields';
import { Checkbox } from '../shared/fields';
import CardFields, { HOSTED_FIELDS_PATH, hostedFieldsUrl, type CardFieldsHandle } from './CardFields';
import AthleteCreditForm from './AthleteCreditForm';
import GiftCardForm from './GiftCardForm';
import RewardsForm from './RewardsForm';
import SavedCardChoice from './SavedCardChoice';
import { saveCardForLater } from './save-card';
import { brandName } from './brand';
import { StepError, StepHeading } from './StepHeading';
import type { BnplDecision } from './BnplDialog';
import { approveInPaypal } from '../wallets/paypal-approval';
import { $dialogs, closeDialog, openDialog } from '../../src/stores/dialogs';
import { addressValuesOf, checkoutAddressOf, useAddressForm } from './use-address-form';
import { readAssociate } from '../../src/lib/session/associate-storage';
import type { CheckoutProps } from './checkout-context';
import type { CheckoutState } from './use-checkout';

/** The covering methods this step can take: a card in the hosted fields, Klarna's or PayPal's approval in its window. */
const TAKEN_HERE = new Set(['CREDIT_CARD', 'KLARNA', 'PAYPAL']);
/** Methods approved in the provider's window on Continue (not typed here). */
const APPROVED_IN_WINDOW = new Set(['KLARNA', 'PAYPAL']);

/**
 * Step 2 (§2 billing): the billing address (the shipping address unless unticked), then payment:
 * the methods the API offers this cart, gift cards (balance and apply), and the card in the
 * processor's hosted fields for what is left to pay. A signed-in shopper may pay with a saved card
 * (the default chosen) or save the new one. Continue saves the billing address and the card (token
 * or saved card's id) and moves on to the summary.
 */
export default function BillingStep({ props, state }: { readonly props: CheckoutProps; readonly state: CheckoutState }) {
  const { t, cart, busy, errors } = state;
  const pickupOnly = cart ? isPickupOnly(cart) : false;
  const [same, setSame] = useState(!pickupOnly && cart?.shippingAddress !== null);
  const [methods, setMethods] = useState<PaymentMethodsResponse | null>(null);
  const [method, setMethod] = useState<string>(() => (cart ? instrumentsOf(cart).find((entry) => APPROVED_IN_WINDOW.has(entry.method))?.method : undefined) ?? 'CREDIT_CARD');
  const [card, setCard] = useState<CardToken | null>(null);
  const [replaceCard, setReplaceCard] = useState(false);
  /** The signed-in shopper's saved cards (empty for guests), and which one pays ('new': the hosted fields). */
  const [savedCards, setSavedCards] = useState<readonly SavedPaymentInstrument[]>([]);
  const [savedChoice, setSavedChoice] = useState('new');
  const [saveNewCard, setSaveNewCard] = useState(false);
  const fields = useRef<CardFieldsHandle>(null);
  const form = useAddressForm(addressValuesOf(cart?.billingAddress ?? cart?.shippingAddress, props.country), props, state, 'billing-address-form');

  useEffect(() => {
    // Not through state.call: a payment error that brought the shopper back here stays on screen.
    // Asked again when the total changes: what athlete credit can pay follows it.
    state.inSession((calls, api) => calls.paymentMethods(api))
      .then(setMethods)
      .catch((error: unknown) => state.setError('payment', checkoutErrorText(t, error)));
  }, [cart?.basketId, cart?.totals.remainingToPay]);

  useEffect(() => {
    if (!state.registered) return;
    // Without them the shopper still pays with a new card: a failure here is not shown.
    state.inSession((calls, api) => calls.savedCards(api))
      .then(({ payment_instruments: cards }) => {
        const usable = cards.filter((entry) => entry.payment_method_id === 'CREDIT_CARD' && entry.card);
        setSavedCards(usable);
        setSavedChoice(usable.find((entry) => entry.default)?.paymentInstrumentId ?? usable[0]?.paymentInstrumentId ?? 'new');
      })
      .catch(() => setSavedCards([]));
  }, [state.registered]);

  if (!cart) return null;
  const money = (minor: number) => formatMoney(minor, cart.currency, props.target.locale);
  const instruments = instrumentsOf(cart);
  const giftCards = instruments.filter((entry) => entry.method === 'GIFT_CARD');
  const coveringOnCart = instruments.find((entry) => COVERING_METHODS.has(entry.method));
  // What the cart already holds for the chosen method (choosing another method replaces it on Continue).
  const cardOnCart = coveringOnCart?.method === method ? coveringOnCart : undefined;
  const offered = methods?.applicablePaymentMethods ?? [];
  // Express wallets (Apple Pay) have their own buttons: the step offers the covering methods it takes itself.
  const coveringOffered = offered.filter((entry) => COVERING_METHODS.has(entry.id) && TAKEN_HERE.has(entry.id));
  const giftCardOffered = offered.some((entry) => entry.id === 'GIFT_CARD');
  const athleteOffer = offered.find((entry) => entry.id === 'ATHLETES_PAYMENT');
  const rewards = instruments.filter((entry) => REWARD_METHODS.has(entry.method));
  // The API offers points to signed-in shoppers only (members and not yet members: the form says which).
  const rewardsOffered = offered.some((entry) => entry.id === 'LOYALTY_POINTS');
  const left = cart.totals.remainingToPay;
  const wantsCard = left > 0 && (!cardOnCart || replaceCard) && method === 'CREDIT_CARD';
  const savedCard = wantsCard ? savedCards.find((entry) => entry.paymentInstrumentId === savedChoice) : undefined;
  // A new card in the hosted fields (not a saved one).
  const needsCard = wantsCard && !savedCard;
  // Saving a card is the customer's own act (an associate acting for them is refused AGT402).
  const maySaveCard = state.registered && !readAssociate()?.customer;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    state.setError('top', null);
    state.setError('payment', null);
    const address = same && cart?.shippingAddress ? checkoutAddressOf(addressValuesOf(cart.shippingAddress, props.country)) : form.validate();
    if (!address) return;
    let token = card;
    if (needsCard && !token) token = (await fields.current?.tokenize()) ?? null;
    if (needsCard && !token) {
      state.setError('payment', t('paymentRequired'));
      return;
    }
    if (left > 0 && !TAKEN_HERE.has(method) && !cardOnCart) {
      state.setError('payment', t('methodUnavailable'));
      return;
    }
    let answer = await state.call('billing', (calls, api) => calls.billingAddress(api, address));
    if (!answer) return;
    if (left > 0 && method === 'KLARNA' && (!cardOnCart || replaceCard)) {
      answer = await approveWithKlarna();
      if (!answer) return;
      setReplaceCard(false);
    }
    if (left > 0 && method === 'PAYPAL' && (!cardOnCart || replaceCard)) {
      answer = await approveWithPaypal();
      if (!answer) return;
      setReplaceCard(false);
    }
    if (savedCard || (needsCard && token)) {
      let paymentInstrumentId = savedCard?.paymentInstrumentId ?? null;
      if (!savedCard && token && maySaveCard && saveNewCard) {
        state.setBusy('billing');
        paymentInstrumentId = await saveCardForLater(state, token, props.saveCardRecaptcha);
        state.setBusy(null);
      }
      const body = paymentInstrumentId ? { payment_method_id: 'CREDIT_CARD' as const, paymentInstrumentId } : { payment_method_id: 'CREDIT_CARD' as const, card: token! };
      if (cardOnCart) answer = await state.call('billing', (calls, api) => calls.removePayment(api, cardOnCart.id), 'payment');
      if (!answer) return;
      answer = await state.call('billing', (calls, api) => calls.addPayment(api, body), 'payment');
      if (!answer) return;
      setReplaceCard(false);
    }
    state.go('summary', { from: answer });
  }

  /** Klarna (§2 BNPL provider dialog): a session for what is left to pay, the lender's approval, then the instrument. */
  async function approveWithKlarna() {
    const session = await state.call('billing', (calls, api) => calls.paymentSession(api), 'payment');
    if (!session) return undefined;
    const decision = await new Promise<BnplDecision | null>((resolve) => {
      let settled = false;
      const settle = (value: BnplDecision | null) => {
        if (settled) return;
        settled = true;
        stop();
        resolve(value);
      };
      // Closing the dialog without a decision is not an approval.
      const stop = $dialogs.listen((open) => { if (open?.name !== 'bnpl-provider') settle(null); });
      const widget = `${session.meta.widgetUrl}?client_token=${encodeURIComponent(session.meta.clientToken)}`;
      void openDialog('bnpl-provider', {
        title: t('bnplTitle'), intro: t('bnplIntro', { amount: money(session.meta.amount) }), frameTitle: t('bnplFrameTitle'),
        url: widget, onDecision: (value: BnplDecision) => settle(value),
      });
    });
    closeDialog();
    if (!decision?.approved) {
      state.setError('payment', t('error_PAY400'));
      return undefined;
    }
    return state.call('billing', (calls, api) => calls.addPayment(api, { payment_method_id: 'KLARNA', sessionId: session.meta.sessionId, authorizationToken: decision.authorizationToken }), 'payment');
  }

  /** PayPal, not express (§4): the billing address is on the cart; an order for what is left to pay, the buyer's approval, then the instrument. */
  async function approveWithPaypal() {
    const session = await state.call('billing', (calls, api) => calls.paypalSession(api), 'payment');
    if (!session) return undefined;
    const orderId = await approveInPaypal(session, { title: t('paypalTitle'), intro: (amount) => t('paypalIntro', { amount: money(amount) }), frameTitle: t('paypalFrameTitle') });
    if (!orderId) {
      state.setError('payment', t('error_PAY400'));
      return undefined;
    }
    return state.call('billing', (calls, api) => calls.addPayment(api, { payment_method_id: 'PAYPAL', orderId }), 'payment');
  }

  return (
    <form className="checkout-step" aria-labelledby="checkout-billing-title" onSubmit={submit} noValidate data-testid="checkout-billing">
      <StepHeading id="checkout-billing-title" text={t('stepBilling')} focusOnMount={state.focusHeading} />
      <StepError text={errors.top} testId="checkout-billing-error" />
      <fieldset className="checkout-fieldset" data-testid="billing-address-form">
        <legend>{t('billingAddressTitle')}</legend>
        {cart.shippingAddress !== null && !pickupOnly && (
          <Checkbox id="billing-same" label={t('sameAsShipping')} checked={same} onChange={setSame} />
        )}
        {!same && (
          <AddressFields idPrefix="billing" section="billing" values={form.values} errors={form.errors} rules={form.rules} countries={props.countries} labels={form.labels} onChange={form.set} />
        )}
      </fieldset>
      <section className="checkout-fieldset" aria-labelledby="payment-title" data-testid="checkout-payment">
        <h3 id="payment-title">{t('paymentTitle')}</h3>
        <StepError text={errors.payment} testId="checkout-payment-error" />
        {rewardsOffered && <RewardsForm state={state} applied={rewards} currency={cart.currency} locale={props.target.locale} money={money} />}
        {athleteOffer && <AthleteCreditForm state={state} offer={athleteOffer} applied={instruments.find((entry) => entry.method === 'ATHLETES_PAYMENT')} money={money} />}
        {giftCardOffered && <GiftCardForm state={state} applied={giftCards} money={money} />}
        <p className="checkout-remaining" data-testid="remaining-to-pay">
          <span>{t('remainingToPay')}</span> <strong>{money(left)}</strong>
        </p>
        {left === 0 && (giftCards.length > 0 || rewards.length > 0) && (
          <p className="checkout-note" data-testid="paid-in-full">{giftCards.length > 0 ? t('paidInFull') : t('rewardsPaidInFull')}</p>
        )}
        {left > 0 && coveringOffered.length > 0 && (
          <fieldset className="checkout-choices" data-testid="payment-methods">
            <legend>{t('paymentMethodsLabel')}</legend>
            {coveringOffered.map((entry) => (
              <label key={entry.id} className="checkout-choice">
                <input type="radio" name="payment-method" value={entry.id} checked={method === entry.id} onChange={() => setMethod(entry.id)} />
                <span>{t(`method_${entry.id}` as CheckoutMessageKey)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {left > 0 && !TAKEN_HERE.has(method) && <p className="checkout-note">{t('methodUnavailable')}</p>}
        {left > 0 && method === 'KLARNA' && cardOnCart && !replaceCard && (
          <p className="checkout-card-ready" data-testid="klarna-on-cart">
            {t('bnplReady', { amount: money(left) })}{' '}
            <button type="button" className="checkout-link-button" onClick={() => setMethod('CREDIT_CARD')}>{t('bnplChange')}</button>
          </p>
        )}
        {left > 0 && method === 'KLARNA' && (!cardOnCart || replaceCard) && <p className="checkout-note" data-testid="klarna-hint">{t('bnplHint', { amount: money(left) })}</p>}
        {left > 0 && method === 'PAYPAL' && cardOnCart && !replaceCard && (
          <p className="checkout-card-ready" data-testid="paypal-on-cart">
            {t('paypalReady', { amount: money(left) })}{' '}
            <button type="button" className="checkout-link-button" onClick={() => setMethod('CREDIT_CARD')}>{t('bnplChange')}</button>
          </p>
        )}
        {left > 0 && method === 'PAYPAL' && (!cardOnCart || replaceCard) && <p className="checkout-note" data-testid="paypal-hint">{t('paypalHint', { amount: money(left) })}</p>}
        {left > 0 && method === 'CREDIT_CARD' && cardOnCart && !replaceCard && (
          <p className="checkout-card-ready" data-testid="card-on-cart">
            {t('cardReady', { brand: brandName(cardOnCart.brand), last4: cardOnCart.last4 ?? '', expiry: cardOnCart.expiry ?? '' })}{' '}
            <button type="button" className="checkout-link-button" onClick={() => setReplaceCard(true)}>{t('changeCard')}</button>
          </p>
        )}
        {wantsCard && savedCards.length > 0 && <SavedCardChoice t={t} cards={savedCards} chosen={savedChoice} onChoose={setSavedChoice} />}
        {needsCard && card && (
          <p className="checkout-card-ready" data-testid="card-token">
            {t('cardReady', { brand: brandName(card.brand), last4: card.last4, expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}` })}{' '}
            <button type="button" className="checkout-link-button" onClick={() => setCard(null)}>{t('changeCard')}</button>
          </p>
        )}
        {needsCard && !card && methods && (
          <CardFields ref={fields} src={hostedFieldsUrl(HOSTED_FIELDS_PATH, props.target.locale, origin)} t={t} onToken={setCard} />
        )}
        {needsCard && maySaveCard && methods && (
          <Checkbox id="save-card" label={t('saveCardLabel')} checked={saveNewCard} onChange={setSaveNewCard} />
        )}
      </section>
      <div className="checkout-actions">
        <a className="checkout-back" href="#shipping" onClick={(event) => { event.preventDefault(); state.go('shipping'); }}>{t('backToShipping')}</a>
        <button type="submit" className="checkout-button checkout-button--primary" disabled={busy !== null} aria-busy={busy === 'billing'} data-testid="checkout-to-summary">
          {busy === 'billing' ? t('saving') : t('continueToSummary')}
        </button>
      </div>
    </form>
  );
}
