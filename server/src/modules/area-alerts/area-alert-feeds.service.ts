import type { Language } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { statusesOf, statusLabelOf } from '../../db/records/layer.record.js';
import { pointTitle } from '../../db/records/point.record.js';
import { formatMessage, say } from '../../i18n/messages.js';
import { notFound } from '../../lib/app-error.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { ALERT_TITLE_MAX, mapLinkOf } from './alert-matching.service.js';
import { readAlertToken } from './alert-tokens.js';
import { feedUrlOf } from './area-alerts.service.js';
import { atomFeed, type AtomEntry } from './atom.presenter.js';
import { findAlert, findPublicWorkspace, listFeedNotices, listProjectFeed } from './area-alerts.repository.js';

/** The Atom feeds (RFC 4287) of area alerts and of public projects (docs/product.md §24.2): the
 *  newest news of entries everyone may see now, with title, link, time and a summary of the map
 *  and status. No person is named: not the author, not the team (the public entry card names
 *  neither), not the alert's address. */

/** Most entries in a feed. */
export const FEED_ENTRIES = 50;

const FEED_GONE = say('feedNotFound');

type Site = { host: string | undefined; language: Language };

/** One news item as a feed entry. */
function entryOf(deps: Pick<NotificationDeps, 'config'>, language: Language, n: {
  id: string; kind: 'neu' | 'status'; status: string; at: string; point_id: string; attributes: string; layer_id: string; layer_name: string; layer_schema: string; workspace_id: string;
}): AtomEntry {
  const entry = pointTitle(n.attributes, n.layer_schema, ALERT_TITLE_MAX) || n.layer_name;
  return {
    id: `urn:uuid:${n.id}`,
    title: formatMessage(n.kind === 'status' ? say('feedStatusTitle', { status: n.status, entry }) : say('feedEntryTitle', { entry }), language),
    link: mapLinkOf(deps, n), updated: n.at,
    summary: n.kind === 'status' ? `${n.layer_name} – ${n.status}` : n.layer_name,
  };
}

/** GET /feeds/alert/{token}.atom: the feed of the alert the signed token names (its secret link),
 *  confirmed ones only; 404 for any other token (also once the alert is deleted). */
export async function getAlertFeed(db: Db, deps: Pick<NotificationDeps, 'config' | 'secret'>, token: string, site: Site): Promise<string> {
  const id = readAlertToken(deps.secret, 'area-alert-feed', token);
  const alert = id ? await findAlert(db, id) : undefined;
  if (!alert || alert.confirmed_at === null) throw notFound(FEED_GONE);
  const org = await getOrgInfoForHost(db, site.host);
  const notices = await listFeedNotices(db, alert.id, FEED_ENTRIES);
  return atomFeed({
    id: `urn:uuid:${alert.id}`, title: formatMessage(say('feedAlertTitle', { title: org.Title }), site.language),
    self: feedUrlOf(deps, alert.id), alternate: `${deps.config.publicUrl}/`, author: org.Title, language: site.language,
    entries: notices.map((n) => entryOf(deps, site.language, { ...n, at: n.created_at })),
  });
}

/** GET /feeds/project/{id}.atom: the newest entries and status changes of a public project,
 *  everyone's; 404 for a project that is not public (or not there). */
export async function getProjectFeed(db: Db, deps: Pick<NotificationDeps, 'config'>, workspaceId: string, site: Site): Promise<string> {
  const workspace = await findPublicWorkspace(db, workspaceId);
  if (!workspace) throw notFound(FEED_GONE);
  const org = await getOrgInfoForHost(db, site.host);
  const { entries, changes } = await listProjectFeed(db, workspaceId, FEED_ENTRIES);
  const items = [
    ...entries.map((e) => entryOf(deps, site.language, { ...e, id: e.point_id, kind: 'neu', status: '', at: e.created_at, workspace_id: workspaceId })),
    ...changes.map((c) => entryOf(deps, site.language, {
      ...c, kind: 'status', status: statusLabelOf(statusesOf(c), c.status), at: c.created_at, workspace_id: workspaceId,
    })),
  ].sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0)).slice(0, FEED_ENTRIES);
  return atomFeed({
    id: `urn:uuid:${workspaceId}`, title: formatMessage(say('feedProjectTitle', { project: workspace.name }), site.language),
    self: `${deps.config.publicUrl}/api/v1/feeds/project/${workspaceId}.atom`, alternate: `${deps.config.publicUrl}/#/map?workspace=${workspaceId}`,
    author: org.Title, language: site.language, entries: items,
  });
}
