import { describe, expect, it } from 'vitest';
import { pickPreferred } from './pick-preferred';

describe('pickPreferred', () => {
  const list = [{ ID: 'a' }, { ID: 'b' }, { ID: 'c' }];
  it('takes the first preferred id in the list, else the first entry', () => {
    expect(pickPreferred(list, 'x', 'c')?.ID).toBe('c');
    expect(pickPreferred(list, 'b', 'c')?.ID).toBe('b');
    expect(pickPreferred(list, undefined, '')?.ID).toBe('a');
    expect(pickPreferred([], 'a')).toBeUndefined();
  });
});
