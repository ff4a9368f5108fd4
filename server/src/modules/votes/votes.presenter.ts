import type { VoteCounts } from '@mitmachkarte/contract';
import type { VoteTally } from './votes.repository.js';

/** Tally → API shape (GET /gis/votes/{pointID}, /gis/votescomment/{commentID}). */
export const presentVoteCounts = (t: VoteTally): VoteCounts => ({ Up: t.up, Down: t.down, Mine: t.mine === 1 ? 1 : t.mine === -1 ? -1 : 0 });
