import { PROFILE_GROUP_MIN, type ProfileGroup } from '@mitmachkarte/contract';

/** The counts of one question's groups (its options and „Keine Angabe“), made safe to send
 *  (docs/decisions/0048): a group under PROFILE_GROUP_MIN is `small` and loses its count. The
 *  groups add up to the participants, whose number is shown; so when exactly one group is small,
 *  the smallest shown group is `withheld` as well, and the small one cannot be worked out by
 *  subtracting. Pure: the numbers in, what may leave the server out. */
export function suppressSmallGroups(groups: readonly { ID: string | null; Label: string; count: number }[]): ProfileGroup[] {
  const states = groups.map((g) => (g.count < PROFILE_GROUP_MIN ? 'small' : 'shown') as ProfileGroup['State']);
  if (states.filter((s) => s === 'small').length === 1) {
    let smallest = -1;
    groups.forEach((g, i) => {
      if (states[i] === 'shown' && (smallest < 0 || g.count < groups[smallest]!.count)) smallest = i;
    });
    if (smallest >= 0) states[smallest] = 'withheld';
  }
  return groups.map((g, i) => ({ ID: g.ID, Label: g.Label, State: states[i]!, Count: states[i] === 'shown' ? g.count : null }));
}
