import { LayerSchema, questionnaireProblems, type Category, type Variable } from '@mitmachkarte/contract';

export type Problem = { path: readonly PropertyKey[]; message: string };

/** What the schema and category editors show before saving, and what blocks saving: the
 *  contract's questionnaireProblems (unique non-empty names, option keys, bounds, category conditions,
 *  docs/product.md §5) and the field rules of the contract's LayerSchema (empty option keys or category
 *  names, lengths) — the same checks the server makes, in German. */
export type DraftProblems = {
  /** By index of the variable. */
  variables: ReadonlyMap<number, readonly Problem[]>;
  /** Problems of the category tree. */
  categories: readonly string[];
  /** Every message once, in order. */
  all: readonly string[];
};

export function draftProblems(variables: readonly Variable[], categories: readonly Category[]): DraftProblems {
  const found: Problem[] = [...questionnaireProblems(variables, categories)];
  const parsed = LayerSchema.safeParse({ Schema: variables, Categories: categories });
  if (!parsed.success) found.push(...parsed.error.issues.map((i) => ({ path: i.path, message: i.message })));

  const seen = new Set<string>();
  const byVariable = new Map<number, Problem[]>();
  const categoryMessages: string[] = [];
  const all: string[] = [];
  for (const p of found) {
    const key = `${p.path.map(String).join('.')}|${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!all.includes(p.message)) all.push(p.message);
    const [root, index] = p.path;
    if (root === 'Schema' && typeof index === 'number') byVariable.set(index, [...(byVariable.get(index) ?? []), p]);
    else if (root === 'Categories' && !categoryMessages.includes(p.message)) categoryMessages.push(p.message);
  }
  return { variables: byVariable, categories: categoryMessages, all };
}

/** Whether a problem concerns the named field of a variable (['Schema', i, field, …]). */
export const concerns = (p: Problem, field: keyof Variable) => p.path[2] === field;
