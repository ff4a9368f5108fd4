import { type Attributes, isShortenableType, isShortening, NOT_A_SHORTENING, type ShortenAnswerBody } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { getVisiblePoint } from '../../access/visible.js';
import { canModerate } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import { questionnaireOf } from '../../db/records/layer.record.js';
import { type ErrorText, invalidField } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { closeAndTell } from './moderation.service.js';
import { shortenAnswerRow } from './moderation.repository.js';
import type { OutcomeDeps } from './report-outcome.service.js';
import { say } from '../../i18n/messages.js';

export const ANSWER_SHORTENED = say('answerShortened');
export const NO_SUCH_QUESTION = say('noSuchQuestion');
export const NOT_A_TEXT_ANSWER = say('notATextAnswer');
export const NO_ANSWER = say('noAnswerToShorten');

const refuse = (message: ErrorText, field: 'Variable' | 'Text') => invalidField(field, message);

/** POST /gis/moderation/shorten-answer: managers leave parts of one text answer of an entry out,
 *  e.g. a phone number (docs/product.md §16.3). The question must be a text question of the
 *  layer's questionnaire with a stored answer (else 400), the new text must arise from the stored
 *  one by leaving out only (contract isShortening; else 400 NOT_A_SHORTENING). The answer is
 *  marked „Von der Moderation gekürzt“ (Point.ShortenedAnswers), the text before is kept in the
 *  audit log only; the entry's moderation state and status stay, its author gets no mail, its
 *  open reports are resolved and their reporters told. NOT_FOUND for entries the actor cannot
 *  see, 403 (401) for others. */
export async function shortenAnswer(db: Db, actor: Actor, body: ShortenAnswerBody, deps?: OutcomeDeps): Promise<void> {
  const { point, layer, access } = await getVisiblePoint(db, actor, body.PointID);
  requireAccess(actor, canModerate(access));
  const variable = (questionnaireOf(layer).Schema ?? []).find((v) => v.Name === body.Variable);
  if (!variable) throw refuse(NO_SUCH_QUESTION, 'Variable');
  if (!isShortenableType(variable.DataType)) throw refuse(NOT_A_TEXT_ANSWER, 'Variable');
  const answers = parseJson<Attributes>(point.attributes, {});
  const before = answers[body.Variable]?.Value;
  if (typeof before !== 'string' || before.trim() === '') throw refuse(NO_ANSWER, 'Variable');
  if (!isShortening(before, body.Text)) throw refuse(NOT_A_SHORTENING, 'Text');
  const names = new Set([...parseJson<string[]>(point.shortened_answers, []), body.Variable]);
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    const after = { ...answers, [body.Variable]: { ...answers[body.Variable]!, Value: body.Text } };
    await shortenAnswerRow(trx, point.id, JSON.stringify(after), JSON.stringify([...names]), now);
    await closeAndTell(trx, deps, actor, { kind: 'point', pointId: point.id }, 'shortened', now);
    await recordAudit(trx, actor, {
      action: 'moderation.shorten', targetType: 'point', targetId: point.id, workspaceId: layer.workspace_id,
      summary: `Antwort „${variable.Question || variable.Name}“ eines Eintrags gekürzt`, before, after: body.Text,
    });
  });
  deps?.notify.outbox.kick();
}
