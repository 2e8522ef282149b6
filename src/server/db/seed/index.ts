import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedState } from '../schema/index';
import { seedCatalog, seedCatalogCopy, CATALOG_COPY_SEED_VERSION, CATALOG_SEED_VERSION } from './catalog';
import { seedContent, CONTENT_SEED_VERSION } from './content';
import { seedDiscovery, DISCOVERY_SEED_VERSION } from './reviews';
import { seedIdentity, IDENTITY_SEED_VERSION } from './identity';
import { seedNewsletterContent, CONTENT_NEWSLETTER_SEED_VERSION } from './content-newsletter';
import { seedEventsContent, CONTENT_EVENTS_SEED_VERSION } from './content-events';
import { seedCartReference, seedProgrammePromotions, CART_REFERENCE_SEED_VERSION, PROGRAMME_PROMOTIONS_SEED_VERSION } from './cart-reference';
import { seedCheckout, CHECKOUT_SEED_VERSION } from './checkout';
import { seedLoyalty, LOYALTY_SEED_VERSION } from './loyalty';
import { seedUgc, UGC_SEED_VERSION } from './ugc';

const SEED_LOCK_KEY = 7_345_002;

interface SeedPart {
  readonly name: string;
  readonly version: string;
  run(db: Database): Promise<void>;
}

const PARTS: readonly SeedPart[] = [
  { name: 'catalog', version: CATALOG_SEED_VERSION, run: seedCatalog },
  // Versioned name, like content: a new copy version rewrites the translations of existing installs.
  { name: `catalog-copy-v${CATALOG_COPY_SEED_VERSION}`, version: CATALOG_COPY_SEED_VERSION, run: seedCatalogCopy },
  { name: 'discovery', version: DISCOVERY_SEED_VERSION, run: seedDiscovery },
  // Versioned name: a new content version re-seeds existing installs (see CONTENT_SEED_VERSION).
  { name: `content-v${CONTENT_SEED_VERSION}`, version: CONTENT_SEED_VERSION, run: seedContent },
  { name: 'identity', version: IDENTITY_SEED_VERSION, run: seedIdentity },
  { name: 'content-newsletter', version: CONTENT_NEWSLETTER_SEED_VERSION, run: seedNewsletterContent },
  { name: 'content-events', version: CONTENT_EVENTS_SEED_VERSION, run: seedEventsContent },
  { name: 'cart-reference', version: CART_REFERENCE_SEED_VERSION, run: seedCartReference },
  { name: 'programme-promotions', version: PROGRAMME_PROMOTIONS_SEED_VERSION, run: seedProgrammePromotions },
  { name: 'checkout', version: CHECKOUT_SEED_VERSION, run: seedCheckout },
  { name: 'loyalty', version: LOYALTY_SEED_VERSION, run: seedLoyalty },
  { name: 'ugc', version: UGC_SEED_VERSION, run: seedUgc },
];

/**
 * Loads each seed part once, in its own transaction, and records it in seed_state so a
 * restart (or a second process) never seeds twice. Seeding is deterministic.
 */
export async function ensureSeeded(db: Database): Promise<string[]> {
  const seeded: string[] = [];
  for (const part of PARTS) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const done = await tx.select().from(seedState).where(eq(seedState.name, part.name));
      if (done.length > 0) return;
      await part.run(tx as unknown as Database);
      await tx.insert(seedState).values({ name: part.name, version: part.version });
      seeded.push(part.name);
    });
  }
  return seeded;
}
