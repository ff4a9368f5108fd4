/** The questionnaire's constants and helpers without its zod schemas (those are in schema.ts) and
 *  without its checks (questionnaire-checks.ts), so that the web app can read a questionnaire
 *  without loading zod or the field messages (docs/runtime.md §3). */
import { DATA_TYPES } from './limits.js';

/** An answer type (schema.ts DataType without zod). */
type AnswerType = (typeof DATA_TYPES)[number];
/** What the checks read of a category (schema.ts Category): its name and children. */
export type CategoryNode<C> = { Name: string; Children?: readonly C[] };
/** What the checks read of a question (schema.ts Variable). */
export type QuestionFields = Readonly<{
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

/** Depth-first list of every category in a tree, each with the names of its ancestors. */
export function flattenCategories<C extends CategoryNode<C>>(tree: readonly C[], ancestors: string[] = []): { category: C; path: string[] }[] {
  return tree.flatMap((c) => [{ category: c, path: ancestors }, ...flattenCategories(c.Children ?? [], [...ancestors, c.Name])]);
}
