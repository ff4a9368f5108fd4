import {
  CATEGORY_ATTRIBUTE, findCategory, isEmptyAnswer, isVariableShown, REQUIRED_CHECKED_TYPES,
  SOURCE_LANGUAGE, type AttributeValue, type Category, type Language, type LayerSchema, type Variable,
} from '@mitmachkarte/contract';
import * as de from '../../i18n/de/map';
import { formatNumber } from '../../lib/format';

/** Values and answers of the questionnaire, shared by the map app's entry form and the schema
 *  editor's preview (components/questionnaire). */

/** What the entry form holds for one variable: text (text, text_multi, single, number as typed,
 *  and the id of an uploaded image), option keys (multiple), a boolean, a percentage; undefined
 *  while unanswered. */
export type FormValue = string | string[] | boolean | number | undefined;
export type FormValues = Record<string, FormValue>;

/** A shown variable with its position in the schema (used for stable element ids). */
export type FormVariable = { variable: Variable; index: number };

/** The variables shown for the chosen category, split at pagebreaks into steps; steps left
 *  without any shown variable are dropped. Always at least one (possibly empty) step. */
export function formSteps(schema: LayerSchema, categoryName: string | undefined): FormVariable[][] {
  const steps: FormVariable[][] = [[]];
  schema.Schema.forEach((variable, index) => {
    if (variable.DataType === 'pagebreak') steps.push([]);
    else if (isVariableShown(variable, categoryName, schema.Categories)) steps[steps.length - 1]!.push({ variable, index });
  });
  const nonEmpty = steps.filter((s) => s.length > 0);
  return nonEmpty.length > 0 ? nonEmpty : [[]];
}

/** Whether a shown variable must be answered (docs/product.md §5: text, text_multi, single, image unless
 *  Optional). */
export function isRequired(variable: Variable): boolean {
  return REQUIRED_CHECKED_TYPES.includes(variable.DataType) && !variable.Optional;
}

/** The answer to send for one variable, or undefined when it is not given. */
export function toAnswer(variable: Variable, value: FormValue): AttributeValue | undefined {
  const answer = (Value: AttributeValue['Value']): AttributeValue => ({ DataType: variable.DataType, Value });
  switch (variable.DataType) {
    case 'text':
    case 'text_multi':
    case 'single':
      return typeof value === 'string' && !isEmptyAnswer(value) ? answer(value.trim()) : undefined;
    case 'image':
      return typeof value === 'string' && value !== '' ? answer(value) : undefined;
    case 'multiple':
      return Array.isArray(value) && value.length > 0 ? answer(value) : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? answer(value) : undefined;
    case 'percent':
      return typeof value === 'number' && Number.isFinite(value) ? answer(value) : undefined;
    case 'number': {
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      const n = Number(value.replace(',', '.'));
      return Number.isFinite(n) ? answer(n) : undefined;
    }
    default:
      // label and pagebreak take no answer; geolocation is not
      // asked in the map app.
      return undefined;
  }
}

/** The point's attributes from the form: the non-empty answers to the variables shown for the
 *  category, plus the category entry (docs/product.md §3.13 Point) when one is chosen. */
export function buildAttributes(schema: LayerSchema, categoryName: string | undefined, values: FormValues): Record<string, AttributeValue> {
  const attributes: Record<string, AttributeValue> = {};
  for (const step of formSteps(schema, categoryName)) {
    for (const { variable } of step) {
      const answer = toAnswer(variable, values[variable.Name]);
      if (answer) attributes[variable.Name] = answer;
    }
  }
  if (categoryName) attributes[CATEGORY_ATTRIBUTE] = { DataType: 'category', Value: categoryName };
  return attributes;
}

/** The form value of a stored answer to `variable`, the inverse of toAnswer: text, option keys and
 *  an image's id as stored, booleans and percentages as they are, numbers as the number input holds
 *  them ("3.5": the browser shows them in its locale, toAnswer reads "3,5" as well). Undefined when
 *  the answer does not fit the question (its type changed since, docs/product.md §4.9). */
