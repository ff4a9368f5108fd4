import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './input-guard.js';

describe('jsonDepthExceeds', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[","b":{"c":[1]}}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\"[[[[","b":1}', 1)).toBe(false);
    expect(jsonDepthExceeds('[{"x":[{"y":[]}]}]', 4)).toBe(true);
  });
});
