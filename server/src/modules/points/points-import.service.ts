import {
  CATEGORY_ATTRIBUTE, IMPORT_LISTED_REFUSALS, IMPORT_PREVIEW_ROWS, importableQuestions, isInsideBoundary, OUTSIDE_BOUNDARY, validateAnswers,
  type Attributes, type ImportMapping, type ImportPreview, type ImportField, type ImportRefusal, type ImportResult, type ImportRow, type LayerSchema, type Category,
} from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import type { NewPoint } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, validation } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { quoted } from '../audit/audit-text.js';
import { questionnaireOf, statusesOf } from '../layers/layers.presenter.js';
import { getVisibleLayer } from '../layers/layers.service.js';
import { mapAreaOf } from '../workspaces/workspaces.presenter.js';
import { requireManager, requireOpen } from '../workspaces/workspaces.service.js';
import { readImportFile } from './import/read.js';
import { convertValue } from './import/values.js';
import { insertPointsOfLayer } from './points.repository.js';

/** The import of entries into a layer (docs/product.md §18.6): managers of the layer's workspace
 *  send a file twice, for a preview and to import; both read and check every row the same way. */

type ImportRequest = { bytes: Buffer; mapping?: ImportMapping; name: string };

/** A row that passed every check: its position and its answers as stored (JSON text: a
 *  million rows of answer objects would take gigabytes). */
type CheckedRow = { latitude: number; longitude: number; altitude: number; attributes: string };

/** POST /gis/import/{layerId}/preview: the file's fields, the mapping (as sent, else suggested),
 *  its first rows as they would be stored and the rows refused with why. Writes nothing. */
export async function previewImport(db: Db, actor: Actor, layerId: string, request: ImportRequest): Promise<ImportPreview> {
  const target = await importTarget(db, actor, layerId);
  const { file, first, refused, refusedCount, mapping } = await oneAtATime(() => checkImport(target, request, false));
  return { Format: file.format, Rows: file.rows, Fields: file.fields, Mapping: mapping, RefusedCount: refusedCount, Refused: refused, First: first };
}

/** POST /gis/import/{layerId}: adds every row of the file as an entry, all in one transaction
 *  with its audit entry, or none: 400 naming the refused rows when one fails a check. The
 *  entries start at the layer's first status, public, approved, and written by the manager. */
export async function runImport(db: Db, actor: Actor, layerId: string, request: ImportRequest): Promise<ImportResult> {
  const target = await importTarget(db, actor, layerId);
  return oneAtATime(async () => {
    const { layer, file, checked, refused, refusedCount } = await checkImport(target, request, true);
    const label = (row: number) => (file.format === 'csv' ? `Zeile ${row}` : `Objekt ${row}`);
    if (refusedCount > 0) {
      throw validation(`${refusedCount} von ${file.rows} Einträgen passen nicht. Es wurde nichts importiert.`,
        refused.map((r) => ({ Field: label(r.Row), Message: r.Messages.join(' ') })));
    }
    const now = nowIso();
    const status = statusesOf(layer)[0]!.Key;
    // Made as they are inserted, a batch at a time, not all at once.
    const rows = (function* (): Generator<NewPoint> {
      for (const r of checked) {
        yield {
          id: newId(), layer_id: layer.id, latitude: r.latitude, longitude: r.longitude, altitude: r.altitude, public: 1, editable: 0,
          attributes: r.attributes, status, status_changed_at: now, created_at: now, updated_at: now, created_by: actor.userId,
          deleted_at: null, deleted_by: null,
        };
      }
    })();
    await inTransaction(db, async (trx) => {
      await insertPointsOfLayer(trx, layer.id, rows);
      await recordAudit(trx, actor, {
        action: 'layer.import', targetType: 'layer', targetId: layer.id, workspaceId: layer.workspace_id,
        summary: `${checked.length} Einträge importiert aus ${quoted(request.name || 'einer Datei')} (${file.format.toUpperCase()})`,
      });
    });
    return { Imported: checked.length };
  });
}

/** Whether an import (preview or run) is under way in this process. */
let importing = false;

/** Runs `work` unless another import is under way in this process: 429 then. A file of a million
 *  rows takes hundreds of MiB while it is read and checked; one at a time keeps that bounded. */
export async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (importing) throw new AppError('RATE_LIMITED', 'Gerade läuft ein anderer Import. Bitte versuchen Sie es in einer Minute erneut.', undefined, 60);
  importing = true;
  try {
    return await work();
  } finally {
    importing = false;
  }
}

/** The layer the actor may import into, with their access: NOT_FOUND for invisible layers, 403
 *  for everyone in a closed project (docs/product.md §17.2, as POST /gis/point), 401/403 for
 *  non-managers. Checked before an import takes its slot (oneAtATime). */
async function importTarget(db: Db, actor: Actor, layerId: string) {
  const target = await getVisibleLayer(db, actor, layerId);
  requireOpen(target.access.workspace);
  requireManager(actor, target.access);
  return target;
}

/** Reads the file and checks each row as it is read: its position, the mapped values
 *  (import/values.ts), the questionnaire (validateAnswers) and the project's area. Keeps the first
 *  ten rows that passed for the preview, the first 100 refusals and their count, and with
 *  `keepRows` (the import; a preview has no use for them) every row that passed, as stored. */
