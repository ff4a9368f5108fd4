import { OPEN_DATA_FORMATS, type Phase, type ProjectResults, type ProjectResultsPage, RESULTS_ANSWERS_MAX } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { canSeeLayer, isOpenDataLayer } from '../../access/layer.rules.js';
import { canEditResults, canSeeResults, isResultsPublished } from '../../access/results.rules.js';
import type { WorkspaceAccess } from '../../access/scope.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { questionnaireOf } from '../../db/records/layer.record.js';
import type { Db } from '../../db/database.js';
import type { LayerRow } from '../../db/schema.js';
import { fieldError, notFound, validation } from '../../lib/app-error.js';
import { fieldChanges, quoted, yesNo } from '../../lib/audit-text.js';
import { nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { renderMarkdown } from '../../lib/markdown.js';
import { inTransaction } from '../../lib/transaction.js';
import { say } from '../../i18n/messages.js';
import { recordAudit } from '../audit/audit.service.js';
import { getPublicLayerStats } from '../review/review.service.js';
import { NO_RESULTS, presentAnsweredEntry, resultsPhaseOf, resultsSettingsOf } from './results.presenter.js';
import { countPublicFigures, listAnsweredEntries, listProjectLayers, setResultsRow } from './results.repository.js';

/** A project's public results page (docs/product.md §25.5, docs/decisions/0051): the team's text
 *  and choices, with figures, charts, official answers and downloads counted from what an
 *  anonymous visitor sees, whoever asks. */

/** The question types a chart may show: single and multiple choice, yes/no. */
const CHART_TYPES = new Set(['single', 'multiple', 'boolean']);

/** GET /gis/workspace/{id}/results: NOT_FOUND for a project the actor does not see, and for
 *  everyone but its team before the results phase began („Die Ergebnisse sind noch nicht
 *  veröffentlicht.“); the team sees it before as a preview, with its settings. `nowMs`: the clock. */
export async function getResults(db: Db, actor: Actor, id: string, nowMs = Date.now()): Promise<ProjectResultsPage> {
  const access = await getVisibleWorkspaceAccess(db, actor, id);
  const { workspace } = access;
  const phases = parseJson<Phase[]>(workspace.phases, []);
  const published = isResultsPublished(phases, nowMs);
  if (!canSeeResults(access, published)) throw notFound(say('resultsNotPublished'));
  const settings = resultsSettingsOf(workspace.results);
  const layers = await listProjectLayers(db, id);
  // What everyone sees, whoever asks: the team's preview shows the public page.
  const seen = layers.filter((l) => canSeeLayer({ isManager: false, workspace }, l));
  const byId = new Map(seen.map((l) => [l.id, l]));
  const chosen = (layerId: string) => settings.Charts.filter((c) => c.Layer === layerId).map((c) => c.Question);
  const stats = new Map(await Promise.all(seen.map(async (l) => [l.id, await getPublicLayerStats(db, l, chosen(l.id))] as const)));
  const statusCounts = seen.map((l) => ({ Layer: l.id, LayerName: l.name, Counts: stats.get(l.id)!.ByStatus }));
  const shows = new Set(settings.Figures);
  const counted = shows.size > 0 ? await countPublicFigures(db, seen.map((l) => l.id)) : undefined;
  const figure = (key: 'entries' | 'participants' | 'comments' | 'votes') => (shows.has(key) && counted ? counted[key] : null);
  return {
    Project: { ID: workspace.id, Name: workspace.name },
    Published: published,
    ...resultsPhaseOf(phases),
    Text: renderMarkdown(settings.Text),
    Figures: {
      Entries: figure('entries'), Participants: figure('participants'), Comments: figure('comments'), Votes: figure('votes'),
      Statuses: shows.has('statuses') ? statusCounts : null,
    },
    Charts: settings.Charts.flatMap((c) => {
      const layer = byId.get(c.Layer);
      const question = stats.get(c.Layer)?.Questions.find((q) => q.Name === c.Question);
      if (!layer || !question?.Counts) return [];
      return [{ Layer: layer.id, LayerName: layer.name, Question: c.Question, QuestionText: question.Label, Options: question.Counts }];
    }),
    Answers: settings.Answers ? await answersOf(db, seen, statusCounts) : null,
    Downloads: settings.Downloads
      ? seen.filter((l) => isOpenDataLayer(workspace, l)).map((l) => ({ Layer: l.id, LayerName: l.name, Formats: [...OPEN_DATA_FORMATS] }))
      : null,
    Settings: canEditResults(access) ? settings : null,
    CanEdit: canEditResults(access),
  };
}

/** The official answers' summary: entries per status of every map, and the newest answered entries. */
async function answersOf(db: Db, seen: readonly LayerRow[], byStatus: NonNullable<ProjectResultsPage['Answers']>['ByStatus']): Promise<ProjectResultsPage['Answers']> {
  const layerOf = new Map(seen.map((l) => [l.id, l]));
  const rows = await listAnsweredEntries(db, seen.map((l) => l.id), RESULTS_ANSWERS_MAX);
  return { ByStatus: byStatus, Entries: rows.map((r) => presentAnsweredEntry(r, layerOf.get(r.layer_id)!)) };
}

/** 400 unless every chart names a map of this project and a single, multiple choice or yes/no
 *  question of it; nothing is stored then. */
function requireChartsOf(layers: readonly LayerRow[], charts: ProjectResults['Charts']): void {
  const byId = new Map(layers.map((l) => [l.id, l]));
  charts.forEach((c, i) => {
    const layer = byId.get(c.Layer);
    if (!layer) {
      const message = say('resultsLayerUnknown');
      throw validation(message, [fieldError(`Charts.${i}.Layer`, message)]);
    }
    const question = (questionnaireOf(layer).Schema ?? []).find((v) => v.Name === c.Question);
    if (!question || !CHART_TYPES.has(question.DataType)) {
      const message = say('resultsQuestionNotChoice', { question: c.Question, layer: layer.name });
      throw validation(message, [fieldError(`Charts.${i}.Question`, message)]);
    }
  });
}

/** The settings in words for the audit log. */
const settingsFields = (before: ProjectResults, after: ProjectResults) => fieldChanges([
  { label: 'Text', before: before.Text, after: after.Text },
  { label: 'Zahlen', before: before.Figures.join(', ') || 'keine', after: after.Figures.join(', ') || 'keine' },
  { label: 'Diagramme', before: before.Charts.map((c) => `${c.Layer}/${c.Question}`).join(', ') || 'keine', after: after.Charts.map((c) => `${c.Layer}/${c.Question}`).join(', ') || 'keine' },
  { label: 'Antworten der Verwaltung', before: yesNo(before.Answers), after: yesNo(after.Answers) },
  { label: 'Downloads', before: yesNo(before.Downloads), after: yesNo(after.Downloads) },
]);

/** PUT /gis/workspace/{id}/results: the project's team (access/results.rules.ts canEditResults)
 *  stores what the results page shows; NOT_FOUND for a project the actor does not see, 401/403
 *  for others, VALIDATION for a chart of another map or of a question that is no choice. A real
 *  change goes into the audit log (`workspace.results`) in the same transaction. */
export async function updateResults(db: Db, actor: Actor, id: string, body: ProjectResults, nowMs = Date.now()): Promise<ProjectResultsPage> {
  const access: WorkspaceAccess = await getVisibleWorkspaceAccess(db, actor, id);
  requireAccess(actor, canEditResults(access));
  requireChartsOf(await listProjectLayers(db, id), body.Charts);
  const before = resultsSettingsOf(access.workspace.results);
  const after = { ...NO_RESULTS, ...body };
  const changed = settingsFields(before, after);
  await inTransaction(db, async (trx) => {
    await setResultsRow(trx, id, JSON.stringify(after), nowIso());
    if (changed.labels.length > 0) {
      await recordAudit(trx, actor, {
        action: 'workspace.results', targetType: 'workspace', targetId: id, workspaceId: id,
        summary: `Ergebnisse des Projekts ${quoted(access.workspace.name)} geändert: ${changed.labels.join(', ')}`, before: changed.before, after: changed.after,
      });
    }
  });
  return getResults(db, actor, id, nowMs);
}
