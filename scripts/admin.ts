// Operators' commands, against the same DATA_DIR or DATABASE_URL as the service:
//   npm run admin -- set-role <username-or-email> <user|grader|admin>
//   npm run admin -- grant-credits <username-or-email> <n> --reason "..."
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../src/server/config.js';
import { DatabaseBusyError, openDatabase } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import { AdminError, grantCredits, setRole } from '../src/server/features/admin/commands.js';

const USAGE = `Usage:
  npm run admin -- set-role <username-or-email> <user|grader|admin>
  npm run admin -- grant-credits <username-or-email> <n> --reason "..."`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
const [command, identifier, value] = positionals;
if (!command || !identifier || !value || !['set-role', 'grant-credits'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = parseConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const line =
      command === 'set-role'
        ? await setRole(database.db, identifier, value)
        : await grantCredits(database.db, identifier, Number(value), values.reason ?? '');
    console.log(line);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof AdminError || error instanceof ConfigError || error instanceof DatabaseBusyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
