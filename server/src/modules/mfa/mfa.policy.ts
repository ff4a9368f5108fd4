import { MFA_PROTECTED_PERMISSIONS, MFA_REQUIRED_SETTING } from '@mitmachkarte/contract';

/** Whether the organisation's settings (`other`) require two-factor login of an account holding
 *  `permissions`: the setting mfa_pflicht is on and the account holds `admin` or `usermanager`
 *  (docs/security.md, Two-factor login). */
export function isMfaRequired(other: Record<string, unknown>, permissions: readonly string[]): boolean {
  const on = other[MFA_REQUIRED_SETTING] === true || other[MFA_REQUIRED_SETTING] === 'true';
  return on && permissions.some((p) => (MFA_PROTECTED_PERMISSIONS as readonly string[]).includes(p));
}

/** The permissions a session keeps while the required second factor is not set up yet. */
export const withoutProtectedPermissions = (permissions: readonly string[]) =>
  permissions.filter((p) => !(MFA_PROTECTED_PERMISSIONS as readonly string[]).includes(p));