export function valueFromAnswer(variable: Variable, answer: AttributeValue | undefined): FormValue {
  const value = answer?.Value;
  if (answer?.DataType !== variable.DataType) return undefined;
  switch (variable.DataType) {
    case 'text':
    case 'text_multi':
    case 'single':
    case 'image':
      return typeof value === 'string' ? value : undefined;
    case 'multiple':
      return Array.isArray(value) ? [...value] : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'percent':
      return typeof value === 'number' ? value : undefined;
    case 'number':
      return typeof value === 'number' ? String(value) : undefined;
    default:
      return undefined;
  }
}

/** The form values of a point's stored answers (docs/product.md §3.13), for changing it: one per
 *  question of the schema that the form can show the answer of (valueFromAnswer). */
export function valuesFromAttributes(schema: LayerSchema, attributes: Record<string, AttributeValue>): FormValues {
  const values: FormValues = {};
  for (const variable of schema.Schema) {
    const value = valueFromAnswer(variable, attributes[variable.Name]);
    if (value !== undefined) values[variable.Name] = value;
  }
  return values;
}

/** The stored answers that the form cannot show: to questions no longer in the schema, or that no
 *  longer fit their question. A change sends them back exactly as stored, so that they are kept
 *  (docs/product.md §4.9); the category is not among them, the form chooses it. */
export function answersOutsideForm(schema: LayerSchema, attributes: Record<string, AttributeValue>): Record<string, AttributeValue> {
  const kept: Record<string, AttributeValue> = {};
  for (const [name, answer] of Object.entries(attributes)) {
    const variable = schema.Schema.find((v) => v.Name === name);
    if (name !== CATEGORY_ATTRIBUTE && (!variable || valueFromAnswer(variable, answer) === undefined)) kept[name] = answer;
  }
  return kept;
}

/** What people recognise a point by (the list's and the card's title, the names of its buttons):
 *  its first text answer in questionnaire order, else its first other answer as shown (an option's
 *  label, Ja/Nein, a number); undefined when it has neither (long texts, images and places are no
 *  title). */
export function entryTitle(schema: LayerSchema, attributes: Record<string, AttributeValue>): string | undefined {
  let other: string | undefined;
  for (const v of schema.Schema) {
    const answer = attributes[v.Name];
    if (!answer || v.Name === CATEGORY_ATTRIBUTE || v.DataType === 'image' || v.DataType === 'text_multi' || isEmptyAnswer(answer.Value)) continue;
    if (v.DataType === 'text' && typeof answer.Value === 'string') return answer.Value;
    const place = typeof answer.Value === 'object' && !Array.isArray(answer.Value);
    if (other === undefined && !place) other = formatAnswer(v, answer);
  }
  return other;
}

/** Display name of a category: its Label, else its Name (also for names no longer in the tree). */
export function categoryLabel(categories: readonly Category[], name: string): string {
  const found = findCategory(categories, name)?.category;
  return found ? found.Label || found.Name : name;
}

/** The category name stored on a point, if any. */
export function pointCategory(attributes: Record<string, AttributeValue>): string | undefined {
  const value = attributes[CATEGORY_ATTRIBUTE]?.Value;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The words of an answer in the interface language: `useT('questionnaire', de.questionnaire)`. */
export type AnswerWords = (key: 'yes' | 'no' | 'percentUnit') => string;

const germanWords: AnswerWords = (key) => de.questionnaire[key];

/** An answer for display: option Labels instead of keys, Ja/Nein (or `words`' yes and no), percent
 *  with %, numbers in the notation of `language` (German by default, docs/product.md §23). */
export function formatAnswer(variable: Variable | undefined, answer: AttributeValue, words: AnswerWords = germanWords, language: Language = SOURCE_LANGUAGE): string {
  const number = (n: number) => formatNumber(n, language);
  const { Value } = answer;
  const optionLabel = (key: string) => {
    const option = variable?.Options.find((o) => o.Key === key);
    return option ? option.Label || option.Key : key;
  };
  if (typeof Value === 'boolean') return Value ? words('yes') : words('no');
  if (typeof Value === 'number') return answer.DataType === 'percent' ? `${number(Value)} ${words('percentUnit')}` : number(Value);
  if (Array.isArray(Value)) return Value.map(optionLabel).join(', ');
  if (typeof Value === 'object') return `${number(Value.Latitude)}, ${number(Value.Longitude)}`;
  return answer.DataType === 'single' ? optionLabel(Value) : Value;
}
