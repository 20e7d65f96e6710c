import { expect, test } from '@playwright/test';
import { gotoHydrated } from './session';

test('the contact form checks its fields, then sends the message to support', async ({ page, request }) => {
  await gotoHydrated(page, '/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Please enter a message.')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();

  const marker = `Question ${Date.now()} about holo cards`;
  await page.getByLabel('Name').fill('Grace Collector');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Message').fill(marker);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText('Message sent!');
  await expect(page.getByLabel('Message')).toHaveValue('');

  // The embedded mail adapter writes to the outbox; the job delivers within a few seconds.
  await expect
    .poll(
      async () => {
        type Message = { text: string; replyTo?: string };
        const { messages } = (await (await request.get('/dev/outbox.json')).json()) as { messages: Message[] };
        return messages.find((message) => message.text.includes(marker))?.replyTo ?? '';
      },
      { timeout: 15_000 },
    )
    .toBe('Grace Collector <grace@example.com>');
});
