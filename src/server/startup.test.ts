import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { evaluationBanner } from './startup.js';

describe('the start banner', () => {
  it('says in plain words what evaluation mode is, and where to open the service', () => {
    const config = parseConfig({ NODE_ENV: 'development', PORT: '3000' });
    const banner = evaluationBanner(config, true, ['collector / demo-pass']);
    expect(banner).toContain('open http://localhost:3000');
    expect(banner).toContain('EVALUATION MODE');
    expect(banner).toContain('Payments are simulated');
    expect(banner).toContain('http://localhost:3000/dev/outbox');
    expect(banner).toContain('answer only to a browser on this machine');
    expect(banner).toContain('collector / demo-pass');
  });

  it('is silent when the service runs for real', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:25',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ID_SINGLE: 'price_1',
      STRIPE_PRICE_ID_FIVE: 'price_5',
    });
    expect(evaluationBanner(config, false, [])).toBeNull();
  });

  it('gives each process its own test-checkout secret, never a constant', () => {
    const secret = (config: ReturnType<typeof parseConfig>) =>
      config.payments.kind === 'test' ? config.payments.webhookSecret : '';
    const a = secret(parseConfig({}));
    const b = secret(parseConfig({}));
    expect(a).toMatch(/^whsec_local_[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
});
