import type { AuditEntry } from '@mitmachkarte/contract';
import type { CsvRecord } from '../../lib/csv.js';
import type { AuditRow } from './audit.repository.js';

/** Row → AuditEntry (docs/product.md §16.4): the user's id stays on the server, the name shown is
 *  the one kept with the entry. */
export const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  ID: row.id,
  At: row.created_at,
  By: row.user_name,
  Action: row.action,
  TargetType: row.target_type,
  TargetID: row.target_id,
  Workspace: row.workspace_id,
  Summary: row.summary,
  Before: row.before,
  After: row.after,
});

/** The columns of the CSV export: the fields of AuditEntry. */
export const AUDIT_CSV_COLUMNS = ['ID', 'At', 'By', 'Action', 'TargetType', 'TargetID', 'Workspace', 'Summary', 'Before', 'After'] as const;

/** The records of the CSV export: the header, then one record per entry of `pages`. */
export async function* auditCsvRecords(pages: AsyncIterable<AuditRow[]>): AsyncGenerator<CsvRecord> {
  yield [...AUDIT_CSV_COLUMNS];
  for await (const rows of pages) {
    for (const row of rows) {
      const entry = presentAuditEntry(row);
      yield AUDIT_CSV_COLUMNS.map((column) => entry[column] ?? '');
    }
  }
}
