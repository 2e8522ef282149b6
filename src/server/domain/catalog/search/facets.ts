import type { Facet, FacetId, ProductSearchParams } from '@schemas/commerce/search';
import { formatMoney } from '../../../../shared/i18n/money';
import type { LocaleCode } from '../../../../shared/i18n/sites';
import { compareSizes } from '../../../../shared/catalog/size-order';
import { attributeLabel, colorLabel, facetLabel, productLabel, sizeLabel } from '../labels';
import type { SearchEntry } from './snapshot';

type Filters = Pick<ProductSearchParams, 'size' | 'color' | 'brand' | 'badge' | 'priceMin' | 'priceMax'>;

/** Price buckets in major units; the last one is open. */
const PRICE_EDGES = [0, 25, 50, 100, 150, 200, 300, 500];

const inPrice = (entry: SearchEntry, f: Filters) =>
  (f.priceMin === undefined || entry.price.current >= f.priceMin) && (f.priceMax === undefined || entry.price.current <= f.priceMax);

/** Whether an entry passes the facet filters, leaving out the facet `except` (standard faceting). */
export function passesFacets(entry: SearchEntry, f: Filters, except?: FacetId): boolean {
  if (except !== 'size' && f.size.length > 0 && !f.size.some((size) => entry.sizes.includes(size))) return false;
  if (except !== 'color' && f.color.length > 0 && !entry.colors.some((color) => f.color.includes(color.value))) return false;
  if (except !== 'brand' && f.brand.length > 0 && !f.brand.includes(entry.brand)) return false;
  if (except !== 'badge' && f.badge.length > 0 && (entry.badge === null || !f.badge.includes(entry.badge))) return false;
  if (except !== 'price' && !inPrice(entry, f)) return false;
  return true;
}

type Counted = { value: string; label: string; count: number };

/** Most frequent first; sizes in the shared size order instead (`compareSizes`). */
function valuesOf(counted: Map<string, Counted>, selected: readonly string[], bySize = false): Facet['values'] {
  for (const value of selected) if (!counted.has(value)) counted.set(value, { value, label: value, count: 0 });
  return [...counted.values()]
    .sort((a, b) => (bySize ? compareSizes(a.value, b.value) : b.count - a.count) || a.label.localeCompare(b.label))
    .map(({ value, label, count }) => ({ value, label, count, selected: selected.includes(value) }));
}

function countBy(entries: readonly SearchEntry[], keys: (entry: SearchEntry) => Array<{ value: string; label: string }>): Map<string, Counted> {
  const counted = new Map<string, Counted>();
  for (const entry of entries) {
    for (const key of keys(entry)) {
      const known = counted.get(key.value);
      if (known) known.count++;
      else counted.set(key.value, { ...key, count: 1 });
    }
  }
  return counted;
}

function priceFacet(entries: readonly SearchEntry[], f: Filters, currency: string, locale: LocaleCode): Facet['values'] {
  const buckets = PRICE_EDGES.map((edge, i) => {
    const min = edge * 100;
    const next = PRICE_EDGES[i + 1];
    const max = next === undefined ? undefined : next * 100 - 1;
    const label = max === undefined ? `${formatMoney(min, currency, locale)} +` : `${formatMoney(min, currency, locale)} – ${formatMoney(max + 1, currency, locale)}`;
    const count = entries.filter((e) => e.price.current >= min && (max === undefined || e.price.current <= max)).length;
    const selected = (f.priceMin !== undefined || f.priceMax !== undefined) && min >= (f.priceMin ?? 0) && (max ?? Infinity) <= (f.priceMax ?? Infinity);
    return { value: `${min}-${max ?? ''}`, label, count, selected };
  });
  return buckets.filter((bucket) => bucket.count > 0 || bucket.selected);
}

/** Facet values with counts over `base` (query and category applied), each facet ignoring its own selection. */
export function computeFacets(base: readonly SearchEntry[], f: Filters, currency: string, locale: LocaleCode): Facet[] {
  const without = (id: FacetId) => base.filter((entry) => passesFacets(entry, f, id));
  return [
    {
      id: 'size',
      label: attributeLabel('size', locale),
      values: valuesOf(countBy(without('size'), (e) => e.sizes.map((size) => ({ value: size, label: sizeLabel(size, locale) }))), f.size, true),
    },
    {
      id: 'color',
      label: attributeLabel('color', locale),
      values: valuesOf(countBy(without('color'), (e) => e.colors.map((c) => ({ value: c.value, label: colorLabel(c.value, c.label, locale) }))), f.color),
    },
    { id: 'price', label: facetLabel('price', locale), values: priceFacet(without('price'), f, currency, locale) },
    {
      id: 'brand',
      label: facetLabel('brand', locale),
      values: valuesOf(countBy(without('brand'), (e) => [{ value: e.brand, label: e.brand }]), f.brand),
    },
    {
      id: 'badge',
      label: facetLabel('badge', locale),
      values: valuesOf(countBy(without('badge'), (e) => (e.badge ? [{ value: e.badge, label: productLabel(e.badge, locale) }] : [])), f.badge),
    },
  ];
}
