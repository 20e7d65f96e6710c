import type { Database } from './client.js';

/**
 * Queries built and prepared once per database, then only executed with their values: for the reads every signed-in
 * page makes, drizzle's building the same SQL anew was a sixth of the request's CPU. Each name must be unique.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let queries = prepared.get(db);
    if (!queries) prepared.set(db, (queries = prepare(db)));
    return queries;
  };
}
