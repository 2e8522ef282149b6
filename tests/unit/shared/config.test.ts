import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { defaultPoolSize, readConfig } from '@shared/config.server';

describe('the PostgreSQL pool size from the environment', () => {
  it('is twice the cores by default, and never fewer than two', () => {
    expect(readConfig({}).databasePoolSize).toBe(defaultPoolSize(availableParallelism()));
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(8)).toBe(16);
    expect(defaultPoolSize(0)).toBe(2);
  });

  it('takes DATABASE_POOL_SIZE when it is a positive whole number, and the default otherwise', () => {
    expect(readConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    for (const wrong of ['0', '-3', '2.5', 'many', '']) expect(readConfig({ DATABASE_POOL_SIZE: wrong }).databasePoolSize).toBe(defaultPoolSize());
  });
});
