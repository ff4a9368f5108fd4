import { type Boundary, licenceOf, type Phase, type ScalarMap, type Workspace, type WorkspaceOwner } from '@mitmachkarte/contract';
import { residencyRights, resultsRights, workspaceRights } from '../../access/rights.js';
import type { Residency } from '../../access/residency.rules.js';
import type { WorkspaceAccess } from '../../access/scope.js';
import type { WorkspacesTable } from '../../db/schema.js';
import { mapAreaOf } from '../../db/records/workspace.record.js';
import { parseJson, toBool } from '../../lib/json.js';
import { renderMarkdown } from '../../lib/markdown.js';
import { presentTranslations } from './workspace-translations.js';

/** The owner as the caller may see it (null where access/workspace.rules.ts canSeeOwner says no,
 *  docs/product.md §17.4), the caller's rights (workspaceRights) and residency (access/lookups.ts
 *  residencyFor; docs/product.md §14.1), and whether the caller follows its „Neuigkeiten“ (§25.5; false if not given). */
export type WorkspaceView = Readonly<{ access: WorkspaceAccess; owner: WorkspaceOwner | null; residency: Residency | undefined; following?: boolean }>;

/** Row → Workspace (docs/product.md §3), with the owner and rights of `view`; `nowMs` the clock
 *  that decides whether the results page is public (docs/product.md §25.5). */
export const presentWorkspace = (row: WorkspacesTable, view: WorkspaceView, nowMs = Date.now()): Workspace => ({
  ID: row.id,
  Name: row.name,
  Public: toBool(row.public),
  Editable: toBool(row.editable),
  UserID: row.owner_id,
  Attributes: parseJson<ScalarMap>(row.attributes, {}),
  ...mapAreaOf(row),
  Description: row.description ?? '',
  DescriptionHtml: renderMarkdown(row.description ?? ''),
  Phases: parseJson<Phase[]>(row.phases, []),
  ...presentTranslations(row.translations),
  Closed: row.closed === 1,
  ImageID: row.image_id ?? null,
  ImageAlt: row.image_alt ?? '',
  Licence: licenceOf(row.licence),
  Owner: view.owner,
  ...residencyRights(view.access, view.residency),
  ...workspaceRights(view.access),
  Following: view.following === true,
  ...resultsRights(parseJson<Phase[]>(row.phases, []), nowMs),
});

const SWITCH_WORDS = [['View', 'Ansehen'], ['Contribute', 'Beitragen'], ['Comment', 'Kommentieren'], ['Vote', 'Abstimmen']] as const;
const SURVEY_SWITCH_WORDS = [['View', 'Ansehen'], ['Answer', 'Antworten']] as const;

/** What a phase switches off, for the audit log (docs/product.md §25.4): „ (Karte <id>: ohne
 *  Beitragen, Abstimmen)“ per map and „ (Umfrage <id>: ohne Antworten)“ per survey with
 *  something off; '' for none. */
const switchesText = (p: Phase) => (p.Switches ?? []).map((s) => {
  const off = s.Target === 'survey'
    ? SURVEY_SWITCH_WORDS.filter(([key]) => s[key] === false).map(([, word]) => word)
    : SWITCH_WORDS.filter(([key]) => s[key] === false).map(([, word]) => word);
  return off.length ? ` (${s.Target === 'survey' ? 'Umfrage' : 'Karte'} ${s.ID}: ohne ${off.join(', ')})` : '';
}).join('');

/** Phases in words for the audit log: „Ideen sammeln 2027-03-01–2027-03-31; …“ with what each
 *  switches off on which map, or 'keine'. */
export const phasesText = (json: string | undefined): string => {
  const phases = parseJson<Phase[]>(json, []);
  return phases.length === 0 ? 'keine' : phases.map((p) => `${p.Title} ${p.Start ?? '…'}–${p.End ?? '…'}${switchesText(p)}`).join('; ');
};

/** A boundary in words for the audit log: its kind and number of corner points, not its coordinates. */
export const boundaryText = (json: string | null | undefined): string => {
  const boundary = parseJson<Boundary | null>(json, null);
  if (!boundary) return 'keine';
  const rings = boundary.type === 'Polygon' ? boundary.coordinates : boundary.coordinates.flat();
  return `${boundary.type === 'Polygon' ? 'Polygon' : 'MultiPolygon'} mit ${rings.reduce((n, r) => n + r.length, 0)} Punkten`;
};
