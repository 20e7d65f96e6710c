import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2];
const rss = () => Math.round(process.memoryUsage().rss / 1048576);
console.log('start', rss());
const db = await PGlite.create(dir);
console.log('open', rss(), (await db.query("show shared_buffers")).rows, (await db.query("show work_mem")).rows);
await db.exec("create table if not exists t(a int, b text); insert into t select g, repeat('x', 200) from generate_series(1,200000) g; select count(*) from t;");
console.log('after 200k rows', rss());
await db.close();
