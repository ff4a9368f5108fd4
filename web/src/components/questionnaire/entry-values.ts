import {
  CATEGORY_ATTRIBUTE, findCategory, isEmptyAnswer, isVariableShown, REQUIRED_CHECKED_TYPES,
  type AttributeValue, type Category, type LayerSchema, type Variable,
} from '@mitmachkarte/contract';
import { de } from '../../i18n/de';
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

/** An answer for display: option Labels instead of keys, Ja/Nein, percent with %, numbers in
 *  German notation. */
export function formatAnswer(variable: Variable | undefined, answer: AttributeValue): string {
  const { Value } = answer;
  const optionLabel = (key: string) => {
    const option = variable?.Options.find((o) => o.Key === key);
    return option ? option.Label || option.Key : key;
  };
  if (typeof Value === 'boolean') return Value ? de.questionnaire.yes : de.questionnaire.no;
  if (typeof Value === 'number') return answer.DataType === 'percent' ? `${formatNumber(Value)} ${de.questionnaire.percentUnit}` : formatNumber(Value);
  if (Array.isArray(Value)) return Value.map(optionLabel).join(', ');
  if (typeof Value === 'object') return `${formatNumber(Value.Latitude)}, ${formatNumber(Value.Longitude)}`;
  return answer.DataType === 'single' ? optionLabel(Value) : Value;
}
