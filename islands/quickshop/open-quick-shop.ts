import { loadProductExtrasMessages } from '../../src/shared/i18n/messages/product-extras/load';
import { loadUiMessages } from '../../src/shared/i18n/messages/ui/load';
import { loadValidationMessages } from '../../src/shared/i18n/messages/validation/load';
import { isLocaleCode, type LocaleCode } from '../../src/shared/i18n/sites';
import { pickTexts } from '../../src/shared/i18n/translator';
import { openDialog } from '../../src/stores/dialogs';
import { buyBoxTexts, type BuyBoxLabels } from '../product/labels';
import { PICKUP_TEXT_KEYS } from '../product/pickup/pickup-texts';
import type { QuickShopProps } from './quick-shop-props';

export interface QuickShopRequest {
  readonly productId: string;
  readonly productHref: string;
  readonly apiBasePath: string;
  readonly siteId: string;
  readonly locale: string;
  /** Gets focus back when the panel closes (the tile's button; the cart line's edit button). */
  readonly opener: HTMLElement;
  /** 'update' when the cart edits a line (with that line's variant); 'quickshop' by default. */
  readonly context?: QuickShopProps['context'] | undefined;
  readonly variantId?: string | undefined;
  /** The cart line being edited (update context). */
  readonly itemId?: string | undefined;
}

/**
 * Opens the 'quickshop' dialog with the texts of the page locale (its catalogues of that language
 * alone, in the locale's typography, loaded with it; the texts keep their {placeholders}); loaded only when a shopper asks for it. Settles once the dialog host is on the page; when the host cannot load, the shopper
 * goes to the product page, where the tile's link leads without JavaScript.
 */
export async function openQuickShop(request: QuickShopRequest): Promise<void> {
  const locale: LocaleCode = isLocaleCode(request.locale) ? request.locale : 'en-us';
  const [ui, extras, validation] = await Promise.all([loadUiMessages(locale), loadProductExtrasMessages(locale), loadValidationMessages(locale)]);
  const t = (key: keyof typeof ui) => ui[key];
  const labels: BuyBoxLabels = {
    text: buyBoxTexts(t),
    validation: pickTexts(validation, ['required', 'emailInvalid']),
    pickup: pickTexts(extras, PICKUP_TEXT_KEYS),
  };
  const props: QuickShopProps = {
    productId: request.productId,
    productHref: request.productHref,
    target: { apiBasePath: request.apiBasePath, siteId: request.siteId, locale },
    labels,
    texts: { loading: t('loading'), failed: t('quickShopFailed'), viewFullDetails: t('viewFullDetails'), quickShop: t('quickShop') },
    context: request.context ?? 'quickshop',
    variantId: request.variantId,
    itemId: request.itemId,
  };
  try {
    await openDialog('quickshop', { ...props, title: props.texts.quickShop }, { returnFocusTo: request.opener });
  } catch {
    window.location.assign(request.productHref);
  }
}
