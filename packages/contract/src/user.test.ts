import { describe, expect, it } from 'vitest';
import { CreateGroupBody, UpdateGroupBody } from './group.js';
import { CreateUserBody, UpdateUserBody, UserEmail } from './user.js';

const GROUP = '0190f5a2-0000-7000-8000-000000000001';
const base = { Name: 'Erika', Email: 'Erika@Example.org', Password: 'geheim-123' };

describe('user bodies', () => {
  it('lower-cases the e-mail and fills the defaults of a new user', () => {
    expect(CreateUserBody.parse(base)).toEqual({ ...base, Email: 'erika@example.org', Active: false, Groups: [], Attributes: [] });
  });

  it('accepts single-label domains such as admin@localhost and refuses malformed addresses', () => {
    expect(UserEmail.parse('admin@localhost')).toBe('admin@localhost');
    expect(UserEmail.parse('jörg@müller.de')).toBe('jörg@müller.de');
    for (const bad of ['', 'erika', 'erika@', '@example.org', 'er ika@example.org', 'a@b@c.de', 'a@-b.de', 'a@b..de']) {
      expect(UserEmail.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('needs 8 characters for a new password; an update accepts an empty one (unchanged)', () => {
    expect(CreateUserBody.safeParse({ ...base, Password: 'kurz' }).success).toBe(false);
    expect(CreateUserBody.safeParse({ ...base, Password: '' }).success).toBe(false);
    const update = { Name: 'Erika', Email: 'erika@example.org', Active: true, Groups: [] };
    expect(UpdateUserBody.parse({ ...update, Password: '' }).Password).toBe('');
    expect(UpdateUserBody.parse(update).Password).toBeUndefined();
    expect(UpdateUserBody.safeParse({ ...update, Password: 'kurz' }).success).toBe(false);
  });

  it('takes whole group objects as written back, keeping only what counts', () => {
    const parsed = UpdateUserBody.parse({
      Name: 'Erika', Email: 'erika@example.org', Active: true, Activation: 'abc',
      Groups: [{ ID: GROUP, Name: 'Team', Permissions: [{ Name: 'project', Description: 'x' }], Extra: 1 }],
    });
    expect(parsed.Groups).toEqual([{ ID: GROUP, Name: 'Team', Permissions: [{ Name: 'project' }] }]);
  });

  it('refuses unknown top-level fields and a password hash', () => {
    expect(CreateUserBody.safeParse({ ...base, PasswordHash: 'x' }).success).toBe(false);
  });
});

describe('group bodies', () => {
  it('defaults a new group to no permissions and trims its name', () => {
    expect(CreateGroupBody.parse({ Name: ' Team ' })).toEqual({ Name: 'Team', Permissions: [] });
  });

  it('refuses an empty name and, on update, missing permissions', () => {
    expect(CreateGroupBody.safeParse({ Name: ' ' }).success).toBe(false);
    expect(UpdateGroupBody.safeParse({ Name: 'Team' }).success).toBe(false);
    expect(UpdateGroupBody.parse({ Name: 'Team', Permissions: [{ Name: 'admin', Description: 'd' }] }).Permissions).toEqual([{ Name: 'admin' }]);
  });
});
