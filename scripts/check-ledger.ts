// Checks the credit invariant on the configured database: each balance equals the sum of its ledger rows.
//   npm run check:ledger        (exit 1 and a list when any balance disagrees)
import { parseConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { findLedgerMismatches } from '../src/server/features/credits/invariant.js';

const config = parseConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const mismatches = await findLedgerMismatches(database.db);
  if (mismatches.length === 0) {
    console.log('Every balance equals the sum of its ledger rows.');
  } else {
    for (const m of mismatches) console.error(`${m.username}: balance ${m.credits}, ledger ${m.ledger}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
