import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactTexts } from '../../../shared/contact.js';
import { apiClient, createTestApp, eventually, type TestApp } from '../../../../tests/helpers/app.js';
import { readOutbox } from '../../adapters/mail/outbox.js';
import { outboxDir } from '../../app.js';
import { contactMessages } from '../../db/schema.js';

const valid = { name: 'Ada Collector', email: 'ada@example.com', message: 'Do you grade Japanese cards?' };

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'support@gradewise.example' });
  });
  afterAll(() => t.close());

  const send = (payload: object, ip = '10.1.1.1') => apiClient(t, ip).post('/api/contact', payload);

  it('stores the message and e-mails it to support, with a reply-to the sender', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: contactTexts.sent });

    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(valid);

    const [message] = await eventually(async () => {
      const messages = await readOutbox(outboxDir(t.config));
      return messages.length > 0 && messages;
    });
    expect(message).toMatchObject({ to: 'support@gradewise.example', replyTo: 'Ada Collector <ada@example.com>' });
    expect(message!.text).toContain('Do you grade Japanese cards?');
  });

  it.each([
    [{ ...valid, name: '  ' }, 'Please enter your name.'],
    [{ ...valid, email: '' }, 'Please enter your e-mail address.'],
    [{ ...valid, email: 'ada at example' }, 'Please enter a valid e-mail address.'],
    [{ ...valid, message: '' }, 'Please enter a message.'],
    [{ name: 'x' }, 'Please enter your e-mail address.'],
  ])('refuses %j with a clear message and stores nothing', async (payload, message) => {
    const before = await t.database.db.select().from(contactMessages);
    const response = await send(payload, '10.2.2.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    const after = await t.database.db.select().from(contactMessages);
    expect(after).toHaveLength(before.length);
  });

  it('thanks a bot that fills the hidden field, and keeps nothing', async () => {
    const before = await t.database.db.select().from(contactMessages);
    const response = await send({ ...valid, website: 'http://spam.example' }, '10.5.5.5');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(contactTexts.sent);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('refuses a post from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('limits one address to five messages in ten minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(valid, '10.3.3.3')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await send(valid, '10.3.3.3');
    expect(limited.json().error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await send(valid, '10.4.4.4');
    expect(other.statusCode).toBe(200);
  });
});
