// Lists which part of the server writes each table, and fails when a table has more than one writer: a table's
// rules (its states, its invariants) then live in one place, and other features ask that owner through its
// functions. Run in CI: npx tsx scripts/check-table-owners.ts
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../src/server/', import.meta.url));

/** Writers allowed beside a table's owner, each with its reason. */
const SHARED_WRITES: { table: string; writer: string; why: string }[] = [
  {
    table: 'users',
    writer: 'credits',
    why: 'the balance column (users.credits), changed only in one statement with its ledger row (credits/ledger.ts)',
  },
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    }),
  );
  return nested.flat();
}

/** A feature's folder name, or the server folder (http, adapters/payments, db) the file lives in. */
function writerOf(file: string): string {
  const relative = path.relative(server, file).split(path.sep);
  if (relative[0] === 'features') return relative[1]!;
  return relative.length > 1 ? relative.slice(0, -1).join('/') : relative[0]!.replace(/\.ts$/, '');
}

const schema = await readFile(path.join(server, 'db/schema.ts'), 'utf8');
const tables = new Map<string, string>(); // drizzle name -> SQL name
for (const match of schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) tables.set(match[1]!, match[2]!);
const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));

const writers = new Map<string, Map<string, Set<string>>>(); // table -> writer -> files
const note = (table: string, writer: string, file: string) => {
  const byWriter = writers.get(table) ?? new Map<string, Set<string>>();
  byWriter.set(writer, (byWriter.get(writer) ?? new Set()).add(path.relative(server, file)));
  writers.set(table, byWriter);
};
for (const file of await sourceFiles(server)) {
  const text = await readFile(file, 'utf8');
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g))
    if (tables.has(match[1]!)) note(match[1]!, writerOf(file), file);
  // Plain SQL too (migrations aside): insert into / update ... set / delete from a table of the schema.
  for (const match of text.matchAll(/\b(?:insert\s+into|delete\s+from|update)\s+([a-z_]+)\b/gi)) {
    const table = bySqlName.get(match[1]!.toLowerCase());
    if (table) note(table, writerOf(file), file);
  }
}

let failed = false;
console.log('Table writers (src/server, tests aside):');
for (const table of tables.keys()) {
  const byWriter = writers.get(table) ?? new Map();
  const shared = (writer: string) => SHARED_WRITES.some((s) => s.table === table && s.writer === writer);
  const owners = [...byWriter.keys()].filter((writer) => !shared(writer));
  const line = [...byWriter].map(
    ([writer, files]) => `${writer}${shared(writer) ? ' (shared, see SHARED_WRITES)' : ''} [${[...files].join(', ')}]`,
  );
  console.log(`  ${table.padEnd(22)} ${line.join('; ') || 'nobody'}`);
  if (owners.length > 1) {
    failed = true;
    console.error(
      `  -> ${table} has ${owners.length} writers (${owners.join(', ')}): give it one owner, or declare why.`,
    );
  }
}
if (failed) process.exit(1);
console.log('Every table has one owner.');
