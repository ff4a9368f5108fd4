import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { listPendingMigrations } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { say } from '../../i18n/messages.js';

export const DATABASE_UNREACHABLE = say('databaseUnreachable');
export const MIGRATIONS_PENDING = say('migrationsPending');

/** GET /ready: the database answers and every migration of this build has run.
 *  Throws UNAVAILABLE (503) with a German message otherwise. */
export async function requireReady(db: Db): Promise<void> {
  let pending: string[];
  try {
    await sql`select 1`.execute(db);
    pending = await listPendingMigrations(db);
  } catch {
    throw new AppError('UNAVAILABLE', DATABASE_UNREACHABLE);
  }
  if (pending.length > 0) throw new AppError('UNAVAILABLE', MIGRATIONS_PENDING);
}
