import type { Database } from '../client';
export const CATALOG_SEED_VERSION = '0';
export async function seedCatalog(_db: Database): Promise<void> {}
