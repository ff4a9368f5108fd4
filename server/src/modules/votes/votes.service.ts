import type { VoteBody, VoteCounts } from '@mitmachkarte/contract';
import { canVote } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { notResident, requireOpen, requirePhase } from '../../access/gate.js';
import { residencyFor, residencyOnce } from '../../access/lookups.js';
import type { WorkspaceAccess } from '../../access/scope.js';
import { canVoteIn } from '../../access/workspace.rules.js';
import { getVisibleComment, getVisiblePoint } from '../../access/visible.js';
import type { Db } from '../../db/database.js';
import { unauthenticated } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { presentVoteCounts } from './votes.presenter.js';
import { movePointVotes, setCommentVote, setPointVote, tallyCommentVotes, tallyPointVotes } from './votes.repository.js';

/** Where the project reserves votes for verified residents (docs/product.md §14.1), a vote (1 or
 *  -1) only from its team and the residents it takes (workspace.rules.ts canVoteIn; 401/403
 *  saying how to become one); withdrawing one (0) stays open to whoever gave it. */
async function requireResidentVoter(db: Db, actor: Actor, access: WorkspaceAccess, vote: number): Promise<void> {
  if (vote === 0) return;
  const residency = await residencyFor(access, residencyOnce(db, actor));
  if (!canVoteIn(access, residency)) notResident(actor, access.workspace, 'votes');
}

/** GET /gis/votes/{pointID}: whoever can see the point (NOT_FOUND otherwise). */
export async function getPointVotes(db: Db, actor: Actor, pointId: string): Promise<VoteCounts> {
  await getVisiblePoint(db, actor, pointId);
  return presentVoteCounts(await tallyPointVotes(db, pointId, actor.userId));
}

/** POST /gis/vote/{pointID}: logged-in users who can see the point set (1, -1) or withdraw (0)
 *  their vote (setting one, where the project reserves votes, as residents it takes:
 *  requireResidentVoter); answers the counts afterwards. NOT_FOUND for invisible points,
 *  UNAUTHENTICATED for anonymous visitors. */
export async function votePoint(db: Db, actor: Actor, pointId: string, body: VoteBody): Promise<VoteCounts> {
  const { layer, access } = await getVisiblePoint(db, actor, pointId);
  requireOpen(access.workspace);
  requirePhase(access, layer, 'vote');
  await requireResidentVoter(db, actor, access, body.Vote);
  if (!canVote(actor)) throw unauthenticated();
  await setPointVote(db, pointId, actor.userId, body.Vote, nowIso());
  return presentVoteCounts(await tallyPointVotes(db, pointId, actor.userId));
}

/** GET /gis/votescomment/{commentID}: whoever can see the comment's point (NOT_FOUND otherwise). */
export async function getCommentVotes(db: Db, actor: Actor, commentId: string): Promise<VoteCounts> {
  await getVisibleComment(db, actor, commentId);
  return presentVoteCounts(await tallyCommentVotes(db, commentId, actor.userId));
}

/** POST /gis/votecomment/{commentID}: as votePoint, for a comment. */
export async function voteComment(db: Db, actor: Actor, commentId: string, body: VoteBody): Promise<VoteCounts> {
  const { layer, access } = await getVisibleComment(db, actor, commentId);
  requireOpen(access.workspace);
  requirePhase(access, layer, 'vote');
  await requireResidentVoter(db, actor, access, body.Vote);
  if (!canVote(actor)) throw unauthenticated();
  await setCommentVote(db, commentId, actor.userId, body.Vote, nowIso());
  return presentVoteCounts(await tallyCommentVotes(db, commentId, actor.userId));
}

/** Moves the votes of the entry `from` to `to` in `trx` when a manager merges a duplicate
 *  (docs/product.md §24.3; the merge checks the rights): one vote per voter, the one on `to` kept.
 *  Answers how many moved. */
export const movePointVotesTo = (trx: Db, from: string, to: string): Promise<number> => movePointVotes(trx, from, to);
