import { describe, expect, it } from 'vitest';
import { mayGrant } from './permissions.js';

describe('mayGrant', () => {
  it('lets holders change only permissions they hold, and project always', () => {
    expect(mayGrant(['usermanager'], ['project'])).toBe(true);
    expect(mayGrant(['usermanager'], ['usermanager', 'project'])).toBe(true);
    expect(mayGrant(['usermanager'], ['admin'])).toBe(false);
    expect(mayGrant(['usermanager', 'project'], ['groupmanager'])).toBe(false);
    expect(mayGrant(['admin', 'usermanager', 'groupmanager', 'orgmanager', 'project'], ['admin', 'orgmanager'])).toBe(true);
    expect(mayGrant([], [])).toBe(true);
  });
});
