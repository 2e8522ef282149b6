import type { Price } from '../../schemas/commerce/price';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { colon } from '../../src/shared/i18n/typography';
import { formatPercentValue } from '../../src/shared/i18n/numbers';
import { describePrice } from '../../src/lib/pricing/price-view';
import { fill, type BuyBoxLabels } from './labels';

interface Props {
  readonly price: Price;
  readonly locale: LocaleCode;
  readonly text: BuyBoxLabels['text'];
  /** A chosen variant has one price; the product shows its range. */
  readonly range: boolean;
}

/** The island twin of PriceDisplay.astro, through the same price rules (price-view.ts). */
export default function PriceTag({ price, locale, text, range }: Props) {
  const view = describePrice(price, locale, { range });
  return (
    <div className="price bb-price" data-testid="buy-box-price" data-discount-type={view.discountType ?? undefined} aria-live="polite">
      {view.discountType === 'Free Gift' ? (
        <span className="bb-price__current bb-price__current--sale">{text.freeGift}</span>
      ) : (
        <>
          <span className={view.original ? 'bb-price__current bb-price__current--sale' : 'bb-price__current'}>
            {view.original && <span className="visually-hidden">{text.currentPrice}{colon(locale)} </span>}
            {view.current}
          </span>
          {view.original && (
            <s className="bb-price__original">
              <span className="visually-hidden">{text.originalPrice}{colon(locale)} </span>
              {view.original}
            </s>
          )}
          {view.percentOff !== null && <span className="bb-price__percent">{fill(text.percentOff, { percent: formatPercentValue(view.percentOff, locale) })}</span>}
        </>
      )}
      {view.historicBest && <p className="bb-price__historic">{fill(text.lowestPrice30Days, { price: view.historicBest })}</p>}
    </div>
  );
}
