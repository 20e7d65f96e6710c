import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database.js';
import type { DatabaseHandle } from './client.js';
import { migrate } from './migrate.js';

describe(`migrations on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates the tables of the schema', async () => {
    const result = await handle.executeSql(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(result.rows.map((row) => row.table_name)).toContain('contact_messages');
  });

  it('records each migration once and can run again without change', async () => {
    const count = async () => {
      const result = await handle.executeSql('select count(*) as n from drizzle.__drizzle_migrations');
      return Number(result.rows[0]!.n);
    };
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await migrate(handle);
    expect(await count()).toBe(before);
  });
});
