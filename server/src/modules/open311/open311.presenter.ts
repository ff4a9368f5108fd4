import { CATEGORY_ATTRIBUTE, flattenCategories, type LayerSchema, type PointStatus, questionTitle, type Variable } from '@mitmachkarte/contract';
import { XMLBuilder } from 'fast-xml-parser';
import { parseJson } from '../../lib/json.js';
import type { PublicLayer, PublicRequestRow } from './open311.repository.js';

/** The answers of Open311 GeoReport v2 (http://wiki.open311.org/GeoReport_v2/; docs/product.md
 *  §24.5) as plain objects in the standard's field names, and their JSON and XML texts. */

export type Open311Format = 'json' | 'xml';

/** The standard's datatype of each answer type; types it cannot carry (a picture, a place, a page
 *  break) are not offered as attributes. */
const DATATYPES: Partial<Record<Variable['DataType'], string>> = {
  text: 'string', text_multi: 'text', single: 'singlevaluelist', multiple: 'multivaluelist', boolean: 'singlevaluelist',
  number: 'number', percent: 'number', label: 'string',
};

/** The value of a yes/no question's choice, and how it is named. */
export const BOOLEAN_VALUES = [{ key: 'true', name: 'Ja' }, { key: 'false', name: 'Nein' }] as const;

/** The question that takes the standard's `description`: the first long text (else the first
 *  short text) shown for every category; undefined when the questionnaire has none. */
export function descriptionQuestion(schema: LayerSchema): Variable | undefined {
  const free = schema.Schema.filter((v) => !v.CategoryCondition);
  return free.find((v) => v.DataType === 'text_multi') ?? free.find((v) => v.DataType === 'text');
}

/** The questions offered as attributes: every question of a type the standard carries. */
export const attributeQuestions = (schema: LayerSchema): Variable[] => schema.Schema.filter((v) => DATATYPES[v.DataType] !== undefined);

/** The category tree's choosable categories (leaves), by name and label. */
export const leafCategories = (schema: LayerSchema) =>
  flattenCategories(schema.Categories).filter((c) => !c.category.Children?.length).map((c) => ({ key: c.category.Name, name: c.category.Label || c.category.Name }));

/** One service per public map: its id as `service_code`, the project as `group`, the category
 *  names as `keywords`; `metadata` when it asks questions (a service definition worth reading). */
export function presentService(layer: PublicLayer, schema: LayerSchema) {
  const description = (layer.description ?? '').replace(/[#*_>`[\]()]/g, '').replace(/\s+/g, ' ').trim();
  return {
    service_code: layer.id, service_name: layer.name, description: description.length > 300 ? `${description.slice(0, 299)}…` : description,
    metadata: attributeQuestions(schema).length > 0 || schema.Categories.length > 0, type: 'realtime',
    keywords: leafCategories(schema).map((c) => c.name).join(', '), group: layer.workspace_name,
  };
}

/** The service definition of a map from its questionnaire: the category (when the map has
 *  categories) and each question as an attribute; `code` is the question's key, `required` its
 *  being not optional, a text shown only for some categories is not required here. */
export function presentServiceDefinition(layerId: string, schema: LayerSchema) {
  const attributes: Record<string, unknown>[] = [];
  const categories = leafCategories(schema);
  if (categories.length > 0) {
    attributes.push({
      variable: true, code: CATEGORY_ATTRIBUTE, datatype: 'singlevaluelist', required: true, datatype_description: '', order: 1,
      description: 'Kategorie', values: categories,
    });
  }
  for (const v of attributeQuestions(schema)) {
    const values = v.DataType === 'boolean' ? [...BOOLEAN_VALUES]
      : v.DataType === 'single' || v.DataType === 'multiple' ? v.Options.map((o) => ({ key: o.Key, name: o.Label || o.Key })) : undefined;
    attributes.push({
      variable: v.DataType !== 'label', code: v.Name, datatype: DATATYPES[v.DataType], required: v.DataType !== 'label' && !v.Optional && !v.CategoryCondition,
      datatype_description: v.Description, order: attributes.length + 1, description: questionTitle(v), ...(values ? { values } : {}),
    });
  }
  return { service_code: layerId, attributes };
}

/** What a request shows of its map: name, questionnaire, statuses and the organisation. */
export type RequestContext = { name: string; schema: LayerSchema; statuses: readonly PointStatus[]; agency: string };

/** ISO 8601 with offset (`Z`). */
const iso = (at: string) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** One public entry as a request: `open`/`closed` from its status (PointStatus.Closed), the
 *  status's label and the official answer in `status_notes`, the description question's answer
 *  as `description`, a photo answer's public picture as `media_url`. No person is named. */
export function presentRequest(row: PublicRequestRow, context: RequestContext, site: string) {
  const status = context.statuses.find((s) => s.Key === row.status);
  const answers = parseJson<Record<string, { DataType: string; Value: unknown }>>(row.attributes, {});
  const described = descriptionQuestion(context.schema);
  const text = described && typeof answers[described.Name]?.Value === 'string' ? answers[described.Name]!.Value as string : '';
  const photo = Object.values(answers).find((a) => a.DataType === 'image' && typeof a.Value === 'string' && a.Value !== '');
  const notes = [status?.Label ?? row.status, row.answer_text].filter((t) => t !== '').join(' – ');
  const changed = row.status_changed_at ?? row.updated_at;
  const updated = changed > row.updated_at ? changed : row.updated_at;
  return {
    service_request_id: row.id, status: status?.Closed ? 'closed' : 'open', status_notes: notes, service_name: context.name, service_code: row.layer_id,
    description: text, agency_responsible: context.agency, service_notice: '', requested_datetime: iso(row.created_at), updated_datetime: iso(updated),
    expected_datetime: '', address: '', address_id: '', zipcode: '', lat: row.latitude, long: row.longitude,
    media_url: photo ? `${site}/api/v1/gis/image/norm/${encodeURIComponent(photo.Value as string)}` : '',
  };
}

const builder = new XMLBuilder({ ignoreAttributes: true, suppressEmptyNode: false, format: false });

/** `content` below the root element `root`, each element of a list under its own `item` name. */
export function xmlText(root: string, content: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build({ [root]: content }) as string}`;
}

/** Lists as the standard's XML writes them: `values` as `<values><value>…</value></values>`,
 *  `attributes` as `<attributes><attribute>…</attribute></attributes>`, `formats` and `endpoints` alike. */
const ITEM: Record<string, string> = { values: 'value', attributes: 'attribute', endpoints: 'endpoint', formats: 'format' };
const forXml = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(forXml);
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ITEM[k] && Array.isArray(v) ? { [ITEM[k]]: v.map(forXml) } : forXml(v)]));
};

/** The answer `body` in `format`: JSON as it is; XML under `root`, a list as one `item` element
 *  per entry (services/service, service_requests/request, errors/error), an object as `item`'s content. */
export function serialiseOpen311(format: Open311Format, root: string, item: string | undefined, body: unknown): string {
  if (format === 'json') return JSON.stringify(body);
  const content = item ? { [item]: (body as unknown[]).map(forXml) } : forXml(body) as Record<string, unknown>;
  return xmlText(root, content);
}
