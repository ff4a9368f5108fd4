import type { IdentityProvidersTable } from '../../db/schema.js';
import { fieldChanges, quoted } from '../../lib/audit-text.js';
import type { AuditChange } from '../audit/audit.service.js';
import { verificationRulesOf } from './verification.service.js';

/** The texts of the audit entries of identity providers (docs/product.md §16.4, §14.1): pure
 *  functions. The client secret appears only as „gesetzt“, „keins“ or „neu gesetzt“. */

type Mapping = { claim: string; value: string; group_id: string };
const target = (row: IdentityProvidersTable) => ({ targetType: 'identity-provider', targetId: row.id, workspaceId: null });
const mappingText = (rows: readonly Mapping[]) => rows.map((m) => `${m.claim}=${m.value} → ${m.group_id}`).sort().join('; ');
/** The verification rules in words (docs/product.md §14.1), or 'keine'. */
const verificationText = (row: IdentityProvidersTable) => {
  const v = verificationRulesOf(row);
  const parts = [
    ...(v.AcrValues.length ? [`acr ${v.AcrValues.join(', ')}`] : []),
    ...(v.Claim ? [`${v.Claim} ${v.ClaimValues.join(', ')}`] : []),
    ...(v.MunicipalityClaim ? [`Gemeindeschlüssel aus ${v.MunicipalityClaim}`] : []),
  ];
  return parts.length ? parts.join(' | ') : 'keine';
};
const text = (row: IdentityProvidersTable, mappings: readonly Mapping[]) =>
  `Bezeichnung: ${row.label}; Aussteller: ${row.issuer}; Client-ID: ${row.client_id}; Client-Secret: ${row.client_secret ? 'gesetzt' : 'keins'}; `
  + `Scopes: ${row.scopes}; Für wen: ${row.audience}; Aktiv: ${row.enabled ? 'ja' : 'nein'}; Gruppen: ${mappingText(mappings)}; Verifizierung: ${verificationText(row)}`;

export const providerCreated = (row: IdentityProvidersTable, mappings: readonly Mapping[]): AuditChange =>
  ({ ...target(row), action: 'identity-provider.create', summary: `Identitätsanbieter ${quoted(row.label)} angelegt`, after: text(row, mappings) });

export const providerDeleted = (row: IdentityProvidersTable): AuditChange =>
  ({ ...target(row), action: 'identity-provider.delete', summary: `Identitätsanbieter ${quoted(row.label)} gelöscht`, before: text(row, []) });

/** The entry of a change; undefined when nothing changed. */
export function providerChanged(before: IdentityProvidersTable, beforeMappings: readonly Mapping[], after: IdentityProvidersTable, afterMappings: readonly Mapping[]): AuditChange | undefined {
  const changed = fieldChanges([
    { label: 'Bezeichnung', before: before.label, after: after.label },
    { label: 'Aussteller', before: before.issuer, after: after.issuer },
    { label: 'Client-ID', before: before.client_id, after: after.client_id },
    { label: 'Client-Secret', before: before.client_secret ? 'gesetzt' : 'keins', after: after.client_secret ? 'neu gesetzt' : 'keins', same: before.client_secret === after.client_secret },
    { label: 'Scopes', before: before.scopes, after: after.scopes },
    { label: 'Für wen', before: before.audience, after: after.audience },
    { label: 'Aktiv', before: before.enabled ? 'ja' : 'nein', after: after.enabled ? 'ja' : 'nein' },
    { label: 'Gruppen', before: mappingText(beforeMappings), after: mappingText(afterMappings) },
    { label: 'Verifizierung', before: verificationText(before), after: verificationText(after) },
  ]);
  if (changed.labels.length === 0) return undefined;
  return { ...target(before), action: 'identity-provider.update', summary: `Identitätsanbieter ${quoted(before.label)} geändert: ${changed.labels.join(', ')}`, before: changed.before, after: changed.after };
}
