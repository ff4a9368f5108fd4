import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults (docs/architecture.md §4)', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.database).toEqual({ kind: 'sqlite', file: path.join(path.resolve('./data'), 'mitmachkarte.sqlite') });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.adminEmail).toBe('admin@localhost');
    expect(c.adminPassword).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.isHttps).toBe(false);
    expect(c.smtpUrl).toBeUndefined();
    expect(c.mailFrom).toBe('Mitmachkarte <noreply@localhost>');
    expect(c.defaultGroup).toBeUndefined();
    expect(c.passwordHashCost).toBe(17);
    expect(c.geocoderUrl).toBe('https://nominatim.openstreetmap.org');
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('reads PostgreSQL and SQLite URLs, booleans and https', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/x' }).database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db/x' });
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/a.sqlite' }).database).toEqual({ kind: 'sqlite', file: '/tmp/a.sqlite' });
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://:geheim@redis.intern:6380/2' }).redisUrl).toBe('rediss://:geheim@redis.intern:6380/2');
    expect(() => loadConfig({ REDIS_URL: 'http://redis.intern' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    const https = loadConfig({ PUBLIC_URL: 'https://karte.example.org/' });
    expect(https.publicUrl).toBe('https://karte.example.org');
    expect(https.isHttps).toBe(true);
    expect(loadConfig({ ADMIN_EMAIL: 'Chef@Example.org' }).adminEmail).toBe('chef@example.org');
  });

  it('reads the mail sender and the default group of new users', () => {
    const c = loadConfig({ MAIL_FROM: 'Stadt X <karte@stadt-x.de>', DEFAULT_GROUP: ' Bürger ', SMTP_URL: 'smtp://u:p@mail:25' });
    expect(c.mailFrom).toBe('Stadt X <karte@stadt-x.de>');
    expect(c.defaultGroup).toBe('Bürger');
    expect(c.smtpUrl).toBe('smtp://u:p@mail:25');
    expect(loadConfig({ MAIL_FROM: 'karte@stadt-x.de' }).mailFrom).toBe('karte@stadt-x.de');
    for (const bad of ['keine adresse', 'X <a@b> <c@d>', 'a@b\nBcc: c@d', 'X <a@b>\nBcc: c@d']) {
      expect(() => loadConfig({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM/);
    }
  });

  it('reads GEOCODER_URL: a URL without trailing slash, or off', () => {
    expect(loadConfig({ GEOCODER_URL: 'http://geo.example.org/' }).geocoderUrl).toBe('http://geo.example.org');
    expect(loadConfig({ GEOCODER_URL: 'off' }).geocoderUrl).toBeUndefined();
    expect(() => loadConfig({ GEOCODER_URL: 'kein-url' })).toThrow(/GEOCODER_URL/);
  });

  it('reads PASSWORD_HASH_COST from 10 to 20 and nothing else', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    for (const bad of ['9', '21', '12.5', 'hoch']) expect(() => loadConfig({ PASSWORD_HASH_COST: bad }), bad).toThrow(/PASSWORD_HASH_COST/);
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'vielleicht', ADMIN_PASSWORD: 'kurz' }))
      .toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD[\s\S]*SEED_DEMO|PORT[\s\S]*DATABASE_URL/);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'vielleicht', ADMIN_PASSWORD: 'kurz' });
    } catch (e) {
      const text = String(e);
      for (const name of ['PORT', 'DATABASE_URL', 'SEED_DEMO', 'ADMIN_PASSWORD']) expect(text).toContain(name);
    }
  });

  it('reads RATE_LIMIT_* variables for the abuse limits and refuses anything but a whole number from 1', () => {
    expect(loadConfig({}).rateLimits).toEqual({});
    expect(loadConfig({ RATE_LIMIT_ANON_POINTS_PER_HOUR: '5', RATE_LIMIT_LOGIN_PER_MINUTE: '100' }).rateLimits)
      .toEqual({ anonPointsPerHour: 5, loginPerMinute: 100 });
    for (const bad of ['0', '-3', '2.5', 'viele']) {
      expect(() => loadConfig({ RATE_LIMIT_ACCOUNT_VOTES_PER_HOUR: bad }), bad).toThrow(/RATE_LIMIT_ACCOUNT_VOTES_PER_HOUR/);
    }
  });

  it('keeps images under DATA_DIR/images unless IMAGE_STORE=s3', () => {
    expect(loadConfig({ DATA_DIR: '/srv/karte' }).imageStore).toEqual({ kind: 'fs', root: '/srv/karte/images' });
    expect(loadConfig({ IMAGE_STORE: 'fs', S3_BUCKET: 'bilder' }).imageStore.kind).toBe('fs');
  });

  it('reads the S3 image store: endpoint without trailing slash, region us-east-1 and path-style by default', () => {
    const s3 = { IMAGE_STORE: 's3', S3_ENDPOINT: 'http://minio:9000/', S3_BUCKET: 'mitmachkarte-bilder', S3_ACCESS_KEY_ID: 'schluessel', S3_SECRET_ACCESS_KEY: 'geheim' };
    expect(loadConfig(s3).imageStore).toEqual({
      kind: 's3', endpoint: 'http://minio:9000', bucket: 'mitmachkarte-bilder', region: 'us-east-1', forcePathStyle: true,
      credentials: { accessKeyId: 'schluessel', secretAccessKey: 'geheim' },
    });
    const aws = loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com', S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'false', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' });
    expect(aws.imageStore).toMatchObject({ region: 'eu-central-1', forcePathStyle: false, credentials: undefined });
  });

  it('refuses IMAGE_STORE=s3 without endpoint or bucket, and bad S3 values, naming each variable', () => {
    const missing = () => loadConfig({ IMAGE_STORE: 's3' });
    expect(missing).toThrow(/S3_ENDPOINT: required with IMAGE_STORE=s3/);
    expect(missing).toThrow(/S3_BUCKET: required with IMAGE_STORE=s3/);
    const base = { IMAGE_STORE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'bilder' };
    const bad: [Record<string, string>, RegExp][] = [
      [{ IMAGE_STORE: 'minio' }, /IMAGE_STORE/],
      [{ ...base, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must be an http/],
      [{ ...base, S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT/],
      [{ ...base, S3_BUCKET: 'Bilder' }, /S3_BUCKET: must be a bucket name/],
      [{ ...base, S3_BUCKET: 'ab' }, /S3_BUCKET/],
      [{ ...base, S3_BUCKET: 'bilder/../x' }, /S3_BUCKET/],
      [{ ...base, S3_REGION: 'EU Central' }, /S3_REGION/],
      [{ ...base, S3_FORCE_PATH_STYLE: 'vielleicht' }, /S3_FORCE_PATH_STYLE/],
      [{ ...base, S3_ACCESS_KEY_ID: 'nur-die-id' }, /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/],
      [{ ...base, S3_SECRET_ACCESS_KEY: 'nur-das-geheimnis' }, /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    ];
    for (const [env, message] of bad) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });

  it('lists S3 problems together with the other invalid variables', () => {
    expect(() => loadConfig({ PORT: 'abc', IMAGE_STORE: 's3', S3_BUCKET: 'Bilder' })).toThrow(/PORT[\s\S]*S3_BUCKET: must[\s\S]*S3_ENDPOINT: required/);
  });
});
