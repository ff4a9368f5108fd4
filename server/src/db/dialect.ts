import { PostgresAdapter } from 'kysely';
import type { Db } from './database.js';

/** Which of the two databases (docs/decisions/0001) a connection speaks: the SQL that differs
 *  between them (JSON reading, case folding, text order) is chosen by it. */
export type Dialect = 'sqlite' | 'postgres';

/** The dialect of `db`. */
export const dialectOf = (db: Db): Dialect => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
