import { fieldChanges, yesNo } from '../../lib/audit-text.js';
import type { AuditChange } from '../audit/audit.service.js';

/** The text of the audit entry of a change of an organisation's translation service
 *  (docs/product.md §16.4, §23.1): a pure function. The API key appears only as „gesetzt“,
 *  „keiner“ or „neu gesetzt“. */

export type TranslationState = { enabled: boolean; url: string; apiKey: string };

const keyText = (sealed: string) => (sealed ? 'gesetzt' : 'keiner');

/** The entry of a change of the service of `organisationId`; undefined when nothing changed. */
export function translationChanged(organisationId: string, before: TranslationState, after: TranslationState): AuditChange | undefined {
  const changed = fieldChanges([
    { label: 'Übersetzung von Beiträgen', before: yesNo(before.enabled), after: yesNo(after.enabled) },
    { label: 'Adresse des Dienstes', before: before.url || '–', after: after.url || '–' },
    { label: 'API-Schlüssel', before: keyText(before.apiKey), after: after.apiKey ? 'neu gesetzt' : 'keiner', same: before.apiKey === after.apiKey },
  ]);
  if (changed.labels.length === 0) return undefined;
  const what = before.enabled === after.enabled ? 'geändert' : after.enabled ? 'eingeschaltet' : 'ausgeschaltet';
  return {
    action: 'organisation.translation', targetType: 'organisation', targetId: organisationId, workspaceId: null,
    summary: `Übersetzung von Beiträgen ${what}`, before: changed.before, after: changed.after,
  };
}
