import type { ApiTarget } from '../../shared/api-target';

/** What the product page renders into the Apple Pay slot's data-apple-pay (src/components/catalog/apple-pay-props.ts). */
export interface ApplePayButtonConfig {
  readonly target: ApiTarget;
  /** The store's country: the payment request's countryCode, and where shipping contacts must be (§5). */
  readonly storeCountry: string;
  readonly currency: string;
  readonly merchantName: string;
  /** The product's price (minor units), the sheet's pending total until the API's cart answers. */
  readonly pendingAmount: number;
  readonly confirmation: string;
  readonly recaptcha: string;
  readonly autoPromoCode: string | null;
  /** The page's BCP 47 tag (`fr-CA`): the button's lang and the Intl of its texts. */
  readonly language: string;
  readonly texts: Readonly<Record<string, string>>;
}
