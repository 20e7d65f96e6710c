import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, eventually, linkFromOutbox, type TestApp } from '../../../../tests/helpers/app.js';
import { CONTACT_EMAIL_QUEUE } from '../contact/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'support@gradewise.example' });
});
afterAll(() => t.close());

const waitingIn = async (queue: string) =>
  Number(
    (
      await t.database.executeSql(
        `select count(*)::int as count from pgboss.job where name = $1 and state in ('created', 'active')`,
        [queue],
      )
    ).rows[0]!.count,
  );

describe('account e-mail and bulk mail', () => {
  it('sends a verification e-mail while fifty contact messages are held up, then drains them', async () => {
    // Bulk mail gets stuck at the mail server until released; account mail goes through as usual.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = t.mailer.send;
    let bulkSent = 0;
    t.mailer.send = async (message) => {
      if (message.to === t.config.supportEmail) {
        await held;
        await send(message);
        bulkSent += 1;
        return;
      }
      await send(message);
    };
    try {
      // Fifty messages within the contact form's limits: five from each of ten addresses.
      for (let ip = 1; ip <= 10; ip += 1) {
        for (let i = 0; i < 5; i += 1) {
          const response = await apiClient(t, `10.52.0.${ip}`).post('/api/contact', {
            name: 'Bulk Sender',
            email: `bulk${ip}@example.com`,
            message: `Message ${i} from ${ip}`,
          });
          expect(response.statusCode).toBe(200);
        }
      }

      const signup = await apiClient(t, '10.52.1.1').post('/api/auth/signup', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: 'prompt_ada',
        email: 'prompt.ada@example.com',
        password: 'analytical engine 1843',
        confirmPassword: 'analytical engine 1843',
        acceptTerms: true,
      });
      expect(signup.statusCode).toBe(200);
      await linkFromOutbox(t, 'prompt.ada@example.com', '/api/auth/verify-email?token=');
      expect(bulkSent).toBe(0);
      expect(await waitingIn(CONTACT_EMAIL_QUEUE)).toBe(50);
    } finally {
      release();
    }
    await eventually(async () => bulkSent === 50, 25_000);
    t.mailer.send = send;
  });
});
