import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { generatePassword, hashPassword, PRODUCTION_HASH_COST } from './lib/password.js';
import { newToken } from './lib/tokens.js';
import type { ImageStore } from './modules/images/image-store.js';
import { ensureAdminGroup, ensureKnownPermissions } from './modules/groups/groups.service.js';
import { createFirstAdmin, findOldestUserId, hasUsers } from './modules/users/users.service.js';
import { hasWorkspaces } from './modules/workspaces/workspaces.service.js';

/** The HMAC secret of anti-forgery tokens: created once and kept in the database, so that every
 *  server process behind a load balancer shares it (docs/architecture.md §1). */
export async function ensureSecret(db: Db, name: string): Promise<string> {
  await db.insertInto('system_secrets').values({ name, value: newToken() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return (await db.selectFrom('system_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
}

/** First-start set-up (docs/architecture.md §4): the known permissions; if no user exists, the active admin
 *  ADMIN_EMAIL in group "Administratoren" with ADMIN_PASSWORD or a generated password (logged once
 *  and written to DATA_DIR/initial-admin-password.txt); the demo content when SEED_DEMO is on and
 *  the database holds no workspace (its category icons go to `imageStore`). Idempotent. */
export async function bootstrap(db: Db, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, imageStore: ImageStore): Promise<void> {
  if (config.passwordHashCost < PRODUCTION_HASH_COST) {
    log.warn(`PASSWORD_HASH_COST=${config.passwordHashCost} ist kleiner als ${PRODUCTION_HASH_COST}: neue Passwörter sind leichter zu erraten. Nur für Tests.`);
  }
  await ensureKnownPermissions(db);
  let adminId: string | undefined;
  if (!(await hasUsers(db))) {
    const password = config.adminPassword ?? generatePassword();
    adminId = await createFirstAdmin(db, config.adminEmail, await hashPassword(password), await ensureAdminGroup(db));
    if (!config.adminPassword) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      const file = path.join(config.dataDir, 'initial-admin-password.txt');
      fs.writeFileSync(file, `${config.adminEmail}\n${password}\n`, { mode: 0o600 });
      log.warn(`Erster Start: Administrator ${config.adminEmail} mit dem Passwort ${password} angelegt (auch in ${file}).`);
    } else {
      log.info(`Erster Start: Administrator ${config.adminEmail} angelegt.`);
    }
  }
  if (config.seedDemo && !(await hasWorkspaces(db))) {
    // The demo belongs to the first administrator: the one just created, else the oldest account.
    const owner = adminId ?? (await findOldestUserId(db));
    if (!owner) throw new Error('No user to own the demo content');
    // Loaded only here: the demo content (and sharp, which draws its icons) is needed once.
    const { seedDemo } = await import('./seed/demo.js');
    await seedDemo(db, owner, imageStore);
    log.info('Demo-Inhalte angelegt.');
  }
}
