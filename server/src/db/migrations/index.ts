import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026_11_21_0900_initial.js';

/** Every migration in order, compiled into the build so that no folder scan is needed at run time.
 *  Migrations are never edited after they land (STYLE.md). */
const migrations: Record<string, Migration> = {
  '2026_11_21_0900_initial': initial,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
