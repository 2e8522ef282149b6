import type { Database } from '../client';
export const CONTENT_SEED_VERSION = '0';
export async function seedContent(_db: Database): Promise<void> {}
