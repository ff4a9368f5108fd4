import { describe, expect, it } from 'vitest';
import { loginReturningTo, safeReturnPath } from './return-path';

describe('return path after login (docs/product.md §16.5)', () => {
  it('takes paths of this app only', () => {
    expect(safeReturnPath('/map')).toBe('/map');
    expect(safeReturnPath('/map?layer=1')).toBe('/map?layer=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'map', '', null, undefined]) expect(safeReturnPath(bad)).toBeUndefined();
  });
  it('builds the login address', () => {
    expect(loginReturningTo('/map')).toBe('/login?zurueck=%2Fmap');
  });
});
