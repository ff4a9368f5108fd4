/** The checks of a point's answers against its questionnaire, with German messages
 *  (docs/product.md §5; docs/architecture.md §6). */
import type { FieldError } from './errors.js';
import { CATEGORY_ATTRIBUTE } from './limits.js';
import type { AttributeValue } from './point.js';
import { findCategory, isEmptyAnswer, isSameAnswer, isVariableShown } from './answers.js';
import { missingAnswerMessage } from './questionnaire-checks.js';
import { NO_ANSWER_TYPES, questionTitle, REQUIRED_CHECKED_TYPES } from './questionnaire-rules.js';
import type { LayerSchema, Variable } from './schema.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

const formatNumber = (n: number) => new Intl.NumberFormat('de-DE').format(n);

function valueProblem(v: Variable, value: AttributeValue['Value']): string | undefined {
  const question = questionTitle(v);
  switch (v.DataType) {
    case 'text':
    case 'text_multi':
    case 'image':
      return typeof value === 'string' ? undefined : fieldMessage('answerNotText', { question });
    case 'single':
      if (typeof value !== 'string') return fieldMessage('answerNotOption', { question });
      return v.Options.some((o) => o.Key === value) ? undefined : fieldMessage('answerUnknownOption', { question, option: value });
    case 'multiple': {
      if (!Array.isArray(value)) return fieldMessage('answerNotOptionList', { question });
      const unknown = value.find((k) => !v.Options.some((o) => o.Key === k));
      if (unknown !== undefined) return fieldMessage('answerUnknownOption', { question, option: String(unknown) });
      return new Set(value).size === value.length ? undefined : fieldMessage('answerOptionTwice', { question });
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : fieldMessage('answerNotBoolean', { question });
    case 'percent':
      if (typeof value !== 'number') return fieldMessage('answerNotNumber', { question });
      return value >= 0 && value <= 100 ? undefined : fieldMessage('answerOutOfRange', { question, min: 0, max: 100 });
    case 'number':
      if (typeof value !== 'number') return fieldMessage('answerNotNumber', { question });
      if (v.Constraint && (value < v.Minimum || value > v.Maximum)) {
        return fieldMessage('answerOutOfRange', { question, min: formatNumber(v.Minimum), max: formatNumber(v.Maximum) });
      }
      return undefined;
    case 'geolocation':
      return typeof value === 'object' && !Array.isArray(value) ? undefined : fieldMessage('answerNotPlace', { question });
    default:
      return fieldMessage('answerNotTaken', { question });
  }
}

/** Answerable questions of frozen questionnaires by name, made once (as frozenIndex above). */
const frozenQuestions = new WeakMap<readonly Variable[], ReadonlyMap<string, Variable>>();

/** The questions that take answers (not labels or page breaks), by name; indexed once for a
 *  frozen list (the import checks every row against one), made anew for others. */
function answerableByName(variables: readonly Variable[]): ReadonlyMap<string, Variable> {
  const known = frozenQuestions.get(variables);
  if (known) return known;
  const byName = new Map(variables.filter((v) => !NO_ANSWER_TYPES.includes(v.DataType)).map((v) => [v.Name, v]));
  if (Object.isFrozen(variables)) frozenQuestions.set(variables, byName);
  return byName;
}

/** Checks a point's answers against its layer's questionnaire with the rules of docs/product.md §5 and
 *  docs/architecture.md §6: known variable names only, matching DataType and value type, option keys, number
 *  bounds, percent 0..100, a known leaf category when the layer has categories, no answers to
 *  questions hidden by their CategoryCondition, and required answers (text, text_multi, single,
 *  image unless Optional) with the variable's MissingMsg, else „Bitte beantworten Sie: <question>“.
 *  Messages name a question by its text (questionTitle), as the citizen reads it. Returns German
 *  `{ Field, Message }` entries; empty when the answers are valid. */
export function validateAnswers(schema: LayerSchema, attributes: Record<string, AttributeValue>): FieldError[] {
  const errors: FieldError[] = [];
  const field = (name: string) => `Attributes.${name}`;
  const categoryAnswer = attributes[CATEGORY_ATTRIBUTE];
  let categoryName: string | undefined;
  if (categoryAnswer) {
    if (categoryAnswer.DataType !== 'category' || typeof categoryAnswer.Value !== 'string') {
      errors.push({ Field: field(CATEGORY_ATTRIBUTE), Message: FIELD_MESSAGES.categoryNotAName });
    } else {
      const found = findCategory(schema.Categories, categoryAnswer.Value);
      if (!found) errors.push({ Field: field(CATEGORY_ATTRIBUTE), Message: fieldMessage('answerUnknownCategory', { category: categoryAnswer.Value }) });
      else if (found.category.Children?.length) {
        errors.push({ Field: field(CATEGORY_ATTRIBUTE), Message: fieldMessage('answerChooseSubcategory', { category: found.category.Name }) });
      } else categoryName = found.category.Name;
    }
  } else if (schema.Categories.length > 0) {
    errors.push({ Field: field(CATEGORY_ATTRIBUTE), Message: FIELD_MESSAGES.chooseCategory });
  }

  const byName = answerableByName(schema.Schema);
  for (const [name, answer] of Object.entries(attributes)) {
    if (name === CATEGORY_ATTRIBUTE) continue;
    const v = byName.get(name);
    if (!v) {
      errors.push({ Field: field(name), Message: fieldMessage('answerUnknownQuestion', { question: name }) });
    } else if (answer.DataType !== v.DataType) {
      errors.push({ Field: field(name), Message: fieldMessage('answerWrongType', { question: questionTitle(v), expected: v.DataType, actual: answer.DataType }) });
    } else if (!isEmptyAnswer(answer.Value) && !isVariableShown(v, categoryName, schema.Categories)) {
      errors.push({ Field: field(name), Message: fieldMessage('answerNotForCategory', { question: questionTitle(v) }) });
    } else if (!isEmptyAnswer(answer.Value)) {
      const problem = valueProblem(v, answer.Value);
      if (problem) errors.push({ Field: field(name), Message: problem });
    }
  }

  for (const v of byName.values()) {
    const required = REQUIRED_CHECKED_TYPES.includes(v.DataType) && !v.Optional && isVariableShown(v, categoryName, schema.Categories);
    if (required && isEmptyAnswer(attributes[v.Name]?.Value)) {
      errors.push({ Field: field(v.Name), Message: missingAnswerMessage(v) });
    }
  }
  return errors;
}

/** Checks the answers of a changed point (schema changes keep data). Answers sent back
 *  exactly as stored — including answers to variables or categories that the questionnaire no
 *  longer has, and required answers the point never had — are not checked again; every answer the
 *  change adds, alters or removes must fit the current questionnaire as in validateAnswers. */
export function validateAnswerChanges(
  schema: LayerSchema,
  stored: Record<string, AttributeValue>,
  attributes: Record<string, AttributeValue>,
): FieldError[] {
  return validateAnswers(schema, attributes).filter((e) => {
    const name = e.Field.slice('Attributes.'.length);
    return !(e.Field.startsWith('Attributes.') && isSameAnswer(stored[name], attributes[name]));
  });
}
