import { type Attributes, CATEGORY_ATTRIBUTE, CreatePointBody, TEXT_MAX_LENGTH } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { findVisibleLayer } from '../../access/visible.js';
import type { Db } from '../../db/database.js';
import { questionnaireOf, statusesOf } from '../../db/records/layer.record.js';
import { say } from '../../i18n/messages.js';
import { fieldError, invalidField, notFound, validation } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/transaction.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { getServingOrganisationSettings } from '../organisations/organisations.service.js';
import { createPoint } from '../points/core/points.service.js';
import {
  attributeQuestions, BOOLEAN_VALUES, descriptionQuestion, presentRequest, presentService, presentServiceDefinition, type RequestContext,
} from './open311.presenter.js';
import { listPublicLayers, listPublicRequests, type PublicLayer, type RequestFilter } from './open311.repository.js';

/** Open311 GeoReport v2 (http://wiki.open311.org/GeoReport_v2/; docs/product.md §24.5;
 *  docs/decisions/0044). Reads are an anonymous visitor's, whoever asks (open311.repository.ts);
 *  a new request is a new entry made through the app's own points service (createPoint: the
 *  project's being open, the rights, the questionnaire's validation, the boundary, moderation),
 *  as the actor of its `api_key`. */

/** Most requests one list answers (the standard's suggestion). */
export const MAX_REQUESTS = 1000;
/** The window of a list without dates, and the widest one asked for (days; the standard's 90). */
export const DEFAULT_WINDOW_DAYS = 90;
const DAY_MS = 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organisation serving `host` by name, for `agency_responsible`. */
const agencyOf = async (db: Db, host: string | undefined) => (await getServingOrganisationSettings(db, host))?.title ?? 'Mitmachkarte';

/** GET services: one service per public map of a public project. */
export async function listServices(db: Db) {
  return (await listPublicLayers(db)).map((layer) => presentService(layer, questionnaireOf(layer)));
}

/** The public map `code`; NOT_FOUND for any other code (hidden maps are never confirmed). */
async function publicLayer(db: Db, code: string): Promise<PublicLayer> {
  const layer = UUID.test(code) ? (await listPublicLayers(db)).find((l) => l.id === code) : undefined;
  if (!layer) throw notFound(say('open311ServiceUnknown'));
  return layer;
}

/** GET services/{service_code}: the service definition of a public map; NOT_FOUND otherwise. */
export async function getServiceDefinition(db: Db, code: string) {
  const layer = await publicLayer(db, code);
  return presentServiceDefinition(layer.id, questionnaireOf(layer));
}

/** The query of GET requests as sent (each parameter once, as text). */
export type RequestsQuery = Partial<Record<'service_request_id' | 'service_code' | 'start_date' | 'end_date' | 'status', string>>;

const listOf = (text: string | undefined) => (text ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');

/** An ISO 8601 time of a query; VALIDATION for another text. */
function timeOf(text: string | undefined): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const at = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw validation(say('open311Date'));
  return at;
}

/** GET requests: the public entries of public maps, newest first, at most MAX_REQUESTS. With
 *  `service_request_id` (a comma list) those entries, whatever else is asked; else filtered by
 *  `service_code` (a comma list), `status` (`open`, `closed`) and the time of creation between
 *  `start_date` and `end_date` (ISO 8601; without them the last DEFAULT_WINDOW_DAYS days up to
 *  now, with one of them that many days from or up to it). VALIDATION for a bad date, status or
 *  id list. `site` is the address pictures are linked below. */
export async function listRequests(db: Db, query: RequestsQuery, host: string | undefined, site: string, now = new Date()) {
  const layers = await listPublicLayers(db);
  let filter: RequestFilter;
  if (query.service_request_id !== undefined) {
    const ids = listOf(query.service_request_id);
    if (ids.length === 0 || ids.length > MAX_REQUESTS || ids.some((id) => !UUID.test(id))) throw validation(say('open311Ids', { max: MAX_REQUESTS }));
    filter = { ids };
  } else {
    const start = timeOf(query.start_date);
    const end = timeOf(query.end_date);
    const to = end ?? (start ? new Date(start.getTime() + DEFAULT_WINDOW_DAYS * DAY_MS) : now);
    const from = start ?? new Date(to.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS);
    const codes = listOf(query.service_code);
    const chosen = codes.length > 0 ? layers.filter((l) => codes.includes(l.id)) : layers;
    const wanted = listOf(query.status);
    if (wanted.some((s) => s !== 'open' && s !== 'closed')) throw validation(say('open311Status'));
    const statuses = wanted.length === 0 || wanted.length === 2 ? undefined
      : new Map(chosen.map((l) => [l.id, statusesOf(l).filter((s) => s.Closed === (wanted[0] === 'closed')).map((s) => s.Key)]));
    filter = { layers: chosen.map((l) => l.id), from: from.toISOString(), to: to.toISOString(), ...(statuses ? { statuses } : {}) };
  }
  const rows = await listPublicRequests(db, filter, MAX_REQUESTS);
  const agency = await agencyOf(db, host);
  const contexts = new Map<string, RequestContext>(layers.map((l) => [l.id, { name: l.name, schema: questionnaireOf(l), statuses: statusesOf(l), agency }]));
  return rows.flatMap((row) => {
    const context = contexts.get(row.layer_id);
    return context ? [presentRequest(row, context, site)] : [];
  });
}

/** GET requests/{id} and GET tokens/{token}: the one public entry `id` as a list of one;
 *  NOT_FOUND (`unknown`) for any other id. */
