import { CATEGORY_ATTRIBUTE, findCategory, type RoutingArea, type RoutingRules } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import type { Db, Transaction } from '../../db/database.js';
import type { LayerRow, RoutingRulesTable } from '../../db/schema.js';
import { questionnaireOf } from '../../db/records/layer.record.js';
import { invalidField } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { inTransaction } from '../../lib/transaction.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { applyAssignment, resolveTarget } from './assignment.service.js';
import { requireResponsibilityTeam } from './departments.service.js';
import { listRoutingRules, replaceRoutingRules } from './responsibility.repository.js';
import { firstMatchingRule } from './routing-match.js';
import { say } from '../../i18n/messages.js';

/** Routing rules (docs/product.md §16.10): a project's ordered rules that assign its new entries. */

const UNKNOWN_LAYER = say('layerNotInProject');
const unknownCategory = (name: string) => say('unknownCategory', { name });

const presentRule = (r: RoutingRulesTable): RoutingRules['Rules'][number] => ({
  Layer: r.layer_id, Category: r.category, Area: r.area === null ? null : parseJson<RoutingArea>(r.area, null as unknown as RoutingArea),
  Department: r.department_id, User: r.user_id,
});

/** GET /gis/workspace/{id}/routing-rules: the team of the project reads its rules in their order. */
export async function getRoutingRules(db: Db, actor: Actor, workspaceId: string): Promise<RoutingRules> {
  await requireResponsibilityTeam(db, actor, workspaceId);
  return { Rules: (await listRoutingRules(db, workspaceId)).map(presentRule) };
}

/** PUT /gis/workspace/{id}/routing-rules: replaces the rules. 400 with nothing changed for a map of
 *  another project, a category not in the map's questionnaire, a department of another project or
 *  a person not on the team (Field `Rules.<n>.…`). */
export async function putRoutingRules(db: Db, actor: Actor, workspaceId: string, body: RoutingRules): Promise<RoutingRules> {
  await requireResponsibilityTeam(db, actor, workspaceId);
  const layers = new Map((await db.selectFrom('layers').select(['id', 'schema']).where('workspace_id', '=', workspaceId).execute()).map((l) => [l.id, l]));
  const rows: RoutingRulesTable[] = [];
  for (const [i, rule] of body.Rules.entries()) {
    const layer = rule.Layer === null ? undefined : layers.get(rule.Layer);
    if (rule.Layer !== null && !layer) throw invalidField(`Rules.${i}.Layer`, UNKNOWN_LAYER);
    if (rule.Category !== null && !findCategory(questionnaireOf(layer!).Categories, rule.Category)) {
      throw invalidField(`Rules.${i}.Category`, unknownCategory(rule.Category));
    }
    await resolveTarget(db, workspaceId, rule, `Rules.${i}.`);
    rows.push({
      id: newId(), workspace_id: workspaceId, position: i, layer_id: rule.Layer, category: rule.Category,
      area: rule.Area === null ? null : JSON.stringify(rule.Area), department_id: rule.Department, user_id: rule.User,
    });
  }
  await inTransaction(db, (trx) => replaceRoutingRules(trx, workspaceId, rows));
  return { Rules: rows.map(presentRule) };
}

/** A new entry as routing reads it. */
export type NewEntry = { id: string; latitude: number; longitude: number; attributes: string };

/** Assigns the new entry `entry` of `layer` by the first of its project's rules that matches it
 *  (map, category with its sub-categories, area), in the transaction `trx` that creates it, and
 *  with `notify` tells the assignee (never `actor`, the author). Resolves with the number of mails;
 *  the caller kicks the outbox after the commit. */
export async function routeNewEntry(
  trx: Transaction, notify: NotificationDeps | undefined, actor: Actor, layer: LayerRow, entry: NewEntry, host: string | undefined,
): Promise<number> {
  const rules = await listRoutingRules(trx, layer.workspace_id);
  if (rules.length === 0) return 0;
  const answers = parseJson<Record<string, { Value?: unknown }>>(entry.attributes, {});
  const chosen = answers[CATEGORY_ATTRIBUTE]?.Value;
  const rule = firstMatchingRule(rules.map((r) => ({ ...r, layerId: r.layer_id, area: r.area === null ? null : parseJson<RoutingArea>(r.area, null as unknown as RoutingArea) })), {
    layerId: layer.id, category: typeof chosen === 'string' ? chosen : '', categories: questionnaireOf(layer).Categories, lat: entry.latitude, lng: entry.longitude,
  });
  if (!rule) return 0;
  const target = await resolveTarget(trx, layer.workspace_id, { Department: rule.department_id, User: rule.user_id });
  return applyAssignment(trx, notify, actor, layer.workspace_id, [entry.id], target, host, false);
}
