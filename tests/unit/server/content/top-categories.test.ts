import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { homeCanvas } from '@server/db/seed/content/canvases';
import { topCategories } from '@server/db/seed/content/top-categories';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database?.close());

describe('topCategories (the content seed\'s link to the catalog)', () => {
  it('returns nothing when the catalog has no categories table yet, and the home cards link the locale root', async () => {
    expect(await topCategories(database.db, 'stride')).toEqual([]);
    const home = homeCanvas({ siteId: 'stride', locale: 'en-ca' }, []);
    expect(JSON.stringify(home)).toContain('"url":"/en-ca"');
  });

  it('reads level-1 categories of the site, in position order, and links them', async () => {
    await database.db.execute(sql`create table categories (id text primary key, site_id text, parent_id text, level int, name text, position int)`);
    await database.db.execute(sql`insert into categories values
      ('2002','stride',null,1,'Trail',2), ('2001','stride',null,1,'Running',1), ('2101','stride','2001',2,'Road',1),
      ('3001','loom',null,1,'Tops',1), ('2003','stride',null,1,'Lifestyle',3), ('2004','stride',null,1,'Sale',4)`);
    const categories = await topCategories(database.db, 'stride');
    expect(categories).toEqual([
      { id: '2001', name: 'Running' }, { id: '2002', name: 'Trail' }, { id: '2003', name: 'Lifestyle' },
    ]);
    const home = homeCanvas({ siteId: 'stride', locale: 'en-us' }, categories);
    const section = home.blocks[1]!.data as { blocks: Array<{ data: { items: Array<{ categoryId?: string; url: string }> } }> };
    expect(section.blocks[0]!.data.items.map((item) => [item.categoryId, item.url])).toEqual([
      ['2001', '/en-us/c/running-2001'], ['2002', '/en-us/c/trail-2002'], ['2003', '/en-us/c/lifestyle-2003'],
    ]);
  });
});
