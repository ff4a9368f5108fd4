import { currentPhaseIndex, type LayerPhaseSwitch, type Phase, type SurveyPhaseSwitch } from '@mitmachkarte/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../access/actor.js';
import type { Db, Transaction } from '../../db/database.js';
import { nextRevision } from '../../db/layer-revision.js';
import type { Flag } from '../../db/schema.js';
import { invalidField } from '../../lib/app-error.js';
import { quoted } from '../../lib/audit-text.js';
import { say } from '../../i18n/messages.js';
import { berlinDay } from '../../lib/berlin-time.js';
import { parseJson } from '../../lib/json.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';

/** Phases that act (docs/product.md §25.4, docs/decisions/0049): the task that writes what the
 *  current phase of each project allows on its maps into `layers.phase_*` and on its surveys into
 *  `surveys.phase_*`, which the access rules read (access/phase.rules.ts, access/survey.rules.ts). It runs every minute on one instance (lib/periodic.ts) and once
 *  right after a project's phases are saved (workspaces.service.ts updateWorkspace). */

/** How often the task runs (ms): a phase starts at most a minute after Berlin midnight. */
export const PHASE_INTERVAL_MS = 60_000;
/** Its lease (lib/lease.ts). */
export const PHASE_LEASE = 'phase-switches';

/** Who the audit log names for a change of phase. */
export const PHASE_ACTOR: Actor = Object.freeze({ userId: null, name: 'Phasen (automatisch)', email: '', permissions: [] });

/** The switch columns of one layer. */
type Switches = { phase_view: Flag; phase_contribute: Flag; phase_comment: Flag; phase_vote: Flag; phase_title: string | null };

const flag = (on: boolean | undefined): Flag => (on === false ? 0 : 1);

/** What `phase` (undefined: none) allows on the layer `layerId`: everything unless its switch for
 *  the layer says otherwise; the phase's title is kept only when something is off. */
export function switchesOf(phase: Phase | undefined, layerId: string): Switches {
  const s = phase?.Switches?.find((x): x is LayerPhaseSwitch => x.Target === 'layer' && x.ID === layerId);
  const columns = { phase_view: flag(s?.View), phase_contribute: flag(s?.Contribute), phase_comment: flag(s?.Comment), phase_vote: flag(s?.Vote) };
  const anyOff = Object.values(columns).some((v) => v === 0);
  return { ...columns, phase_title: anyOff && phase ? phase.Title : null };
}

const SWITCH_WORDS: [keyof Switches, string][] = [['phase_view', 'Ansehen'], ['phase_contribute', 'Beitragen'], ['phase_comment', 'Kommentieren'], ['phase_vote', 'Abstimmen']];

/** The audit text of one map's switches: „Karte „Radwege“: Ansehen, Kommentieren“ (what is possible). */
const switchesText = (name: string, s: Switches) => {
  const on = SWITCH_WORDS.filter(([column]) => s[column] === 1).map(([, word]) => word);
  return `Karte ${quoted(name)}: ${on.length ? on.join(', ') : 'nichts'}`;
};

const sameSwitches = (a: Switches, b: Switches) => SWITCH_WORDS.every(([c]) => a[c] === b[c]) && a.phase_title === b.phase_title;

/** The switch columns of one survey. */
type SurveySwitches = { phase_view: Flag; phase_answer: Flag; phase_title: string | null };

/** What `phase` (undefined: none) allows on the survey `surveyId`: everything unless its switch for
 *  the survey says otherwise; the phase's title is kept only when something is off. */
export function surveySwitchesOf(phase: Phase | undefined, surveyId: string): SurveySwitches {
  const s = phase?.Switches?.find((x): x is SurveyPhaseSwitch => x.Target === 'survey' && x.ID === surveyId);
  const columns = { phase_view: flag(s?.View), phase_answer: flag(s?.Answer) };
  const anyOff = columns.phase_view === 0 || columns.phase_answer === 0;
  return { ...columns, phase_title: anyOff && phase ? phase.Title : null };
}

