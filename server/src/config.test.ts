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
});
