import type { AttributeType, Product, ProductAttribute, ProductInventory, ProductVariant } from '@schemas/commerce/product';

/** Chosen option value per attribute type, e.g. { color: '001', size: '9.5' }. */
export type Selection = Partial<Record<AttributeType, string>>;

/** The parts of a product the selection logic reads (details or quick-shop data). */
export type SelectableProduct = Pick<Product, 'attributes' | 'variants'>;

export interface OptionState {
  readonly value: string;
  readonly label: string;
  readonly swatch?: { color: string; image?: string | undefined } | undefined;
  /** A variant exists with this option and the other selected values. */
  readonly exists: boolean;
  /** Such a variant is in stock. */
  readonly inStock: boolean;
  /** The variant's stock label when this option completes the selection. */
  readonly stockStatusLabel: string | null;
  /** The variant this option completes accepts back-in-stock requests. */
  readonly canNotify: boolean;
  readonly selected: boolean;
}

export interface AttributeState {
  readonly type: AttributeType;
  readonly label: string;
  readonly options: readonly OptionState[];
}

function matches(variant: ProductVariant, selection: Selection, except?: AttributeType): boolean {
  return Object.entries(selection).every(
    ([type, value]) => type === except || value === undefined || variant.attributes[type] === value,
  );
}

export function isInStock(variant: ProductVariant): boolean {
  return variant.productInventoryState === 'InStock';
}

/** The variant every attribute of which is selected, or null while the selection is incomplete. */
export function findVariant(product: SelectableProduct, selection: Selection): ProductVariant | null {
  const complete = product.attributes.every((attribute) => selection[attribute.type] !== undefined);
  if (!complete) return null;
  return product.variants.find((variant) => matches(variant, selection)) ?? null;
}

function optionState(product: SelectableProduct, attribute: ProductAttribute, selection: Selection, option: ProductAttribute['options'][number]): OptionState {
  const candidates = product.variants.filter(
    (variant) => variant.attributes[attribute.type] === option.value && matches(variant, selection, attribute.type),
  );
  const completes = findVariant(product, { ...selection, [attribute.type]: option.value });
  return {
    value: option.value,
    label: option.label,
    swatch: option.swatch,
    exists: candidates.length > 0,
    inStock: candidates.some(isInStock),
    stockStatusLabel: completes ? completes.stockStatusLabel : null,
    canNotify: completes?.notifyMe ?? false,
    selected: selection[attribute.type] === option.value,
  };
}

/** Every attribute with the state of each option under the current selection. */
export function attributeStates(product: SelectableProduct, selection: Selection): AttributeState[] {
  return product.attributes.map((attribute) => ({
    type: attribute.type,
    label: attribute.label,
    options: attribute.options.map((option) => optionState(product, attribute, selection, option)),
  }));
}

/**
 * An option can be chosen when a variant with it and the other selected values exists and is in
 * stock; a sold-out one stays choosable only when it leads to a back-in-stock request (notify-me),
 * otherwise it is disabled and shows its stock label. While the selection is incomplete every
 * existing option is choosable (its stock depends on what is chosen next).
 */
export function isSelectable(option: OptionState, notifyMeEnabled: boolean): boolean {
  if (!option.exists) return false;
  if (option.stockStatusLabel === null) return true;
  return option.inStock || (option.canNotify && notifyMeEnabled);
}

/** Selects attributes that have exactly one option (a one-size product needs no click). */
export function autoSelectSingles(product: SelectableProduct, selection: Selection): Selection {
  const next: Selection = { ...selection };
  for (const attribute of product.attributes) {
    if (next[attribute.type] === undefined && attribute.options.length === 1) next[attribute.type] = attribute.options[0]!.value;
  }
  return next;
}

/**
 * Chooses an option. Values of other attributes that no longer combine with it into an existing
 * variant are cleared, so the shopper never sits on an impossible combination.
 */
export function selectOption(product: SelectableProduct, selection: Selection, type: AttributeType, value: string): Selection {
  const next: Selection = { [type]: value };
  for (const attribute of product.attributes) {
    const kept = selection[attribute.type];
    if (attribute.type === type || kept === undefined) continue;
    const trial = { ...next, [attribute.type]: kept };
    if (product.variants.some((variant) => matches(variant, trial))) next[attribute.type] = kept;
  }
  return autoSelectSingles(product, next);
}

/**
 * The first selection: the first colour that has stock (or the first colour), plus single options,
 * plus anything the caller preselects (the variant being edited in update context).
 */
export function initialSelection(product: SelectableProduct, preselectedVariantId?: string): Selection {
  const preselected = preselectedVariantId ? product.variants.find((variant) => variant.id === preselectedVariantId) : undefined;
  if (preselected) return { ...(preselected.attributes as Selection) };
  const colors = product.attributes.find((attribute) => attribute.type === 'color');
  const firstColor = colors?.options.find((option) => option.available) ?? colors?.options[0];
  return autoSelectSingles(product, firstColor ? { color: firstColor.value } : {});
}

/** Live stock applied over the variants of the details call (which may come from a cache). */
export function withLiveInventory<P extends SelectableProduct>(
  product: P,
  inventory: ProductInventory | null,
  stockLabels: { readonly inStock: string; readonly outOfStock: string },
): P {
  if (!inventory) return product;
  const variants = product.variants.map((variant) => {
    const live = inventory.variants[variant.id];
    if (!live || live.stockStatus === variant.productInventoryState) return variant;
    const label = live.stockStatus === 'InStock' ? stockLabels.inStock : stockLabels.outOfStock;
    return { ...variant, productInventoryState: live.stockStatus, stockStatusLabel: label };
  });
  return { ...product, variants };
}
