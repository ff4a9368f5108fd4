import type { ProfileQuestion } from '@mitmachkarte/contract';
import type { QuestionWithOptions } from './profile-questions.repository.js';

/** A stored question with its options, as the wire shows it. */
export const presentQuestion = (q: QuestionWithOptions): ProfileQuestion => ({
  ID: q.id, Label: q.label, Active: Number(q.active) === 1, Options: q.options.map((o) => ({ ID: o.id, Label: o.label })),
});
