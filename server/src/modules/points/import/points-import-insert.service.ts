import type { ImportFormat } from '@mitmachkarte/contract';
import type { Actor } from '../../../access/actor.js';
import type { Db } from '../../../db/database.js';
import type { NewPoint } from '../../../db/schema.js';
import { statusesOf } from '../../../db/records/layer.record.js';
import { newId, nowIso } from '../../../lib/ids.js';
import { recordAudit } from '../../audit/audit.service.js';
import { quoted } from '../../../lib/audit-text.js';
import type { CheckedRow, ImportTarget } from './check.js';
import { insertPointsOfLayer } from '../core/points.repository.js';
import { geometryColumns } from '../core/point-geometry.js';
import { refreshPointStatistics } from '../../../db/planner-statistics.js';

/** Inserts the checked rows of an import (docs/product.md §18.6) as entries of `layer` (lines and
 *  areas as points/core/point-geometry.ts keeps them), all in one
 *  transaction with the audit entry „{n} Einträge importiert aus „{name}“ ({FORMAT})“, or none.
 *  The entries start at the layer's first status, public, approved, written by `actor`, created
 *  now. Run on the import's worker thread with its own connection (import/import-worker.ts,
 *  docs/decisions/0024); afterwards a large import refreshes PostgreSQL's planner figures
 *  (db/planner-statistics.ts). */
export async function insertImportedRows(db: Db, actor: Actor, layer: ImportTarget['layer'], checked: readonly CheckedRow[], file: { format: ImportFormat; name: string }): Promise<void> {
  const now = nowIso();
  const status = statusesOf(layer)[0]!.Key;
  // An import of points only writes the columns it always wrote (the geometry's stay null), so that
  // its batches bind no more values than before; with a line or an area every row names them all
  // (insertPointsOfLayer needs the same columns in every row).
  const shapes = checked.some((r) => r.geometry !== undefined);
  // Made as they are inserted, a batch at a time, not all at once.
  const rows = (function* (): Generator<NewPoint> {
    for (const r of checked) {
      yield {
        id: newId(), layer_id: layer.id,
        ...(shapes ? geometryColumns(r.geometry, r.latitude, r.longitude) : { latitude: r.latitude, longitude: r.longitude }), altitude: r.altitude, public: 1, editable: 0,
        attributes: r.attributes, status, status_changed_at: now, created_at: now, updated_at: now, created_by: actor.userId,
        deleted_at: null, deleted_by: null,
      };
    }
  })();
  await db.transaction().execute(async (trx) => {
    await insertPointsOfLayer(trx, layer.id, rows);
    await recordAudit(trx, actor, {
      action: 'layer.import', targetType: 'layer', targetId: layer.id, workspaceId: layer.workspace_id,
      summary: `${checked.length} Einträge importiert aus ${quoted(file.name || 'einer Datei')} (${file.format.toUpperCase()})`,
    });
  });
  await refreshPointStatistics(db, checked.length);
}
