import { isSelectable, type AttributeState } from '../../src/lib/product/variant-selection';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { colon } from '../../src/shared/i18n/typography';

interface Props {
  readonly attribute: AttributeState;
  /** Translated attribute name ("Color", "Size", ...). */
  readonly legend: string;
  /** The chosen colour follows the legend after the language's colon ("Couleur : Sauge"). */
  readonly locale: LocaleCode;
  /** Keeps radio names unique when two buy boxes are on one page (page and quick shop). */
  readonly idPrefix: string;
  readonly notifyMeEnabled: boolean;
  onSelect(value: string): void;
}

/**
 * One attribute as a radio group: colour swatches or chips. Native radios give the keyboard
 * behaviour (Tab into the group, arrows between options); impossible options are disabled and
 * say why with their stock label.
 */
export default function OptionPicker({ attribute, legend, locale, idPrefix, notifyMeEnabled, onSelect }: Props) {
  const selected = attribute.options.find((option) => option.selected);
  const name = `${idPrefix}-${attribute.type}`;
  return (
    <fieldset className={`bb-picker bb-picker--${attribute.type}`} data-attribute={attribute.type}>
      <legend className="bb-picker__legend">
        {legend}
        {selected && attribute.type === 'color' && <span className="bb-picker__chosen">{colon(locale)} {selected.label}</span>}
      </legend>
      <div className="bb-picker__options">
        {attribute.options.map((option) => {
          const id = `${name}-${option.value}`;
          const selectable = isSelectable(option, notifyMeEnabled);
          const soldOut = option.exists && option.stockStatusLabel !== null && !option.inStock;
          return (
            <span key={option.value} className="bb-option">
              <input
                type="radio"
                className="bb-option__input"
                id={id}
                name={name}
                value={option.value}
                checked={option.selected}
                disabled={!selectable}
                onChange={() => onSelect(option.value)}
              />
              <label
                htmlFor={id}
                className={['bb-option__label', attribute.type === 'color' ? 'bb-option__label--swatch' : '', soldOut || !option.exists ? 'is-unavailable' : ''].join(' ').trim()}
                title={attribute.type === 'color' ? option.label : undefined}
              >
                {attribute.type === 'color' && option.swatch ? (
                  <>
                    <span className="bb-option__swatch" style={{ background: option.swatch.color }} aria-hidden="true" />
                    <span className="visually-hidden">{option.label}</span>
                  </>
                ) : (
                  option.label
                )}
                {soldOut && option.stockStatusLabel && <span className="bb-option__stock"> ({option.stockStatusLabel})</span>}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
