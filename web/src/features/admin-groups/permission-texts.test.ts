import { PERMISSION_DESCRIPTIONS, PERMISSIONS } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import * as de from '../../i18n/de/admin';

describe('the permissions\' descriptions in the group editor (docs/product.md §23)', () => {
  it('say in German what the server says, so that the translated ones cannot drift from it', () => {
    for (const p of PERMISSIONS) expect(de.adminGroups[`permission_${p}`]).toBe(PERMISSION_DESCRIPTIONS[p]);
  });
});
