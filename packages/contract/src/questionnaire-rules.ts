/** The questionnaire's constants and checks without its zod schemas (those are in schema.ts), so
 *  that the web app can use them without loading zod (docs/runtime.md §3). */
import { CATEGORY_ATTRIBUTE, CATEGORY_MAX_DEPTH, CATEGORY_MAX_NODES, DATA_TYPES, SCHEMA_MAX_VARIABLES } from './limits.js';
import { fieldMessage } from './field-messages.js';

/** An answer type (schema.ts DataType without zod). */
type AnswerType = (typeof DATA_TYPES)[number];
/** What the checks read of a category (schema.ts Category): its name and children. */
type CategoryNode<C> = { Name: string; Children?: readonly C[] };
/** What the checks read of a question (schema.ts Variable). */
type QuestionFields = Readonly<{
  Name: string; DataType: AnswerType; Options: readonly { Key: string }[]; Constraint: boolean; Minimum: number; Maximum: number; CategoryCondition: string;
}>;

/** Types whose empty answer blocks saving unless the variable is optional (docs/product.md §5). */
export const REQUIRED_CHECKED_TYPES: readonly AnswerType[] = ['text', 'text_multi', 'single', 'image'];
/** Types without an answer. */
export const NO_ANSWER_TYPES: readonly AnswerType[] = ['label', 'pagebreak'];

/** Longest question title; a longer question text is cut with '…'. */
const TITLE_MAX = 120;

/** How people read a question's name — in messages, exports, the import and every picker
 *  (docs/product.md §3.11): its text on one line, cut after 120 characters, or its key where it has
 *  no text (a question without text, an answer whose question is gone). */
export function questionTitle(v: Readonly<{ Name: string; Question?: string }>): string {
  const text = (v.Question ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return v.Name;
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}

/** The message of a required question left empty (docs/product.md §5.6): its own MissingMsg, else
 *  „Bitte beantworten Sie: <its title>“. */
export function missingAnswerMessage(v: Readonly<{ Name: string; Question?: string; MissingMsg?: string }>): string {
  return (v.MissingMsg ?? '').trim() || fieldMessage('answerMissing', { question: questionTitle(v) });
}

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype', CATEGORY_ATTRIBUTE]);

/** Depth-first list of every category in a tree, each with the names of its ancestors. */
export function flattenCategories<C extends CategoryNode<C>>(tree: readonly C[], ancestors: string[] = []): { category: C; path: string[] }[] {
  return tree.flatMap((c) => [{ category: c, path: ancestors }, ...flattenCategories(c.Children ?? [], [...ancestors, c.Name])]);
}

/** Problems of a questionnaire as `{ path, message }` (German): unique non-empty names, option keys,
 *  bounds and category conditions (docs/product.md §5 Schema editor). Empty when the schema is sound. */
export function questionnaireProblems<C extends CategoryNode<C>>(variables: readonly QuestionFields[], categories: readonly C[]): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const flat = flattenCategories(categories);
  const categoryNames = new Set<string>();
  if (flat.length > CATEGORY_MAX_NODES) problems.push({ path: ['Categories'], message: fieldMessage('tooManyCategories', { max: CATEGORY_MAX_NODES }) });
  if (flat.some((c) => c.path.length >= CATEGORY_MAX_DEPTH)) {
    problems.push({ path: ['Categories'], message: fieldMessage('categoriesTooDeep', { max: CATEGORY_MAX_DEPTH }) });
  }
  for (const { category } of flat) {
    if (categoryNames.has(category.Name)) problems.push({ path: ['Categories'], message: fieldMessage('categoryKeyTwice', { category: category.Name }) });
    categoryNames.add(category.Name);
  }
  const names = new Set<string>();
  variables.forEach((v, i) => {
    const at = (field: string) => ['Schema', i, field];
    if (v.DataType !== 'pagebreak') {
      const name = v.Name.trim();
      if (!name) problems.push({ path: at('Name'), message: fieldMessage('questionKeyEmpty', { n: i + 1 }) });
      else if (RESERVED_KEYS.has(name)) problems.push({ path: at('Name'), message: fieldMessage('questionKeyReserved', { key: name }) });
      else if (names.has(name)) problems.push({ path: at('Name'), message: fieldMessage('questionKeyTwice', { key: name }) });
      names.add(name);
    }
    if (v.DataType === 'single' || v.DataType === 'multiple') {
      if (v.Options.length === 0) problems.push({ path: at('Options'), message: fieldMessage('questionNoOption', { question: v.Name }) });
      const keys = new Set(v.Options.map((o) => o.Key));
      if (keys.size !== v.Options.length) problems.push({ path: at('Options'), message: fieldMessage('questionOptionKeysTwice', { question: v.Name }) });
    }
    if (v.DataType === 'number' && v.Constraint && v.Minimum > v.Maximum) {
      problems.push({ path: at('Minimum'), message: fieldMessage('questionMinAboveMax', { question: v.Name }) });
    }
    if (v.CategoryCondition && !categoryNames.has(v.CategoryCondition)) {
      problems.push({ path: at('CategoryCondition'), message: fieldMessage('questionUnknownCategory', { question: v.Name, category: v.CategoryCondition }) });
    }
  });
  if (variables.length > SCHEMA_MAX_VARIABLES) problems.push({ path: ['Schema'], message: fieldMessage('tooManyQuestions', { max: SCHEMA_MAX_VARIABLES }) });
  return problems;
}
