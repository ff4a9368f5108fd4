import { createHash } from 'node:crypto';
import { type Attributes, offeredLanguages, type TranslateBody, TRANSLATION_MAX_LENGTH, type TranslationResult } from '@mitmachkarte/contract';
import type { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import { getVisibleComment, getVisiblePoint } from '../../access/visible.js';
import type { Db } from '../../db/database.js';
import { AppError, conflict, invalidField, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { getServingOrganisationSettings } from '../organisations/organisations.service.js';
import { requestTranslation } from './libretranslate-client.js';
import { findTranslationService } from './translation-settings.service.js';
import { deleteTranslationsBefore, findTranslationRow, insertTranslationRow } from './translation.repository.js';
import { say } from '../../i18n/messages.js';

/** POST /gis/translate (docs/product.md §23.1 „Übersetzung von Beiträgen“): a citizen's text
 *  answer or comment translated by the LibreTranslate service of the organisation serving the
 *  request's host. The server reads the text itself through the same doors as reading it
 *  (access/visible.ts), so that nothing hidden is translated or confirmed; each text is sent once
 *  per target language and kept (docs/decisions/0036). */

export const ANSWER_NOT_FOUND = say('answerNotFound');
export const TRANSLATION_OFF = say('translationOff');
export const TRANSLATION_DOWN = say('translationDown');
export const LANGUAGE_NOT_OFFERED = say('languageNotOffered');
export const TEXT_TOO_LONG = say('textTooLong', { max: TRANSLATION_MAX_LENGTH });

type Body = z.output<typeof TranslateBody>;
type Ctx = Readonly<{ db: Db; secret: string }>;

/** Text answers: the types whose value is free text the citizen wrote. */
const TEXT_TYPES = new Set(['text', 'text_multi']);

/** The text of the contribution `body` names, read through the same doors as reading it: the
 *  comment, or the entry, is found now (NOT_FOUND when unknown, hidden or deleted); the answer is
 *  taken by the function answered (NOT_FOUND for an answer that is not free text, or empty). */
async function findReadableText(db: Db, actor: Actor, body: Body): Promise<() => string> {
  if (body.Kind === 'comment') {
    const { comment } = await getVisibleComment(db, actor, body.ID);
    return () => comment.text;
  }
  const { point } = await getVisiblePoint(db, actor, body.ID);
  return () => {
    const answer = parseJson<Attributes>(point.attributes, {})[body.Variable ?? ''];
    if (!answer || !TEXT_TYPES.has(answer.DataType) || typeof answer.Value !== 'string' || answer.Value.trim() === '') throw notFound(ANSWER_NOT_FOUND);
    return answer.Value;
  };
}

/** The hex SHA-256 of a text: the key of its kept translations. */
export const textHashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Translates the contribution into `body.Target`. NOT_FOUND as reading it; CONFLICT when the
 *  organisation serving `host` has the service off (nothing is sent) or the service fails or times
 *  out; VALIDATION for a language it does not offer; TOO_LARGE for texts over
 *  TRANSLATION_MAX_LENGTH characters. */
export async function translateContribution(ctx: Ctx, actor: Actor, host: string | undefined, body: Body): Promise<TranslationResult> {
  const textOf = await findReadableText(ctx.db, actor, body);
  const organisation = await getServingOrganisationSettings(ctx.db, host);
  const service = organisation && (await findTranslationService(ctx, organisation.id));
  if (!organisation || !service) throw conflict(TRANSLATION_OFF);
  if (!offeredLanguages(organisation.other).includes(body.Target)) {
    throw invalidField('Target', LANGUAGE_NOT_OFFERED);
  }
  const text = textOf();
  if (text.length > TRANSLATION_MAX_LENGTH) throw new AppError('TOO_LARGE', TEXT_TOO_LONG);
  const hash = textHashOf(text);
  const kept = await findTranslationRow(ctx.db, hash, body.Target);
  if (kept) return { Text: kept.translated, Source: kept.source, Target: body.Target, Machine: true };
  let made;
  try {
    made = await requestTranslation(service.url, service.apiKey, text, body.Target);
  } catch {
    throw conflict(TRANSLATION_DOWN);
  }
  await insertTranslationRow(ctx.db, { text_hash: hash, target: body.Target, source: made.source, translated: made.text, created_at: nowIso() });
  return { Text: made.text, Source: made.source, Target: body.Target, Machine: true };
}

/** How long a translation is kept (days): a contribution deleted or anonymised meanwhile
 *  (docs/product.md §17.8) leaves its translated text behind no longer than this. */
export const TRANSLATION_KEPT_DAYS = 30;

/** Forgets the translations older than TRANSLATION_KEPT_DAYS at `now` (the daily retention run);
 *  answers how many. A text asked for again is sent to the service again. */
export const forgetOldTranslations = (db: Db, now: Date): Promise<number> =>
  deleteTranslationsBefore(db, new Date(now.getTime() - TRANSLATION_KEPT_DAYS * 24 * 3600_000).toISOString());
