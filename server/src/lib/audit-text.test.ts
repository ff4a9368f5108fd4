import { describe, expect, it } from 'vitest';
import { addressesNamed, DELETED_ADDRESS, withoutAddresses } from './audit-text.js';

describe('addresses in audit texts', () => {
  it('finds the addresses a user entry names, whatever their place among the fields', () => {
    expect(addressesNamed('E-Mail: anna+fluss@example.org; Aktiv: ja')).toEqual(['anna+fluss@example.org']);
    expect(addressesNamed('Name: Anna; E-Mail: a;b@example.org')).toEqual(['a;b@example.org']);
    expect(addressesNamed('Aktiv: nein; Gruppen: –')).toEqual([]);
  });

  it('replaces every occurrence in any case, with characters that mean something in a pattern', () => {
    expect(withoutAddresses('Team geändert: +Anna.Fluss@Example.org; Anna (anna.fluss@example.org)', ['anna.fluss@example.org']))
      .toBe(`Team geändert: +${DELETED_ADDRESS}; Anna (${DELETED_ADDRESS})`);
    expect(withoutAddresses('annaXfluss@example.org', ['anna.fluss@example.org'])).toBe('annaXfluss@example.org');
    expect(withoutAddresses('a+b(c)@example.org', ['a+b(c)@example.org'])).toBe(DELETED_ADDRESS);
  });
});
