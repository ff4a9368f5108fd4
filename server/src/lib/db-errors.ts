import { conflict, type ErrorText } from './app-error.js';

/** True for a violated UNIQUE or PRIMARY KEY constraint on SQLite (better-sqlite3) or PostgreSQL
 *  (SQLSTATE 23505): a concurrent insert got there first. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A `.catch` handler for a write of a unique value: a lost race (isUniqueViolation) becomes
 *  CONFLICT with `message`, anything else is thrown on as it is. */
export const conflictOnUnique = (message: ErrorText) => (err: unknown): never => {
  throw isUniqueViolation(err) ? conflict(message) : err;
};
