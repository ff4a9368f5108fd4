import type { Db } from '../../db/database.js';
import type { WebauthnChallengesTable } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { deleteExpiredWebauthnChallenges, putWebauthnChallenge, takeWebauthnChallenge } from './passkeys.repository.js';

/** WebAuthn challenges (docs/security.md, Passkeys): one per (pre-)session and purpose, kept under
 *  the hash of the session token, answered once and within CHALLENGE_MS. */

/** How long a challenge waits for the authenticator's answer (ms): 5 minutes. */
export const CHALLENGE_MS = 5 * 60_000;

type Purpose = WebauthnChallengesTable['purpose'];

/** Stores `challenge` for the session `sessionToken` and `purpose` (replacing an earlier one);
 *  drops expired challenges of everyone on the way. */
export async function newChallenge(db: Db, sessionToken: string, purpose: Purpose, challenge: string, userId: string | null): Promise<void> {
  const now = Date.now();
  await deleteExpiredWebauthnChallenges(db, new Date(now).toISOString());
  await putWebauthnChallenge(db, {
    session_hash: hashToken(sessionToken), purpose, user_id: userId, challenge, expires_at: new Date(now + CHALLENGE_MS).toISOString(),
  });
}

/** The session's live challenge for `purpose`, used up by this call; undefined if there is none. */
export const takeChallenge = (db: Db, sessionToken: string, purpose: Purpose) =>
  takeWebauthnChallenge(db, hashToken(sessionToken), purpose, nowIso());
