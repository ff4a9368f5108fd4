import {
  CATEGORY_ATTRIBUTE, centreOfGeometry, FIELD_MESSAGES, Geometries, geometryProblem, geometryProblemMessage, kindOfGeometry, type EntryShape, type GeometryKind,
  IMPORT_LISTED_REFUSALS, IMPORT_PREVIEW_ROWS, importableQuestions, isInsideBoundary, OUTSIDE_BOUNDARY, questionTitle, validateAnswers,
  type Attributes, type Boundary, type Category, type ImportField, type ImportMapping, type ImportRefusal, type ImportRow, type LayerSchema,
} from '@mitmachkarte/contract';
import type { LayerRow } from '../../../db/schema.js';
import { questionnaireOf } from '../../../db/records/layer.record.js';
import { validation } from '../../../lib/app-error.js';
import { quoted } from '../../../lib/audit-text.js';
import { parseJson } from '../../../lib/json.js';
import { readImportFile } from './read.js';
import type { SourceRow } from './source.js';
import { convertValue } from './values.js';
import { say } from '../../../i18n/messages.js';

/** The check of an import file's rows against a layer (docs/product.md §18.6), the same for the
 *  preview and the import; run on the import's worker thread (import-worker.ts). */

/** A file sent to the import: its bytes, the mapping of its fields to questions (none: the
 *  suggested one), its name as the user chose it. */
export type ImportRequest = { bytes: Uint8Array; mapping?: ImportMapping; name: string };

/** The layer rows are imported into, as far as the check and the insert need it, and its
 *  project's area (null: none), both from the main thread's rights check. */
export type ImportTarget = { layer: Pick<LayerRow, 'id' | 'workspace_id' | 'schema' | 'statuses' | 'geometries'>; boundary: Boundary | null };

/** A row that passed every check: its position and its answers as stored (JSON text: a
 *  million rows of answer objects would take gigabytes). */
export type CheckedRow = { latitude: number; longitude: number; altitude: number; attributes: string; geometry?: EntryShape };

/** Reads the file and checks each row as it is read: its position, the mapped values
 *  (import/values.ts), the questionnaire (validateAnswers), the kinds the layer accepts, a line's
 *  or an area's shape (geometryProblem) and the project's area. Keeps the first
 *  ten rows that passed for the preview, the first 100 refusals and their count, and with
 *  `keepRows` (the import; a preview has no use for them) every row that passed, as stored. */
export function checkImport({ layer, boundary }: ImportTarget, request: ImportRequest, keepRows: boolean) {
  // Frozen, so that each row's category and questions are found in indexes made once (answers.ts).
  const schema = frozen(questionnaireOf(layer));
  const accepted = acceptedKinds(layer);
  let mapping: ImportMapping = {};
  let samples: string[][] = [];
  const checked: CheckedRow[] = [];
  const first: ImportRow[] = [];
  const refused: ImportRefusal[] = [];
  let refusedCount = 0;
  // Each row is checked as it is read; only the rows that passed are kept, as stored.
  const summary = readImportFile(Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength), (fields) => {
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
        const shapeProblem = geometryProblemOf(source, accepted, boundary);
        if (shapeProblem) problems.push(shapeProblem);
      }
      if (problems.length === 0) {
        const { geometry, altitude } = source;
        const { latitude, longitude } = geometry ? centreOf(geometry) : source;
        if (keepRows) checked.push({ latitude, longitude, altitude, attributes: JSON.stringify(attributes), ...(geometry ? { geometry } : {}) });
        if (first.length < IMPORT_PREVIEW_ROWS) first.push({ Row: source.row, Latitude: latitude, Longitude: longitude, Attributes: attributes });
      } else if (++refusedCount <= IMPORT_LISTED_REFUSALS) refused.push({ Row: source.row, Messages: problems });
    };
  });
  if (summary.rows === 0) throw validation(say('importNoEntries'));
  const file = { format: summary.format, rows: summary.rows, fields: summary.fields.map((Name, i): ImportField => ({ Name, Samples: samples[i] ?? [] })) };
  return { layer, file, checked, first, refused, refusedCount, mapping };
}

/** The kinds of entries the layer accepts (layers.geometries, docs/product.md §25.1; a point map
 *  when the column cannot be read). */
function acceptedKinds(layer: Pick<LayerRow, 'geometries'>): ReadonlySet<GeometryKind> {
  const kinds = Geometries.safeParse(parseJson<unknown>(layer.geometries, ['point']));
  return new Set(kinds.success ? kinds.data : ['point']);
}

const NOT_ACCEPTED: Record<GeometryKind, string> = {
  point: FIELD_MESSAGES.pointNotAccepted, line: FIELD_MESSAGES.lineNotAccepted, polygon: FIELD_MESSAGES.polygonNotAccepted,
};

/** Why a row's point, line or area cannot be an entry of the layer, or undefined: a kind the
 *  layer does not accept, a line or an area that geometryProblem refuses (within the project's
 *  area: every corner), a point outside the project's area. The German message of each. */
function geometryProblemOf(source: SourceRow, accepted: ReadonlySet<GeometryKind>, boundary: Boundary | null): string | undefined {
  const kind = kindOfGeometry(source.geometry);
  if (!accepted.has(kind)) return NOT_ACCEPTED[kind];
  if (source.geometry) {
    const problem = geometryProblem(source.geometry, boundary);
    return problem ? geometryProblemMessage(source.geometry, problem) : undefined;
  }
  return isInsideBoundary(boundary, source.latitude, source.longitude) ? undefined : OUTSIDE_BOUNDARY;
}

/** The position of a line or an area: its centre (points/core/point-geometry.ts keeps it so). */
const centreOf = (geometry: EntryShape) => {
  const c = centreOfGeometry(geometry);
  return { latitude: c.Latitude, longitude: c.Longitude };
};

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
 *  that names a field the file lacks, a question the layer lacks or cannot take, or a question twice
 *  (named by its text, questionTitle). */
function targetsOf(fieldList: readonly string[], schema: LayerSchema, mapping: ImportMapping) {
  const questions = importableQuestions(schema);
  const fields = new Set(fieldList);
  const seen = new Set<string>();
  for (const [field, target] of Object.entries(mapping)) {
    if (!fields.has(field)) throw validation(say('mappingUnknownField', { field: quoted(field) }));
    if (target === CATEGORY_ATTRIBUTE ? schema.Categories.length === 0 : !questions.has(target)) {
      throw validation(schema.Schema.some((v) => v.Name === target) ? say('mappingNotImportable', { question: quoted(target) }) : say('mappingUnknownQuestion', { question: quoted(target) }));
    }
    if (seen.has(target)) {
      throw validation(target === CATEGORY_ATTRIBUTE ? say('categoryMappedTwice') : say('questionMappedTwice', { question: quoted(questionTitle(questions.get(target)!)) }));
    }
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
