import { describe, expect, it } from 'vitest';
import { growSheet, SHEET_PEEK_PX, sheetHeightPx, sheetWish, shrinkSheet } from './map-sheet';

describe('the map sheet on a phone', () => {
  it('peeks with its handle and heading, covers half the map, or all but a strip of it', () => {
    expect(sheetHeightPx('peek', 752)).toBe(SHEET_PEEK_PX);
    expect(sheetHeightPx('half', 752)).toBe(376);
    expect(sheetHeightPx('full', 752)).toBe(752 - 56);
    // A window lower than the sizes leaves the peek.
    expect(sheetHeightPx('half', 100)).toBe(SHEET_PEEK_PX);
  });

  it('grows and shrinks one step at a time, and stops at either end', () => {
    expect(growSheet('peek')).toBe('half');
    expect(growSheet('half')).toBe('full');
    expect(growSheet('full')).toBe('full');
    expect(shrinkSheet('full')).toBe('half');
    expect(shrinkSheet('half')).toBe('peek');
    expect(shrinkSheet('peek')).toBe('peek');
  });

  it('opens half at a chosen point\'s card, at the form and in the overview, and peeks while a place is chosen', () => {
    expect(sheetWish('overview', false, undefined)).toEqual({ key: 'overview', size: 'half' });
    expect(sheetWish('overview', false, 'p1')).toEqual({ key: 'point-p1', size: 'half', target: 'point-detail-title' });
    // Another point is another wish: the sheet opens again for it; so is its card after the list.
    expect(sheetWish('overview', false, 'p2').key).not.toBe(sheetWish('overview', false, 'p1').key);
    expect(sheetWish('overview', false, 'p1', 'list')).toEqual({ key: 'list-p1', size: 'half' });
    expect(sheetWish('record', false, undefined)).toEqual({ key: 'placing', size: 'peek' });
    expect(sheetWish('record', true, undefined)).toEqual({ key: 'form-record', size: 'half', target: 'entry-form-title' });
    expect(sheetWish('edit', true, 'p1')).toEqual({ key: 'form-edit', size: 'half', target: 'entry-form-title' });
  });
});
