import { createRoot, type Root } from 'react-dom/client';
import { t as validationText } from '../../src/shared/i18n/messages';
import { isLocaleCode, type LocaleCode } from '../../src/shared/i18n/sites';
import { uiText } from '../../src/lib/i18n/ui-messages';
import { productExtrasTexts } from '../../src/lib/i18n/product-extras-messages';
import { buyBoxTexts, type BuyBoxLabels } from '../product/labels';
import { PICKUP_TEXT_KEYS } from '../product/pickup/pickup-texts';
import QuickShopPanel from './QuickShopPanel';

export interface QuickShopRequest {
  readonly productId: string;
  readonly productHref: string;
  readonly apiBasePath: string;
  readonly siteId: string;
  readonly locale: string;
  /** Gets focus back when the panel closes. */
  readonly opener: HTMLElement;
}

let root: Root | null = null;
let openCount = 0;

/** Mounts (once) and opens the quick-shop panel; loaded only when a shopper asks for it. */
export function openQuickShop(request: QuickShopRequest): void {
  const locale: LocaleCode = isLocaleCode(request.locale) ? request.locale : 'en-us';
  if (!root) {
    const host = document.createElement('div');
    host.id = 'quickshop-root';
    document.body.append(host);
    root = createRoot(host);
  }
  const t = (key: Parameters<typeof uiText>[1]) => uiText(locale, key);
  const labels: BuyBoxLabels = {
    text: buyBoxTexts(t),
    validation: { required: validationText(locale, 'required'), emailInvalid: validationText(locale, 'emailInvalid') },
    pickup: productExtrasTexts(locale, PICKUP_TEXT_KEYS),
  };
  openCount += 1;
  root.render(
    <QuickShopPanel
      key={openCount}
      productId={request.productId}
      productHref={request.productHref}
      target={{ apiBasePath: request.apiBasePath, siteId: request.siteId, locale }}
      labels={labels}
      texts={{ close: t('close'), loading: t('loading'), failed: t('quickShopFailed'), viewFullDetails: t('viewFullDetails'), quickShop: t('quickShop') }}
      onClosed={() => {
        root?.render(null);
        request.opener.focus();
      }}
    />,
  );
}
