import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMessage } from './mailer.js';

/** The messages in the embedded outbox, newest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as OutboxMessage),
  );
  return messages.sort((a, b) => (a.name < b.name ? 1 : -1));
}
