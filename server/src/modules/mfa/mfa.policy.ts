import { MFA_PROTECTED_PERMISSIONS, MFA_REQUIRED_SETTING } from '@mitmachkarte/contract';
import { type Actor, actorHas } from '../../lib/actor.js';

/** Who must log in with a second factor, and who may change that rule (docs/security.md,
 *  Two-factor login). Pure functions. */

/** Whether an organisation's settings (`other`) switch mfa_pflicht on. */
export const requiresMfa = (other: Record<string, unknown>): boolean =>
  other[MFA_REQUIRED_SETTING] === true || other[MFA_REQUIRED_SETTING] === 'true';

/** Whether `permissions` hold one that mfa_pflicht protects (`admin`, `usermanager`). */
export const holdsMfaProtectedPermission = (permissions: readonly string[]): boolean =>
  permissions.some((p) => (MFA_PROTECTED_PERMISSIONS as readonly string[]).includes(p));

/** Whether `actor` may switch mfa_pflicht of an organisation on or off: an administrator whose
 *  session logged in with the second factor. A session restricted by the rule, or one that a
 *  stolen password alone opened, cannot loosen it. */
export const canChangeMfaRequirement = (actor: Actor): boolean => actorHas(actor, 'admin') && actor.mfaCompleted === true;