async function checkImport({ layer, access }: Awaited<ReturnType<typeof importTarget>>, request: ImportRequest, keepRows: boolean) {
  // Frozen, so that each row's category and questions are found in indexes made once (answers.ts).
  const schema = frozen(questionnaireOf(layer));
  const boundary = mapAreaOf(access.workspace).Boundary;
  let mapping: ImportMapping = {};
  let samples: string[][] = [];
  const checked: CheckedRow[] = [];
  const first: ImportRow[] = [];
  const refused: ImportRefusal[] = [];
  let refusedCount = 0;
  // Each row is checked as it is read; only the rows that passed are kept, as stored.
  const summary = readImportFile(request.bytes, (fields) => {
    mapping = request.mapping ?? suggestMapping(fields, schema);
    const targets = targetsOf(fields, schema, mapping);
    samples = fields.map(() => []);
    return (source) => {
      if (source.row <= SAMPLE_ROWS) collectSamples(samples, source.values);
      const problems = source.problems.length === 0 ? [] : [...source.problems];
      const attributes: Attributes = {};
      if (problems.length === 0) {
        targets.forEach((target, i) => {
          if (!target) return;
          const { answer, problem } = convertValue(schema, target.variable, source.values[i]);
          if (problem) problems.push(problem);
          else if (answer) attributes[target.name] = answer;
        });
        if (problems.length === 0) problems.push(...validateAnswers(schema, attributes).map((e) => e.Message));
        if (!isInsideBoundary(boundary, source.latitude, source.longitude)) problems.push(OUTSIDE_BOUNDARY);
      }
      if (problems.length === 0) {
        const { latitude, longitude, altitude } = source;
        if (keepRows) checked.push({ latitude, longitude, altitude, attributes: JSON.stringify(attributes) });
        if (first.length < IMPORT_PREVIEW_ROWS) first.push({ Row: source.row, Latitude: latitude, Longitude: longitude, Attributes: attributes });
      } else if (++refusedCount <= IMPORT_LISTED_REFUSALS) refused.push({ Row: source.row, Messages: problems });
    };
  });
  if (summary.rows === 0) throw validation('Die Datei enthält keine Einträge.');
  const file = { format: summary.format, rows: summary.rows, fields: summary.fields.map((Name, i): ImportField => ({ Name, Samples: samples[i] ?? [] })) };
  return { layer, file, checked, first, refused, refusedCount, mapping };
}

/** Fields named like a question (its name, `Antwort_{name}` as the exports write a clashing one,
 *  or its question text, case ignored) or like the category, each question at most once. */
export function suggestMapping(fields: readonly string[], schema: LayerSchema): ImportMapping {
  const questions = importableQuestions(schema);
  const byName = new Map<string, string>();
  for (const v of questions.values()) {
    for (const name of [v.Name, `Antwort_${v.Name}`, v.Question]) if (name.trim() && !byName.has(name.trim().toLowerCase())) byName.set(name.trim().toLowerCase(), v.Name);
  }
  if (schema.Categories.length > 0) byName.set(CATEGORY_ATTRIBUTE, CATEGORY_ATTRIBUTE);
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  // Exact names first, so that a question's own field wins over one named like its text.
  for (const exact of [true, false]) {
    for (const field of fields) {
      const target = exact ? (questions.has(field) || field === CATEGORY_ATTRIBUTE ? byName.get(field.toLowerCase()) ?? field : undefined) : byName.get(field.trim().toLowerCase());
      if (target && !taken.has(target) && !Object.hasOwn(mapping, field)) {
        mapping[field] = target;
        taken.add(target);
      }
    }
  }
  return mapping;
}

/** Per field of the file, what it answers: `name` the answer's key, `variable` the question
 *  (undefined for the category); undefined for a field not taken over. Throws 400 for a mapping
 *  that names a field the file lacks, a question the layer lacks or cannot take, or a question twice. */
function targetsOf(fieldList: readonly string[], schema: LayerSchema, mapping: ImportMapping) {
  const questions = importableQuestions(schema);
  const fields = new Set(fieldList);
  const seen = new Set<string>();
  for (const [field, target] of Object.entries(mapping)) {
    if (!fields.has(field)) throw validation(`Die Zuordnung nennt das Feld ${quoted(field)}, das die Datei nicht hat.`);
    if (target === CATEGORY_ATTRIBUTE ? schema.Categories.length === 0 : !questions.has(target)) {
      throw validation(`Die Frage ${quoted(target)} gibt es in dieser Karte nicht${schema.Schema.some((v) => v.Name === target) ? ' oder sie nimmt beim Import keine Antwort an' : ''}.`);
    }
    if (seen.has(target)) throw validation(`Die Frage ${quoted(target)} ist mehr als einem Feld zugeordnet.`);
    seen.add(target);
  }
  return fieldList.map((field) => {
    if (!Object.hasOwn(mapping, field)) return undefined;
    const name = mapping[field]!;
    return { name, variable: name === CATEGORY_ATTRIBUTE ? undefined : questions.get(name) };
  });
}

/** How many of the first rows give the fields' example values. */
const SAMPLE_ROWS = 1000;

/** Adds a row's `values` to `samples`, up to three per field: as text, at most 100 characters. */
function collectSamples(samples: string[][], values: readonly unknown[]): void {
  samples.forEach((list, i) => {
    const value = values[i];
    if (list.length === 3 || value === null || value === undefined || value === '') return;
    list.push((typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 100));
  });
}

/** A copy of `schema` with its category tree and its list of questions frozen (every level of
 *  the tree); a copy, as questionnaireOf may answer a shared default. */
function frozen(original: LayerSchema): LayerSchema {
  const schema = structuredClone(original);
  const freeze = (tree: Category[]): readonly Category[] => {
    for (const c of tree) {
      if (c.Children) freeze(c.Children);
      Object.freeze(c);
    }
    return Object.freeze(tree);
  };
  freeze(schema.Categories);
  for (const v of schema.Schema) Object.freeze(v);
  Object.freeze(schema.Schema);
  return schema;
}
