import { describe, expect, it } from 'vitest';
import { CreateCommentBody } from './comment.js';
import { COMMENT_MAX_LENGTH } from './limits.js';
import { VoteBody } from './vote.js';

const POINT = '0190f5a2-0000-7000-8000-000000000001';

describe('CreateCommentBody', () => {
  it('trims the text and keeps everything else as given', () => {
    expect(CreateCommentBody.parse({ PointID: POINT, Text: '  <b>Hallo</b>\nWelt  ' })).toEqual({ PointID: POINT, Text: '<b>Hallo</b>\nWelt' });
  });

  it('takes 1 to COMMENT_MAX_LENGTH characters after trimming', () => {
    expect(CreateCommentBody.safeParse({ PointID: POINT, Text: 'x' }).success).toBe(true);
    expect(CreateCommentBody.safeParse({ PointID: POINT, Text: ` ${'x'.repeat(COMMENT_MAX_LENGTH)} ` }).success).toBe(true);
    for (const Text of ['', '   ', 'x'.repeat(COMMENT_MAX_LENGTH + 1)]) {
      expect(CreateCommentBody.safeParse({ PointID: POINT, Text }).success, JSON.stringify(Text.slice(0, 5))).toBe(false);
    }
  });

  it('refuses unknown fields and malformed ids', () => {
    expect(CreateCommentBody.safeParse({ PointID: POINT, Text: 'x', UserID: POINT }).success).toBe(false);
    expect(CreateCommentBody.safeParse({ PointID: 'abc', Text: 'x' }).success).toBe(false);
  });
});

describe('VoteBody', () => {
  it('takes 1, -1 and 0 only', () => {
    for (const Vote of [1, -1, 0]) expect(VoteBody.parse({ Vote })).toEqual({ Vote });
    for (const Vote of [2, -2, 0.5, '1', null, true]) expect(VoteBody.safeParse({ Vote }).success).toBe(false);
  });
});
