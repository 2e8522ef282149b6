import type { Product } from '@schemas/commerce/product';
import { t as validationText } from '@shared/i18n/messages';
import type { BuyBoxLabels } from '@islands/product/labels';
import { buyBoxTexts } from '@islands/product/labels';
import { packBuyBoxProduct, toBuyBoxProduct } from '@islands/product/buy-box-product';
import { PRODUCT_FEATURES } from '@lib/product/features';
import { productExtrasTexts } from '@shared/i18n/messages/product-extras';
import { PICKUP_TEXT_KEYS } from '@islands/product/pickup/pickup-texts';
import type { PageContext } from '@lib/page/page-context';

/** Everything the server hands to a buy-box island: product subset, texts, API target, switches. */
export function buyBoxProps(product: Product, ctx: PageContext) {
  const labels: BuyBoxLabels = {
    text: buyBoxTexts((key) => ctx.t(key)),
    validation: { required: validationText(ctx.locale, 'required'), emailInvalid: validationText(ctx.locale, 'emailInvalid') },
    pickup: productExtrasTexts(ctx.locale, PICKUP_TEXT_KEYS),
  };
  return {
    product: packBuyBoxProduct(toBuyBoxProduct(product)),
    locale: ctx.locale,
    labels,
    target: ctx.apiTarget,
    notifyMeEnabled: PRODUCT_FEATURES.notifyMe,
  };
}
