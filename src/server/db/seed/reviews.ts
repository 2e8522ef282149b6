import { sql } from 'drizzle-orm';
import { isSiteId, SITES } from '../../../shared/i18n/sites';
import type { Database } from '../client';
import { answers, collectionPoints, coPurchases, productSetItems, productSets, questions, reviews, searchDocuments } from '../schema/reviews';
import { buildCollectionPoints, buildCoPurchases, buildProductSets, buildSearchDocument, type SeedProduct } from './reviews/build-discovery';
import { buildQuestions, buildReviews, type ReviewRow } from './reviews/build-reviews';
import { insertRows } from './reviews/insert';

/** Bump when the discovery seed (reviews, questions, search documents, sets, co-purchases) changes. */
export const DISCOVERY_SEED_VERSION = '1';

type Row = SeedProduct & { ratingScore: number; reviewsCount: number };

async function readProducts(db: Database): Promise<Row[]> {
  const result = (await db.execute(sql`
    select p.id, p.site_id as "siteId", p.position, p.kind, p.badge, p.target_publish_date as "targetPublishDate",
      p.product_type as "productType", p.rating_score as "ratingScore", p.reviews_count as "reviewsCount",
      coalesce(c2.parent_id, c1.parent_id, c1.id) as "rootCategoryId",
      array(select s.size from (select v.attributes->>'size' as size, min(v.position) as first
        from catalog_variants v where v.product_id = p.id group by 1) s order by s.first) as sizes
    from catalog_products p
    join catalog_categories c1 on c1.id = p.primary_category_id
    left join catalog_categories c2 on c2.id = c1.parent_id
    order by p.site_id, p.position`)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Reviews, questions and the materialised discovery data; runs after the catalog part. */
export async function seedDiscovery(db: Database): Promise<void> {
  const products = await readProducts(db);
  const reviewRows: ReviewRow[] = [];
  const built = { questions: [] as Array<typeof questions.$inferInsert>, answers: [] as Array<typeof answers.$inferInsert> };
  for (const product of products) {
    reviewRows.push(...buildReviews(product));
    const asked = buildQuestions(product.id);
    built.questions.push(...asked.questionRows);
    built.answers.push(...asked.answerRows);
  }
  await insertRows(db, reviews, reviewRows);
  await insertRows(db, questions, built.questions);
  await insertRows(db, answers, built.answers);
  // Product rating and count are what the reviews say, so tiles, details and reviews agree.
  await db.execute(sql`
    update catalog_products p set
      reviews_count = coalesce(r.n, 0),
      rating_score = coalesce(r.score, 0)
    from (select pp.id, count(rv.id)::int as n, round(avg(rv.rating)::numeric, 1)::real as score
          from catalog_products pp left join product_reviews rv on rv.product_id = pp.id group by pp.id) r
    where r.id = p.id`);

  const sites = [...new Set(products.map((p) => p.siteId))].filter(isSiteId);
  for (const siteId of sites) {
    const siteProducts = products.filter((p) => p.siteId === siteId);
    await insertRows(db, searchDocuments, siteProducts.map((p) => buildSearchDocument(p, SITES[siteId].name)));
    const sets = buildProductSets(siteProducts, SITES[siteId].productPrefix);
    await insertRows(db, productSets, sets.sets);
    await insertRows(db, productSetItems, sets.items);
    await insertRows(db, coPurchases, buildCoPurchases(siteProducts));
  }
  const storeIds = ((await db.execute(sql`select id from stores order by site_id, id`)) as unknown as { rows: Array<{ id: string }> }).rows;
  await insertRows(db, collectionPoints, buildCollectionPoints(storeIds.map((row) => row.id)));
}
