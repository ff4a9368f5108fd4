import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { createMailOutbox, MAIL_GIVE_UP_MS } from '../../src/modules/mail/mail-outbox.service.js';
import { enqueueAccountMail } from '../../src/modules/mail/mail.service.js';
import { createServer } from '../../src/server.js';
import { countRows } from '../factories.js';
import { linkIn, SmtpPeer } from '../smtp-peer.js';

/** The mail outbox: a mail committed with its token is sent even if the process that
 *  wrote it died before sending; several senders send each mail once; a mail whose link expired
 *  is dropped. Real SMTP peer, real database (SQLite, or a schema of TEST_DATABASE_URL). */

let peer: SmtpPeer;
let dataDir: string;
let schema: string | undefined;
const pgUrl = process.env.TEST_DATABASE_URL;

async function withPg(fn: (c: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  peer = await SmtpPeer.start();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-outbox-'));
  if (pgUrl) {
    schema = `test_outbox_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await withPg((c) => c.query(`CREATE SCHEMA ${schema}`));
  }
});
afterAll(async () => {
  await peer?.close();
  if (schema) await withPg((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const config = () => loadConfig({
  DATA_DIR: dataDir, DATABASE_URL: pgUrl, SEED_DEMO: 'false', LOG_LEVEL: 'silent', SMTP_URL: peer.url,
  ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'admin-passwort-1', PUBLIC_URL: 'http://karte.test', WEB_DIST: path.join(dataDir, 'no-web'),
});
const dbOptions = () => (schema ? { pgSearchPath: schema } : {});

describe('mail outbox', () => {
  it('sends a mail that a process committed but never sent, when the next process starts', async () => {
    // What a process leaves when it dies right after the commit: the row, and no send.
    const db = openDatabase(config().database, dbOptions());
    await migrateToLatest(db);
    const link = 'http://karte.test/api/v1/auth/activate/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    await db.transaction().execute((trx) => enqueueAccountMail(trx, config(), { host: undefined, address: 'nach-absturz@example.org' }, { kind: 'activation', link, validMinutes: 1440 }));
    await db.destroy();
    expect(peer.mailsTo('nach-absturz@example.org')).toHaveLength(0);

    const app = await createServer(config(), dbOptions());
    try {
      const mail = await peer.waitForMail('nach-absturz@example.org');
      expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Registrierung bei Mitmachkarte');
      expect(linkIn(mail, '/api/v1/auth/activate/').href).toBe(link);
      await app.mailOutbox.drain();
      expect(await countRows(app.db, 'mail_outbox')).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('sends each mail once when several senders drain one database at the same time', async () => {
    const app = await createServer(config(), dbOptions());
    try {
      // The app's own sender stops first: a drain of its timers between the enqueues and the
      // senders below would send mails that none of their counts includes.
      await app.mailOutbox.stop(1000);
      for (let i = 0; i < 6; i++) {
        await app.db.transaction().execute((trx) => enqueueAccountMail(trx, config(), { host: undefined, address: `viele-${i}@example.org` }, {
          kind: 'password', link: `http://karte.test/api/v1/auth/activatepassword/token${i}`, validMinutes: 30,
        }));
      }
      const log = pino({ level: 'silent' });
      const senders = [1, 2, 3].map(() => createMailOutbox(app.db, app.mailer, log));
      const sent = await Promise.all(senders.map((s) => s.drain()));
      expect(sent.reduce((x, y) => x + y, 0)).toBe(6);
      for (let i = 0; i < 6; i++) await peer.waitForMail(`viele-${i}@example.org`);
      await new Promise((r) => setTimeout(r, 300));
      for (let i = 0; i < 6; i++) expect(peer.mailsTo(`viele-${i}@example.org`)).toHaveLength(1);
      await Promise.all(senders.map((s) => s.stop(1000)));
    } finally {
      await app.close();
    }
  });

  it('drops a mail that could not be sent within a day (its link has expired)', async () => {
    const app = await createServer(config(), dbOptions());
    try {
      await app.mailOutbox.drain();
      const old = new Date(Date.now() - MAIL_GIVE_UP_MS - 60_000);
      await app.db.transaction().execute((trx) => enqueueAccountMail(trx, config(), { host: undefined, address: 'zu-spaet@example.org' }, {
        kind: 'activation', link: 'http://karte.test/api/v1/auth/activate/alt', validMinutes: 1440,
      }, old));
      expect(await app.mailOutbox.drain()).toBe(0);
      expect(await countRows(app.db, 'mail_outbox')).toBe(0);
      expect(peer.mailsTo('zu-spaet@example.org')).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