const SURVEY_WORDS: [keyof SurveySwitches, string][] = [['phase_view', 'Ansehen'], ['phase_answer', 'Antworten']];

/** The audit text of one survey's switches: „Umfrage „Neue Mitte“: Ansehen, Antworten“ (what is possible). */
const surveySwitchesText = (title: string, s: SurveySwitches) => {
  const on = SURVEY_WORDS.filter(([column]) => s[column] === 1).map(([, word]) => word);
  return `Umfrage ${quoted(title)}: ${on.length ? on.join(', ') : 'nichts'}`;
};

/** A stored survey's columns as read (an old row reads as allowing everything). */
const storedSurveySwitches = (row: { phase_view?: Flag; phase_answer?: Flag; phase_title?: string | null }): SurveySwitches =>
  ({ phase_view: row.phase_view ?? 1, phase_answer: row.phase_answer ?? 1, phase_title: row.phase_title ?? null });

/** Writes the switches of each survey of the project where they changed, with a conditional
 *  update (as for maps); answers the audit texts before and after of those this run changed. */
async function applySurveys(trx: Transaction, workspaceId: string, phase: Phase | undefined): Promise<{ before: string[]; after: string[] }> {
  const surveys = await trx.selectFrom('surveys').select(['id', 'title', 'phase_view', 'phase_answer', 'phase_title'])
    .where('workspace_id', '=', workspaceId).orderBy('title').orderBy('id').execute();
  const before: string[] = [];
  const after: string[] = [];
  for (const survey of surveys) {
    const stored = storedSurveySwitches(survey);
    const wanted = surveySwitchesOf(phase, survey.id);
    if (SURVEY_WORDS.every(([c]) => stored[c] === wanted[c]) && stored.phase_title === wanted.phase_title) continue;
    const hit = await trx.updateTable('surveys').set(wanted).where('id', '=', survey.id)
      .where((eb) => eb.or([
        ...SURVEY_WORDS.map(([c]) => eb(c as 'phase_view', '!=', wanted[c] as Flag)),
        wanted.phase_title === null ? eb('phase_title', 'is not', null) : eb.or([eb('phase_title', 'is', null), eb('phase_title', '!=', wanted.phase_title)]),
      ])).executeTakeFirst();
    if (Number(hit.numUpdatedRows) !== 1) continue;
    before.push(surveySwitchesText(survey.title, stored));
    after.push(surveySwitchesText(survey.title, wanted));
  }
  return { before, after };
}

/** Applies the current phase (Berlin day of `now`, ms since the epoch) of one project in `trx`:
 *  writes each map's switches where they changed (raising its revision, so that cached map data
 *  and point lists are answered afresh), each survey's switches and the phase's index, and records the change in the
 *  audit log. True when this run changed anything: of two runs at once only the one whose
 *  conditional updates hit records it. */
