import { describe, expect, it } from 'vitest';
import { suppressSmallGroups } from './profile-suppression.js';

const g = (...counts: number[]) => counts.map((count, i) => ({ ID: null, Label: `G${i}`, count }));
const shown = (groups: ReturnType<typeof suppressSmallGroups>) => groups.map((x) => (x.State === 'shown' ? x.Count : x.State));

describe('suppressSmallGroups (docs/decisions/0048)', () => {
  it('shows a group of 5 and hides a group of 4, together with the next smallest', () => {
    expect(shown(suppressSmallGroups(g(5, 4, 9)))).toEqual(['withheld', 'small', 9]);
  });
  it('shows every group of 5 or more', () => {
    expect(shown(suppressSmallGroups(g(5, 6, 12)))).toEqual([5, 6, 12]);
  });
  it('hides no further group when two or more are small already', () => {
    expect(shown(suppressSmallGroups(g(1, 0, 7, 8)))).toEqual(['small', 'small', 7, 8]);
  });
  it('treats an empty group as small, so that no count under 5 is ever sent', () => {
    const out = suppressSmallGroups(g(0, 20, 30));
    expect(shown(out)).toEqual(['small', 'withheld', 30]);
    for (const x of out) expect(x.Count === null || x.Count >= 5).toBe(true);
  });
  it('leaves a lone small group alone when nothing else is shown', () => {
    expect(shown(suppressSmallGroups(g(3)))).toEqual(['small']);
  });
});
