import type { BuyButtonState } from '../../src/lib/product/buy-button';
import { fill, type BuyBoxLabels } from './labels';

interface Props {
  readonly state: BuyButtonState;
  readonly text: BuyBoxLabels['text'];
  readonly formatDate: (iso: string) => string;
  /** The cart is working on the last press: the button says so and ignores presses. */
  readonly busy?: boolean;
  onAddToCart(): void;
  onSignIn(): void;
  /** 'Choose options' pressed: take the shopper to the first option still to choose. */
  onChooseOptions?(): void;
}

/**
 * The footer button of the buy box for every state but notify-me (which is its own form).
 * Disabled states stay visible and say why; nothing here claims an item was added.
 */
export default function BuyButton({ state, text, formatDate, busy = false, onAddToCart, onSignIn, onChooseOptions }: Props) {
  switch (state.kind) {
    case 'coming-soon':
      return (
        <button type="button" className="bb-button" disabled data-buy-state={state.kind}>
          {fill(text.comingSoonOn, { date: formatDate(state.date) })}
        </button>
      );
    case 'customize':
      return (
        <a className="bb-button bb-button--primary" href={state.url} data-buy-state={state.kind}>
          {text.customize}
        </a>
      );
    case 'choose-options':
      // Pressable (aria-disabled, not disabled): a press before the buy box's code arrived is kept
      // and replayed once the size chosen meanwhile is in (src/lib/hydration/interaction-directive.ts).
      return (
        <button type="button" className="bb-button" aria-disabled="true" onClick={onChooseOptions} data-buy-state={state.kind}>
          {text.chooseOptions}
        </button>
      );
    case 'out-of-stock':
      return (
        <button type="button" className="bb-button" disabled data-buy-state={state.kind}>
          {text.outOfStock}
        </button>
      );
    case 'sign-in-to-buy':
      return (
        <>
          <button type="button" className="bb-button bb-button--primary" onClick={onSignIn} data-buy-state={state.kind}>
            {text.signInToBuy}
          </button>
          <p className="bb-hint">{text.signInToBuyHint}</p>
        </>
      );
    case 'update-in-cart':
    case 'add-to-cart':
      return (
        <button type="button" className="bb-button bb-button--primary" onClick={onAddToCart} data-buy-state={state.kind} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
          {state.kind === 'add-to-cart' ? text.addToCart : text.updateInCart}
        </button>
      );
    case 'notify-me':
      return null;
  }
}
