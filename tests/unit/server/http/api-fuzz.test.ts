import { openSeededDatabase } from '../../../helpers/seeded-database';
import { defineApiFuzz } from './fuzz/api-fuzz-cases';

/** Issue 19's property-based fuzz on PGlite (the same cases run on PostgreSQL in api-fuzz.postgres.test.ts). */
defineApiFuzz(openSeededDatabase);
