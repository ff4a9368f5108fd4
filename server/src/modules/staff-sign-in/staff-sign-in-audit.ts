import { fieldChanges, listText, quoted, yesNo } from '../../lib/audit-text.js';
import type { AuditChange } from '../audit/audit.service.js';

/** The text of the audit entry of a change of an organisation's staff rule (docs/product.md
 *  §16.4, §14.1): a pure function. */

export type RuleState = { required: boolean; providerLabels: readonly string[]; disablePassword: boolean; requiredAmr: readonly string[] };

/** The entry of a change of the rule of `organisationId`; undefined when nothing changed. */
export function staffSignInChanged(organisationId: string, before: RuleState, after: RuleState): AuditChange | undefined {
  const changed = fieldChanges([
    { label: 'Team muss sich über Identitätsanbieter anmelden', before: yesNo(before.required), after: yesNo(after.required) },
    { label: 'Anbieter', before: listText(before.providerLabels.map(quoted)), after: listText(after.providerLabels.map(quoted)) },
    { label: 'Lokales Passwort abgeschaltet', before: yesNo(before.disablePassword), after: yesNo(after.disablePassword) },
    { label: 'amr', before: listText(before.requiredAmr), after: listText(after.requiredAmr) },
  ]);
  if (changed.labels.length === 0) return undefined;
  const what = before.required === after.required ? 'geändert' : after.required ? 'eingeschaltet' : 'ausgeschaltet';
  return {
    action: 'organisation.staff-sign-in', targetType: 'organisation', targetId: organisationId, workspaceId: null,
    summary: `Team-Anmeldung über Identitätsanbieter ${what}`, before: changed.before, after: changed.after,
  };
}
