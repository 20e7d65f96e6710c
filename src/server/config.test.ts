import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicConfigOf } from './config.js';

describe('parseConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads and coerces what is set, treating empty strings as unset', () => {
    const config = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      PUBLIC_URL: 'https://gradewise.example/',
      SMTP_URL: '',
      SUPPORT_EMAIL: 'help@gradewise.example',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@db:5432/app');
    expect(config.publicUrl).toBe('https://gradewise.example');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Gradewise <help@gradewise.example>');
    expect(publicConfigOf(config).supportEmail).toBe('help@gradewise.example');
  });

  it('names every wrong setting in one error', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', NODE_ENV: 'staging' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'NODE_ENV']) expect(message).toContain(name);
  });

  it('uses the local test checkout without Stripe keys, and never in production', () => {
    expect(parseConfig({}).payments.kind).toBe('test');
    expect(() => parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET.*\n.*STRIPE_PRICE_ID_SINGLE/s,
    );
    const stripe = parseConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_ID_SINGLE: 'price_1',
      STRIPE_PRICE_ID_FIVE: 'price_5',
    });
    expect(stripe.payments).toMatchObject({ kind: 'stripe', priceIds: { single: 'price_1', five: 'price_5' } });
  });

  it('refuses to start in production without SMTP, rather than mail into a local folder', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
      STRIPE_PRICE_ID_SINGLE: 'p1',
      STRIPE_PRICE_ID_FIVE: 'p5',
    };
    expect(() => parseConfig({ NODE_ENV: 'production', ...stripe })).toThrow(/SMTP_URL: required in production/);
    const config = parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.com:465', ...stripe });
    expect(config.session).toMatchObject({ cookieName: '__Host-session', secure: true });
  });

  it('seeds demo accounts only in evaluation mode, never in production', () => {
    expect(parseConfig({}).seedDemo).toBe(true);
    expect(parseConfig({ DATABASE_URL: 'postgres://db/app' }).seedDemo).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgres://db/app', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
      STRIPE_PRICE_ID_SINGLE: 'p1',
      STRIPE_PRICE_ID_FIVE: 'p5',
    };
    expect(parseConfig(production).seedDemo).toBe(false);
    expect(() => parseConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
  });

  it('stores photos on disk under $DATA_DIR/uploads when no bucket is set', () => {
    expect(parseConfig({}).storage).toEqual({ kind: 'disk', root: path.resolve('./data/uploads') });
    expect(parseConfig({ DATA_DIR: '/srv/gradewise', S3_ACCESS_KEY_ID: 'ignored' }).storage).toEqual({
      kind: 'disk',
      root: path.resolve('/srv/gradewise/uploads'),
    });
  });

  it('stores photos in S3 when S3_BUCKET is set', () => {
    expect(parseConfig({ S3_BUCKET: 'photos' }).storage).toEqual({
      kind: 's3',
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const minio = parseConfig({
      S3_BUCKET: 'photos',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.storage).toEqual({
      kind: 's3',
      bucket: 'photos',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses one S3 key without the other, naming both, and a malformed S3 setting', () => {
    for (const half of [{ S3_ACCESS_KEY_ID: 'key' }, { S3_SECRET_ACCESS_KEY: 'secret' }]) {
      expect(() => parseConfig({ S3_BUCKET: 'photos', ...half })).toThrow(ConfigError);
      expect(() => parseConfig({ S3_BUCKET: 'photos', ...half })).toThrow(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither',
      );
    }
    expect(() => parseConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseConfig({ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('refuses a port out of range and a malformed support address', () => {
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });
});
