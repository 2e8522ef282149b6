import { and, eq, inArray } from 'drizzle-orm';
import type { CompareResponse } from '@schemas/commerce/fapi';
import { formatMoney } from '../../../../shared/i18n/money';
import { LOCALES, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema/catalog';
import { ApiError } from '../../../http/api-error';
import { formatNumber, formatRating } from '../../../../shared/i18n/numbers';
import { attributeLabel, colorLabel, compareLabel } from '../labels';
import { productCopy } from '../product-copy';
import { searchSnapshot } from '../search/snapshot';
import { tileOf } from '../search/tiles';

/** A side-by-side table: price, rating, colours, sizes and each product's benefit ratings. */
export async function compareProducts(db: Database, siteId: SiteId, locale: LocaleCode, ids: string[], apiBase: string): Promise<CompareResponse> {
  const currency = LOCALES[locale].currency;
  const snapshot = await searchSnapshot(db, siteId, currency);
  const entries = ids.map((id) => {
    const entry = snapshot.byId.get(id);
    if (!entry) throw new ApiError('PRD404', `Product '${id}' is not available.`, { field: 'ids' });
    return entry;
  });
  const details = await db.select().from(products).where(and(eq(products.siteId, siteId), inArray(products.id, ids)));
  const benefits = new Map(details.map((row) => [row.id, productCopy(row, locale).details.sections.flatMap((section) => section.benefitRatings ?? [])]));
  const benefitLabels = [...new Set([...benefits.values()].flat().map((b) => b.label))];
  const rows: CompareResponse['rows'] = [
    { id: 'price', label: compareLabel('price', locale), values: entries.map((e) => formatMoney(e.price.current, currency, locale)) },
    { id: 'rating', label: compareLabel('rating', locale), values: entries.map((e) => `${formatRating(e.rating, locale)} (${formatNumber(e.reviewsCount, locale)})`) },
    { id: 'color', label: attributeLabel('color', locale), values: entries.map((e) => e.colors.map((c) => colorLabel(c.value, c.label, locale)).join(', ')) },
    { id: 'size', label: attributeLabel('size', locale), values: entries.map((e) => (e.sizes.length > 1 ? `${e.sizes[0]} – ${e.sizes.at(-1)}` : (e.sizes[0] ?? ''))) },
    ...benefitLabels.map((label) => ({
      id: `benefit:${label}`,
      label,
      values: entries.map((e) => {
        const rating = benefits.get(e.id)?.find((b) => b.label === label);
        return rating ? `${rating.value}/${rating.maxValue}` : '–';
      }),
    })),
  ];
  return { products: entries.map((e) => tileOf(e, locale, apiBase)), rows };
}
