import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedCatalog } from '@server/db/seed/catalog';
import { homeCanvas } from '@server/db/seed/content/canvases';
import { topCategories } from '@server/db/seed/content/top-categories';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db);
  await seedCatalog(database.db);
});
afterAll(() => database?.close());

describe("topCategories (the content seed's link to the catalog)", () => {
  it('reads the first level-1 categories of the site, in catalog order', async () => {
    const stride = await topCategories(database.db, 'stride');
    const loom = await topCategories(database.db, 'loom');
    expect(stride).toHaveLength(3);
    expect(stride.map((category) => category.id)).not.toEqual(loom.map((category) => category.id));
    for (const category of stride) expect(category.id).toMatch(/^\d{4,10}$/);
  });

  it('links the home category cards to those categories, named in the page language', async () => {
    const categories = await topCategories(database.db, 'stride');
    const home = homeCanvas({ siteId: 'stride', locale: 'fr-ca' }, categories);
    const section = home.blocks.find((block) => block.id === 'home-categories')!.data as { blocks: Array<{ data: { items: Array<{ title: string; categoryId?: string; url: string }> } }> };
    const items = section.blocks[0]!.data.items;
    expect(items.map((item) => item.categoryId)).toEqual(categories.map((category) => category.id));
    expect(items.map((item) => item.title)).toEqual(categories.map((category) => category.names.fr));
    for (const item of items) expect(item.url).toMatch(/^\/fr-ca\/c\/[a-z0-9-]+-\d{4,10}$/);
  });
});
