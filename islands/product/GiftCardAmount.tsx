import { formatMoney } from '../../src/shared/i18n/money';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { DEFAULT_GIFT_CARD_LIMITS } from '../../src/lib/product/gift-card-amount';
import { fill, type BuyBoxLabels } from './labels';

interface Props {
  readonly value: string;
  readonly invalid: boolean;
  readonly currency: string;
  readonly locale: LocaleCode;
  readonly text: BuyBoxLabels['text'];
  readonly idPrefix: string;
  onChange(value: string): void;
}

/** The custom amount of a digital gift card, checked against its limits. */
export default function GiftCardAmount({ value, invalid, currency, locale, text, idPrefix, onChange }: Props) {
  const id = `${idPrefix}-gift-amount`;
  const limits = { min: formatMoney(DEFAULT_GIFT_CARD_LIMITS.min, currency, locale), max: formatMoney(DEFAULT_GIFT_CARD_LIMITS.max, currency, locale) };
  return (
    <div className="bb-amount">
      <label htmlFor={id}>{fill(text.giftCardAmount, { currency })}</label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={invalid ? 'bb-notify__error' : 'bb-hint'}>
        {fill(invalid ? text.giftCardAmountInvalid : text.giftCardAmountHint, limits)}
      </p>
    </div>
  );
}
