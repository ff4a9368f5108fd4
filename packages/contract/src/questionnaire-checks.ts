/** The questionnaire's checks with German messages (docs/product.md §5 Schema editor, §5.6). */
import { CATEGORY_ATTRIBUTE, CATEGORY_MAX_DEPTH, CATEGORY_MAX_NODES, SCHEMA_MAX_VARIABLES } from './limits.js';
import { flattenCategories, questionTitle, type CategoryNode, type QuestionFields } from './questionnaire-rules.js';
import { fieldMessage } from './field-messages.js';

/** The message of a required question left empty (docs/product.md §5.6): its own MissingMsg, else
 *  „Bitte beantworten Sie: <its title>“. */
export function missingAnswerMessage(v: Readonly<{ Name: string; Question?: string; MissingMsg?: string }>): string {
  return (v.MissingMsg ?? '').trim() || fieldMessage('answerMissing', { question: questionTitle(v) });
}

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype', CATEGORY_ATTRIBUTE]);

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
