import { CATEGORY_ATTRIBUTE, type ReviewSort } from '@mitmachkarte/contract';
import { sql, type Expression } from 'kysely';
import { invalidField } from '../../lib/app-error.js';
import type { ReviewLayer } from '../points/query/query-layer.js';
import type { Dialect } from '../../db/dialect.js';
import { sortAnswer, type WalkColumn } from '../points/query/answer-index.js';
import { answerSql, bytewise, commentsSql, rankSql, votesSql } from '../points/query/query-sql.js';
import { say } from '../../i18n/messages.js';

/** One sort key; `nullable`: it may be NULL (unanswered), which sorts last both ways. Keys that
 *  are never NULL are sent without NULLS LAST, so that an index can serve their order. */
export type SortKey = { expr: Expression<unknown>; nullable: boolean };

/** The keys of a sort, and the name of the answer whose row of the answer index they read
 *  (points/query/answer-index.ts sortAnswer, joined by review.repository.ts listReviewPage);
 *  `walk`: the one column of that row the order is, whose index the page can walk in order. */
export type Sort = { keys: SortKey[]; answer?: string; walk?: WalkColumn };

/** The sort keys of a column of the review table (docs/product.md §18.1), before the id that
 *  breaks ties:
 *  - `created`: the creation time;
 *  - `status`: the order of the layer's statuses, then the key (statuses it no longer has last);
 *  - `category`: the order of the category tree (depth first), then the key;
 *  - `votesUp`, `votesDown`, `comments`: the counts;
 *  - `length`, `area`: a line's length or an area's perimeter (m), an area's area (m²; §25.1);
 *  - `answer:{name}` by the question's type: numbers (number, percent) by value, yes/no with
 *    „nein“ first, single choice by the order of the options, multiple choice by the first of
 *    the chosen options in that order, text (and photos, places) by its folded text byte by byte.
 *  Unanswered entries come last in both directions. The category and the answers but multiple
 *  choices are read from the answer index (docs/decisions/0027), multiple choices from the JSON.
 *  Throws VALIDATION for an answer column the questionnaire does not have. */
export function sortKeys(d: Dialect, sort: ReviewSort, layer: ReviewLayer): Sort {
  const always = (expr: Expression<unknown>): SortKey => ({ expr, nullable: false });
  const maybe = (expr: Expression<unknown>): SortKey => ({ expr, nullable: true });
  switch (sort) {
    case 'created': return { keys: [always(sql`points.created_at`)] };
    case 'status': return { keys: [always(rankSql(sql`points.status`, layer.statuses.map((s) => s.Key))), always(bytewise(d, sql`points.status`))] };
    case 'category': {
      const key = sortAnswer.text;
      return { keys: [maybe(rankSql(key, layer.categories.map((c) => c.key))), maybe(bytewise(d, key))], answer: CATEGORY_ATTRIBUTE };
    }
    case 'votesUp': return { keys: [always(votesSql(1))] };
    case 'votesDown': return { keys: [always(votesSql(-1))] };
    case 'comments': return { keys: [always(commentsSql())] };
    // Lines and areas (§25.1): points have no length or area and come last.
    case 'length': return { keys: [maybe(sql`points.length_m`)] };
    case 'area': return { keys: [maybe(sql`points.area_m2`)] };
  }
  const name = sort.slice('answer:'.length);
  const question = layer.question.get(name);
  if (!question) {
    throw invalidField('querystring.sort', say('unknownQuestion', { name }));
  }
  const answer = sortAnswer;
  const keys = ((): SortKey[] => {
    switch (question.DataType) {
      case 'number':
      case 'percent': return [maybe(answer.number)];
      case 'boolean': return [maybe(answer.bool)];
      case 'single': return [maybe(rankSql(answer.text, question.Options.map((o) => o.Key))), maybe(bytewise(d, answer.text))];
      case 'multiple': return [maybe(answerSql(d, name).minRank(question.Options.map((o) => o.Key)))];
      default: return [maybe(bytewise(d, answer.folded))];
    }
  })();
  if (question.DataType === 'multiple') return { keys };
  if (question.DataType === 'number' || question.DataType === 'percent') return { keys, answer: name, walk: 'number_value' };
  if (question.DataType === 'boolean' || question.DataType === 'single') return { keys, answer: name };
  return { keys, answer: name, walk: 'folded' };
}
