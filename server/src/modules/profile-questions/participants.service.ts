import type { ParticipantProfile } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canSeeParticipantProfile } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import { getOrganisationIdOfHost } from '../organisations/organisations.service.js';
import { countParticipantAnswers, listQuestionsOf } from './profile-questions.repository.js';
import { suppressSmallGroups } from './profile-suppression.js';

/** „Wer hat teilgenommen?“ (docs/product.md §25.3): who took part in a project, as counts of
 *  profile answers. */

/** The German label of the group of participants without an answer. */
export const NO_ANSWER_LABEL = 'Keine Angabe';

/** GET /gis/workspace/{id}/participants: the project's participants (accounts with an entry,
 *  comment or vote in it) and, for each question of the organisation serving `host` (switched-off
 *  ones too, as their answers stay), how many chose each option and how many gave none. Groups
 *  under 5 are never sent as numbers (profile-suppression.ts, docs/decisions/0048). For the
 *  project's team and administrators (workspace.rules.ts canSeeParticipantProfile); 404 for a
 *  project the actor cannot see. */
export async function getParticipantProfile(db: Db, actor: Actor, host: string | undefined, workspaceId: string): Promise<ParticipantProfile> {
  requireAccess(actor, canSeeParticipantProfile(await getVisibleWorkspaceAccess(db, actor, workspaceId)));
  const organisationId = await getOrganisationIdOfHost(db, host);
  const questions = organisationId ? await listQuestionsOf(db, organisationId) : [];
  const { participants, rows } = await countParticipantAnswers(db, workspaceId, questions.map((q) => q.id));
  return {
    Participants: participants,
    Questions: questions.map((q) => {
      const counts = q.options.map((o) => ({ ID: o.id, Label: o.label, count: rows.find((r) => r.question_id === q.id && r.option_id === o.id)?.n ?? 0 }));
      const answered = counts.reduce((sum, c) => sum + c.count, 0);
      return { ID: q.id, Label: q.label, Groups: suppressSmallGroups([...counts, { ID: null, Label: NO_ANSWER_LABEL, count: participants - answered }]) };
    }),
  };
}
