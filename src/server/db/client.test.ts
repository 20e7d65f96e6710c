import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactMessages } from './schema.js';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';

describe('the embedded database', () => {
  it('keeps its data in $DATA_DIR/db across restarts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrate(first);
      await first.db.insert(contactMessages).values({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
      await first.close();

      const second = await openDatabase({ dataDir });
      await migrate(second);
      const rows = await second.db.select().from(contactMessages);
      expect(rows.map((row) => row.name)).toEqual(['Ada']);
      // Opened with small shared buffers (WebAssembly memory is never given back), PGlite's own settings kept.
      expect((await second.executeSql('show shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
      expect((await second.executeSql('show search_path')).rows).toEqual([{ search_path: 'public' }]);
      const stat = await fs.stat(path.join(dataDir, 'db'));
      expect(stat.isDirectory()).toBe(true);
      await second.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('runs multi-statement scripts through executeSql, as the job queue needs', async () => {
    const handle = await openDatabase({ dataDir: null });
    try {
      await handle.executeSql('create table t (n int); insert into t values (1), (2);');
      const { rows } = await handle.executeSql('select sum(n)::int as total from t where n > $1', [0]);
      expect(rows).toEqual([{ total: 3 }]);
    } finally {
      await handle.close();
    }
  });
});

describe('the embedded database lock', () => {
  it('refuses a second process on the same folder, and takes over a dead one’s lock', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-lock-'));
    try {
      await fs.mkdir(path.join(dataDir, 'db'), { recursive: true });
      // PID 1 is always running and is not us: as if the service held the folder.
      await fs.writeFile(path.join(dataDir, 'db', 'gradewise.lock'), '1');
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process 1.*Stop it first/);

      await fs.writeFile(path.join(dataDir, 'db', 'gradewise.lock'), '999999999');
      const handle = await openDatabase({ dataDir });
      expect(await fs.readFile(path.join(dataDir, 'db', 'gradewise.lock'), 'utf8')).toBe(String(process.pid));
      await handle.close();
      await expect(fs.stat(path.join(dataDir, 'db', 'gradewise.lock'))).rejects.toThrow();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
