import { describe, expect, it } from 'vitest';
import { forgetKeptForActivation, keepForActivation, keptForActivation, loginReturningTo, registerReturningTo, safeReturnPath } from './return-path';

describe('return path after login (docs/product.md §16.5)', () => {
  it('takes paths of this app only', () => {
    expect(safeReturnPath('/map')).toBe('/map');
    expect(safeReturnPath('/map?layer=1')).toBe('/map?layer=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'map', '', null, undefined]) expect(safeReturnPath(bad)).toBeUndefined();
  });
  it('builds the login and the registration address', () => {
    expect(loginReturningTo('/map')).toBe('/login?zurueck=%2Fmap');
    expect(registerReturningTo('/map?layer=1')).toBe('/register?zurueck=%2Fmap%3Flayer%3D1');
  });
  it('keeps the page a registration started from for its activation until forgotten, and only a path of this app', () => {
    keepForActivation('/map?workspace=w&layer=l');
    // Reading twice (a render React throws away and runs again) finds it both times.
    expect(keptForActivation()).toBe('/map?workspace=w&layer=l');
    expect(keptForActivation()).toBe('/map?workspace=w&layer=l');
    forgetKeptForActivation();
    expect(keptForActivation()).toBeUndefined();
    keepForActivation('//evil.example');
    expect(keptForActivation()).toBeUndefined();
    window.localStorage.setItem('return-after-activation', 'https://evil.example');
    expect(keptForActivation()).toBeUndefined();
  });
});
