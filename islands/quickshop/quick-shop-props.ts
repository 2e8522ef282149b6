import type { BuyContext } from '../../src/lib/product/buy-button';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import type { BuyBoxLabels } from '../product/labels';
import type { ApiTarget } from '../shared/api-target';

export interface QuickShopTexts {
  readonly loading: string;
  readonly failed: string;
  readonly viewFullDetails: string;
  readonly quickShop: string;
}

/** What the 'quickshop' dialog is opened with (openQuickShop builds it). */
export interface QuickShopProps {
  readonly productId: string;
  readonly productHref: string;
  readonly target: ApiTarget & { readonly locale: LocaleCode };
  readonly labels: BuyBoxLabels;
  readonly texts: QuickShopTexts;
  /** 'update' when the cart opens it to change a line: that line's variant is chosen and the button updates the line. */
  readonly context: Extract<BuyContext, 'quickshop' | 'update'>;
  readonly variantId?: string | undefined;
  /** The cart line being edited (update context). */
  readonly itemId?: string | undefined;
}
