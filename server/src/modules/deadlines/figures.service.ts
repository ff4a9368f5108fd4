import { FIGURES_MEDIAN_SAMPLE_MAX, type FiguresQuery, type WorkspaceFigures } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canReadFigures } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import { invalidField } from '../../lib/app-error.js';
import { berlinDayOf, berlinDayStart, isCalendarDay, nextDay } from '../../lib/berlin-time.js';
import { countOverduePoints } from './deadlines.repository.js';
import { deadlinesOf, hasDeadlines } from './deadlines.service.js';
import { presentFigures } from './figures.presenter.js';
import { countByHour, countByLayerStatus, countTotals, findStart, listDurations, listLayersOf } from './figures.repository.js';
import { say } from '../../i18n/messages.js';

/** The figures of a project's work (docs/product.md §16.11). */

export const BAD_DAY = say('badDay');

function requireDay(day: string | undefined, field: 'von' | 'bis') {
  if (day !== undefined && !isCalendarDay(day)) throw invalidField(`querystring.${field}`, BAD_DAY);
}

/** GET /gis/workspace/{id}/figures: the figures of the project's live entries created from `von` to
 *  `bis` (days in Berlin's calendar, both included; left out: from the project's creation or its
 *  first entry, until today) for its team. NOT_FOUND for a project the actor cannot see, 403 (401
 *  anonymous) for others (workspace.rules.ts canReadFigures); VALIDATION for a day that does not
 *  exist. The medians are taken over the newest FIGURES_MEDIAN_SAMPLE_MAX entries that have the
 *  time, in JavaScript (portable; no median in SQLite). */
export async function getFigures(db: Db, actor: Actor, workspaceId: string, query: FiguresQuery, now = new Date()): Promise<WorkspaceFigures> {
  requireAccess(actor, canReadFigures(await getVisibleWorkspaceAccess(db, actor, workspaceId)));
  requireDay(query.von, 'von');
  requireDay(query.bis, 'bis');
  const start = (await findStart(db, workspaceId)) ?? now.toISOString();
  const to = query.bis ?? berlinDayOf(now.getTime());
  const from = query.von ?? (berlinDayOf(start) <= to ? berlinDayOf(start) : to);
  const period = { since: berlinDayStart(from), before: berlinDayStart(nextDay(to)) };
  const deadlines = await deadlinesOf(db, workspaceId);
  return presentFigures({
    from, to, now, deadlines,
    totals: await countTotals(db, workspaceId, period),
    byHour: await countByHour(db, workspaceId, period),
    byStatus: await countByLayerStatus(db, workspaceId, period),
    layers: await listLayersOf(db, workspaceId),
    responses: await listDurations(db, workspaceId, period, 'first_response_at', FIGURES_MEDIAN_SAMPLE_MAX),
    completions: await listDurations(db, workspaceId, period, 'completed_at', FIGURES_MEDIAN_SAMPLE_MAX),
    overdue: hasDeadlines(deadlines) ? await countOverduePoints(db, workspaceId, now, deadlines) : { antwort: 0, erledigung: 0 },
  });
}