export async function getRequest(db: Db, id: string, host: string | undefined, site: string, unknown = say('open311RequestUnknown')) {
  if (!UUID.test(id)) throw notFound(unknown);
  const found = await listRequests(db, { service_request_id: id }, host, site);
  if (found.length === 0) throw notFound(unknown);
  return found;
}

/** A POST's form: each field's values in the order sent. */
export type Open311Form = ReadonlyMap<string, readonly string[]>;

const one = (form: Open311Form, name: string): string | undefined => {
  const values = form.get(name);
  return values && values.length > 0 ? values[0] : undefined;
};

/** The degrees of `lat` or `long`; VALIDATION unless a finite number in [-limit, limit]. */
function degreesOf(text: string | undefined, limit: number, field: string): number {
  const value = text !== undefined && /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw invalidField(field, say('open311Position'));
  return value;
}

/** The answers of `attribute[code]` fields (a list's several values as `attribute[code][]` or the
 *  field repeated) for the questionnaire `layer`'s, typed as the app's answers; `description`
 *  goes to the description question. VALIDATION for an unknown code, a number that is none, two
 *  values of a single choice, an over-long text. Option keys, required answers, bounds and
 *  categories are left to the points service's validation (contract answers.ts validateAnswers). */
export function answersOf(layer: { schema: string }, form: Open311Form): Attributes {
  const schema = questionnaireOf(layer);
  const questions = new Map(attributeQuestions(schema).filter((v) => v.DataType !== 'label').map((v) => [v.Name, v]));
  const answers: Attributes = {};
  for (const [name, values] of form) {
    const match = /^attribute\[([^\]]+)\](\[\])?$/.exec(name);
    if (!match) continue;
    const code = match[1]!;
    const tooLong = values.some((v) => v.length > TEXT_MAX_LENGTH);
    if (tooLong) throw invalidField(`attribute[${code}]`, say('open311AttributeTooLong', { code, max: TEXT_MAX_LENGTH }));
    if (code === CATEGORY_ATTRIBUTE && schema.Categories.length > 0) {
      if (values.length !== 1) throw invalidField(name, say('open311AttributeTwice', { code }));
      answers[code] = { DataType: 'category', Value: values[0]! };
      continue;
    }
    const question = questions.get(code);
    if (!question) throw invalidField(name, say('open311AttributeUnknown', { code }));
    if (question.DataType === 'multiple') {
      answers[code] = { DataType: 'multiple', Value: [...values] };
      continue;
    }
    if (values.length !== 1) throw invalidField(name, say('open311AttributeTwice', { code }));
    const value = values[0]!;
    if (question.DataType === 'number' || question.DataType === 'percent') {
      const n = /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(n)) throw invalidField(name, say('open311AttributeNumber', { code }));
      answers[code] = { DataType: question.DataType, Value: n };
    } else if (question.DataType === 'boolean') {
      if (!BOOLEAN_VALUES.some((b) => b.key === value)) throw invalidField(name, say('open311AttributeUnknown', { code: `${code}=${value}` }));
      answers[code] = { DataType: 'boolean', Value: value === 'true' };
    } else {
      answers[code] = { DataType: question.DataType, Value: value };
    }
  }
  const description = (one(form, 'description') ?? '').trim();
  if (description !== '') {
    if (description.length > TEXT_MAX_LENGTH) throw invalidField('description', say('open311DescriptionTooLong', { max: TEXT_MAX_LENGTH }));
    const question = descriptionQuestion(schema);
    if (!question) throw invalidField('description', say('open311NoDescription'));
    if (answers[question.Name] === undefined) answers[question.Name] = { DataType: question.DataType, Value: description };
  }
  return answers;
}

/** What a POST needs besides its form: the quota's count and where notices go. */
export type Open311Writer = {
  takeQuota: (actor: Actor, layer: string) => Promise<void>;
  notify: NotificationDeps;
  host: string;
};

/** The new entry of a POST requests's form (`api_key` already resolved to `actor`): `service_code`
 *  (a map the actor sees), `lat`/`long` (degrees WGS84; an address alone is not enough), the
 *  answers (answersOf), no `media_url`. The personal fields of the standard (email, first_name,
 *  last_name, phone, device_id, account_id) are not stored. Counts against the write quotas as the
 *  app's POST /gis/point does, then creates the entry through createPoint in one transaction:
 *  every refusal of the app's (closed project 403, rights 401/403, answers 400, boundary 400) is
 *  the same. Answers the request's id, which is also its token. */
export async function createRequest(db: Db, actor: Actor, form: Open311Form, writer: Open311Writer) {
  const code = one(form, 'service_code')?.trim() ?? '';
  if (code === '') throw invalidField('service_code', say('open311ServiceMissing'));
  if ((one(form, 'media_url') ?? '').trim() !== '') throw invalidField('media_url', say('open311MediaRefused'));
  const found = UUID.test(code) ? await findVisibleLayer(db, actor, code) : undefined;
  if (!found) throw notFound(say('open311ServiceUnknown'));
  const { layer } = found;
  const Latitude = degreesOf(one(form, 'lat'), 90, 'lat');
  const Longitude = degreesOf(one(form, 'long'), 180, 'long');
  const Attributes = answersOf(layer, form);
  const parsed = CreatePointBody.safeParse({ Layer: layer.id, Latitude, Longitude, Attributes });
  if (!parsed.success) {
    throw validation(say('invalidInput'), parsed.error.issues.map((i) => fieldError(i.path.join('.'), i.message)));
  }
  await writer.takeQuota(actor, layer.id);
  const point = await inTransaction(db, (trx) => createPoint(trx, actor, parsed.data, undefined, writer.host, writer.notify));
  return { id: point.ID, pending: point.Moderation !== null };
}
