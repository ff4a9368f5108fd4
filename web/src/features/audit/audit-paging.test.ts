import { describe, expect, it } from 'vitest';
import { pageCount, pageFromParam } from './audit-paging';

describe('audit paging', () => {
  it('reads the page from the address, 1 for anything but a whole number from 1', () => {
    expect(pageFromParam('3')).toBe(3);
    for (const text of [null, '', '0', '-2', '1.5', 'zwei']) expect(pageFromParam(text), String(text)).toBe(1);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
