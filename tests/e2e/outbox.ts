import { expect, type APIRequestContext } from '@playwright/test';

type OutboxMessage = { name: string; to: string; subject: string; text: string };

/** Waits for the newest e-mail to `to` with a link containing `pathPart`, and returns the link. */
export async function linkFromOutbox(request: APIRequestContext, to: string, pathPart: string, seen: string[] = []) {
  let link = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/dev/outbox.json')).json()) as { messages: OutboxMessage[] };
        for (const message of messages) {
          if (message.to !== to || seen.includes(message.name)) continue;
          const found = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
          if (found) {
            link = found;
            seen.push(message.name);
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link;
}
