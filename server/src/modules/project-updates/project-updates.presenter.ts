import type { ProjectUpdate } from '@mitmachkarte/contract';
import type { ProjectUpdatesTable } from '../../db/schema.js';
import { renderMarkdown } from '../../lib/markdown.js';

/** Row → ProjectUpdate (docs/product.md §25.5): the text as safe HTML (lib/markdown.ts, as the
 *  project description), never its author; the recipients' count and the right to delete for the
 *  project's team only (`isTeam`). */
export const presentUpdate = (row: Pick<ProjectUpdatesTable, 'id' | 'title' | 'body' | 'created_at' | 'recipients'>, isTeam: boolean): ProjectUpdate => ({
  ID: row.id,
  Title: row.title,
  TextHtml: renderMarkdown(row.body),
  CreatedAt: row.created_at,
  Recipients: isTeam ? Number(row.recipients) : null,
  CanDelete: isTeam,
});
