import { findCategory, isEmptyAnswer, questionTitle, TEXT_MAX_LENGTH, type AttributeValue, type LayerSchema, type Variable } from '@mitmachkarte/contract';

/** How a value of an import file becomes an answer to a question (docs/product.md §18.6). Files
 *  carry what our exports write and what people type: option keys or labels, lists as JSON text
 *  or separated by `;`/`,`, yes/no as true/false, ja/nein or 1/0, numbers as numbers or text
 *  (a decimal comma too), places as {Latitude, Longitude} or its JSON text. */

/** An answer, or why the value cannot be one (German, naming the question by its text, as the
 *  preview shows it: questionTitle). Empty values give
 *  neither: the question stays unanswered. */
export type Converted = { answer?: AttributeValue; problem?: string };

const text = (value: unknown): string | undefined =>
  (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined);

/** A value as text: itself when it is a string, number or yes/no, else its JSON. */
const shown = (value: unknown): string => text(value) ?? JSON.stringify(value);

/** The value of an import file as the answer to `variable`, or as the category (`variable`
 *  undefined) of a layer with `schema`. */
export function convertValue(schema: LayerSchema, variable: Variable | undefined, value: unknown): Converted {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return {};
  if (!variable) return convertCategory(schema, value);
  const label = `„${questionTitle(variable)}“`;
  const answer = (Value: AttributeValue['Value']): Converted => ({ answer: { DataType: variable.DataType, Value } });
  switch (variable.DataType) {
    case 'text':
    case 'text_multi': {
      const t = shown(value);
      return t.length > TEXT_MAX_LENGTH ? { problem: `${label} ist länger als ${TEXT_MAX_LENGTH.toLocaleString('de-DE')} Zeichen.` } : answer(t);
    }
    case 'single': {
      const key = optionKey(variable, value);
      return key === undefined ? { problem: `${label}: Die Option „${shown(value)}“ gibt es nicht.` } : answer(key);
    }
    case 'multiple': {
      const items = listOf(value);
      const keys = items.map((item) => optionKey(variable, item));
      const unknown = keys.findIndex((k) => k === undefined);
      if (unknown >= 0) return { problem: `${label}: Die Option „${items[unknown]}“ gibt es nicht.` };
      return isEmptyAnswer(keys as string[]) ? {} : answer(keys as string[]);
    }
    case 'boolean': {
      const b = booleanOf(value);
      return b === undefined ? { problem: `${label}: „${shown(value)}“ ist weder ja noch nein.` } : answer(b);
    }
    case 'number':
    case 'percent': {
      const n = numberOf(value);
      return n === undefined ? { problem: `${label}: „${shown(value)}“ ist keine Zahl.` } : answer(n);
    }
    case 'geolocation': {
      const place = placeOf(value);
      return place ? answer(place) : { problem: `${label}: „${shown(value)}“ ist kein Ort.` };
    }
    default:
      return { problem: `${label} nimmt beim Import keine Antwort an.` };
  }
}

/** A category by its name or label; the answer's check (validateAnswers) refuses unknown names. */
function convertCategory(schema: LayerSchema, value: unknown): Converted {
  const given = text(value)?.trim() ?? JSON.stringify(value);
  const byName = findCategory(schema.Categories, given);
  const name = byName ? given : findByLabel(schema, given) ?? given;
  return { answer: { DataType: 'category', Value: name } };
}

function findByLabel(schema: LayerSchema, label: string): string | undefined {
  const stack = [...schema.Categories];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c.Label.trim() === label && !c.Children?.length) return c.Name;
    stack.push(...(c.Children ?? []));
  }
  return undefined;
}

/** The key of the option given by its key or, failing that, its label. */
function optionKey(variable: Variable, value: unknown): string | undefined {
  const t = text(value)?.trim();
  if (t === undefined) return undefined;
  return variable.Options.find((o) => o.Key === t)?.Key ?? variable.Options.find((o) => o.Label.trim() === t)?.Key;
}

/** The items of a list: an array, the JSON text of one, or text separated by `;` (else `,`). */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const t = text(value)?.trim() ?? '';
  if (t.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(t);
      if (Array.isArray(parsed)) return parsed;
    } catch { /* read as separated text */ }
  }
  return t.split(t.includes(';') ? ';' : ',').map((s) => s.trim()).filter((s) => s !== '');
}

const YES = new Set(['true', 'ja', 'yes', '1', 'wahr', 'x']);
const NO = new Set(['false', 'nein', 'no', '0', 'falsch']);

function booleanOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const t = text(value)?.trim().toLowerCase() ?? '';
  return YES.has(t) ? true : NO.has(t) ? false : undefined;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const t = text(value)?.trim() ?? '';
  // A decimal comma (German) when the text has no point.
  const n = Number(t.includes('.') ? t : t.replace(',', '.'));
  return t === '' || !Number.isFinite(n) ? undefined : n;
}

function placeOf(value: unknown): { Latitude: number; Longitude: number } | undefined {
  let v = value;
  if (typeof v === 'string') {
    try { v = JSON.parse(v); } catch { return undefined; }
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const { Latitude, Longitude } = v as Record<string, unknown>;
  return typeof Latitude === 'number' && typeof Longitude === 'number' && Math.abs(Latitude) <= 90 && Math.abs(Longitude) <= 180
    ? { Latitude, Longitude } : undefined;
}

