import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { switchOffEveryStaffSignInRule } from '../modules/staff-sign-in/staff-sign-in-admin.service.js';

/** `staff-sign-in-off`: the operator's way back in (docs/security.md, Staff sign-in through the
 *  organisation's provider, break-glass) when an organisation's identity provider fails while its
 *  staff must sign in through it. Switches every organisation's staff rule off, recorded in the
 *  audit log as done by „Betrieb (Kommandozeile)“; the accounts' passwords and passkeys work again
 *  at once (an account whose password the rule removed sets one through „Passwort vergessen“).
 *  Safe while the server runs. Exit code 0, 2 for arguments. `database`: how to open the database
 *  (the tests' PostgreSQL schema). */
export async function staffSignInOff(config: Config, args: string[], database: Parameters<typeof openDatabase>[1] = {}): Promise<number> {
  if (args.length > 0) {
    console.error('usage: staff-sign-in-off');
    return 2;
  }
  const db = openDatabase(config.database, database);
  try {
    const off = await switchOffEveryStaffSignInRule(db);
    console.log(off.length ? `staff-sign-in-off: switched off for ${off.length} organisation(s): ${off.join(', ')}` : 'staff-sign-in-off: no rule was on');
    return 0;
  } finally {
    await db.destroy();
  }
}
