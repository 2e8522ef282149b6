import { describe, expect, it } from 'vitest';
import { findPostgresBinDir } from '../../../helpers/postgres';

describe('throw-away PostgreSQL helper', () => {
  it('fails with what to install when no PostgreSQL binaries exist', () => {
    expect(() => findPostgresBinDir('/nonexistent-bin', '/nonexistent-root')).toThrow(/apt-get install -y postgresql/);
  });
});
