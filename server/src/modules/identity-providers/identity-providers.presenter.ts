import { type IdentityProvider, type PublicIdentityProvider, verifiesAnyone } from '@mitmachkarte/contract';
import type { IdentityProviderMappingsTable, IdentityProvidersTable } from '../../db/schema.js';
import { verificationRulesOf } from './verification.service.js';

/** A provider for its administrators with its group mapping (`mappings` may hold other
 *  providers' rows too): everything but the client secret, of which only its presence is told (docs/security.md, Sign-in through identity providers). */
export const presentProvider = (row: IdentityProvidersTable, mappings: readonly IdentityProviderMappingsTable[]): IdentityProvider => ({
  ID: row.id,
  Label: row.label,
  Issuer: row.issuer,
  ClientId: row.client_id,
  HasClientSecret: row.client_secret !== '',
  Scopes: row.scopes,
  Audience: row.audience,
  Enabled: row.enabled === 1,
  GroupMappings: mappings.filter((m) => m.provider_id === row.id).map((m) => ({ Claim: m.claim, Value: m.value, GroupID: m.group_id })),
  Verification: verificationRulesOf(row),
  CreatedAt: row.created_at,
  UpdatedAt: row.updated_at,
});

/** A provider's button on the login page, and whether its sign-ins can verify residents. */
export const presentPublicProvider = (row: IdentityProvidersTable): PublicIdentityProvider =>
  ({ ID: row.id, Label: row.label, Verifies: verifiesAnyone(verificationRulesOf(row)) });