async function applyProject(trx: Transaction, workspace: { id: string; name: string; phases: string | undefined; phase_index: number | null | undefined }, now: number): Promise<boolean> {
  const phases = parseJson<Phase[]>(workspace.phases, []);
  const index = currentPhaseIndex(phases, berlinDay(now));
  const phase = index < 0 ? undefined : phases[index];
  const stored = workspace.phase_index ?? null;
  const next = index < 0 ? null : index;
  let changed = false;
  if (stored !== next) {
    const moved = await trx.updateTable('workspaces').set({ phase_index: next }).where('id', '=', workspace.id)
      .where((eb) => (stored === null ? eb('phase_index', 'is', null) : eb('phase_index', '=', stored))).executeTakeFirst();
    changed = Number(moved.numUpdatedRows) === 1;
  }
  const layers = await trx.selectFrom('layers').select(['id', 'name', 'phase_view', 'phase_contribute', 'phase_comment', 'phase_vote', 'phase_title'])
    .where('workspace_id', '=', workspace.id).orderBy('name').orderBy('id').execute();
  const before: string[] = [];
  const after: string[] = [];
  for (const layer of layers) {
    const wanted = switchesOf(phase, layer.id);
    if (sameSwitches(layer, wanted)) continue;
    const hit = await trx.updateTable('layers').set({ ...wanted, revision: nextRevision() }).where('id', '=', layer.id)
      .where((eb) => eb.or([
        ...SWITCH_WORDS.map(([c]) => eb(c as 'phase_view', '!=', wanted[c] as Flag)),
        wanted.phase_title === null ? eb('phase_title', 'is not', null) : eb.or([eb('phase_title', 'is', null), eb('phase_title', '!=', wanted.phase_title)]),
      ])).executeTakeFirst();
    if (Number(hit.numUpdatedRows) !== 1) continue;
    changed = true;
    before.push(switchesText(layer.name, layer));
    after.push(switchesText(layer.name, wanted));
  }
  const surveys = await applySurveys(trx, workspace.id, phase);
  if (surveys.after.length > 0) changed = true;
  before.push(...surveys.before);
  after.push(...surveys.after);
  if (!changed) return false;
  const summary = phase ? `Phase ${quoted(phase.Title)} gilt jetzt im Projekt ${quoted(workspace.name)}` : `Keine Phase mehr im Projekt ${quoted(workspace.name)}: alles wieder möglich`;
  await recordAudit(trx, PHASE_ACTOR, {
    action: 'workspace.phase', targetType: 'workspace', targetId: workspace.id, workspaceId: workspace.id,
    summary, before: before.join('; '), after: after.join('; '),
  });
  return true;
}

/** Applies the current phase of every project (or only of `workspaceId`) at `now` (ms since the
 *  epoch; tests advance it): a phase starts at Berlin midnight of its Start and ends at Berlin
 *  midnight after its End (docs/product.md §25.4). Answers how many projects changed. */
export async function applyPhases(db: Db, now = Date.now(), workspaceId?: string): Promise<number> {
  let query = db.selectFrom('workspaces').select(['id', 'name', 'phases', 'phase_index']);
  if (workspaceId) query = query.where('id', '=', workspaceId);
  let count = 0;
  for (const workspace of await query.orderBy('id').execute()) {
    if (await inTransaction(db, (trx) => applyProject(trx, workspace, now))) count += 1;
  }
  return count;
}

/** Runs applyPhases every minute, on one instance at a time (lib/periodic.ts). Returns a stop function. */
export const schedulePhases = (db: Db, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'Phasen angewandt', failed: 'Phasen anwenden fehlgeschlagen' },
    () => applyPhases(db), { db, name: PHASE_LEASE, intervalMs: PHASE_INTERVAL_MS });

/** 400 naming the phase when a switch of `phases` names a map or a survey that is not one of the
 *  project `workspaceId`'s (an unknown id, or one of another project; docs/product.md §25.4).
 *  Nothing is stored then. A new project has no maps or surveys yet, so its phases carry no switches. */
export async function requireOwnTargets(db: Db, workspaceId: string | null, phases: readonly Phase[] | undefined): Promise<void> {
  const named = (phases ?? []).flatMap((p, i) => (p.Switches ?? []).map((s, j) => ({ phase: p.Title, target: s.Target, id: s.ID, field: `Phases.${i}.Switches.${j}.ID` })));
  if (named.length === 0) return;
  const layers = workspaceId === null ? [] : await db.selectFrom('layers').select('id').where('workspace_id', '=', workspaceId).execute();
  const surveys = workspaceId === null ? [] : await db.selectFrom('surveys').select('id').where('workspace_id', '=', workspaceId).execute();
  const own = { layer: new Set(layers.map((l) => l.id)), survey: new Set(surveys.map((x) => x.id)) };
  const stranger = named.find((n) => !own[n.target].has(n.id));
  if (stranger) throw invalidField(stranger.field, say(stranger.target === 'layer' ? 'phaseSwitchUnknownLayer' : 'phaseSwitchUnknownSurvey', { phase: stranger.phase }));
}
