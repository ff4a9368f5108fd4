import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AcceptInvitationAnswer, type InvitationInfo, type InviteAnswer, type Invitation, type Workspace,
  MAX_INVITATIONS_PER_ADDRESS_PER_DAY, MAX_INVITATIONS_PER_ADDRESS_PER_WORKSPACE_PER_DAY, MAX_INVITATIONS_PER_INVITER_PER_DAY, MAX_OPEN_INVITATIONS_PER_WORKSPACE,
} from '@mitmachkarte/contract';
import { newId } from '../../src/lib/ids.js';
import { TestClient } from '../client.js';
import { addToAccessList, countRows, createUser } from '../factories.js';
import { SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Invitations to a project's team (docs/product.md §17.4): a manager invites by e-mail; an
 *  account joins the access list at once, an unknown address gets a mail with a single-use link
 *  valid 7 days, whose page creates the account. Refusals: expired, used, withdrawn or replaced
 *  links, an address that meanwhile has an account, another account, the limits. Also the rights
 *  the workspace answers carry (CanEdit, CanAddLayer, …) and its owner by name for managers. */

type User = { id: string; email: string; password: string };

let t: TestApp;
let peer: SmtpPeer;
let anon: TestClient, plain: TestClient, owner: TestClient, member: TestClient;
let ownerUser: User, memberUser: User, plainUser: User;
let ws: Workspace, wsPublic: Workspace;

const url = (p: string) => `/api/v1${p}`;
const invite = (c: TestClient, id: string, body: unknown, opts?: { xsrf?: boolean | string }) => c.post(url(`/gis/workspaceacl/invite/${id}`), body, opts);
const check = (c: TestClient, Token: string) => c.post(url('/auth/invitation/check'), { Token });
const accept = (c: TestClient, body: unknown) => c.post(url('/auth/invitation/accept'), body);
const open = async (c: TestClient, id: string): Promise<Invitation[]> => (await c.get(url(`/gis/workspaceacl/invitations/${id}`))).json();
const aclEmails = async (id: string) => (await owner.get(url(`/gis/workspaceacl/list/${id}`))).json().map((e: { Email: string }) => e.Email);
const message = (res: { json: () => { Message: string } }) => res.json().Message;

async function loggedIn(u: { email: string; password: string }) {
  const c = new TestClient(t.app);
  await c.login(u.email, u.password);
  return c;
}

let addressNo = 0;
const newAddress = () => `kollegin-${++addressNo}-${newId().slice(-6)}@stadt.example`;

/** Invites `email` as `by` (the owner by default) and returns the token of the mailed link. */
async function invited(email: string, workspaceId = ws.ID, by = owner): Promise<string> {
  const before = peer.mailsTo(email).length;
  const res = await invite(by, workspaceId, { Email: email });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await peer.waitForMail(email, before + 1);
  const link = /https:\/\/karte\.example\.org\/#\/einladung\/(\S+)/.exec(mail.text ?? '');
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

const auditActions = async (workspaceId: string) =>
  (await t.db.selectFrom('audit_log').select('action').where('workspace_id', '=', workspaceId).orderBy('created_at').orderBy('id').execute()).map((r) => r.action);

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://karte.example.org' } });
  ownerUser = await createUser(t.db, { permissions: ['project'], name: 'Olga Eigner' });
  memberUser = await createUser(t.db, { name: 'Mia Mitglied' });
  plainUser = await createUser(t.db, { name: 'Paul Plain' });
  anon = new TestClient(t.app);
  owner = await loggedIn(ownerUser);
  member = await loggedIn(memberUser);
  plain = await loggedIn(plainUser);
}, 30_000);

afterAll(async () => {
  await t?.close();
  await peer?.close();
});

beforeEach(async () => {
  ws = (await owner.post(url('/gis/workspace'), { Name: 'Radverkehr Gefahrenstellen' })).json();
  wsPublic = (await owner.post(url('/gis/workspace'), { Name: 'Offenes Projekt', Public: true })).json();
  await addToAccessList(t.db, ws.ID, memberUser.id);
  await addToAccessList(t.db, wsPublic.ID, memberUser.id);
});

describe('POST /gis/workspaceacl/invite/{workspaceID}', () => {
  it('refuses the owner and members with 409 and changes nothing', async () => {
    for (const email of [ownerUser.email, memberUser.email]) {
      const res = await invite(owner, ws.ID, { Email: email });
      expect(res.statusCode, res.body).toBe(409);
      expect(message(res)).toBe('Diese Person gehört bereits zum Team des Projekts.');
    }
    expect(await auditActions(ws.ID)).toEqual([]);
  });

  it('mails an unknown address a link and lists the open invitation', async () => {
    const email = newAddress();
    const res = await invite(member, ws.ID, { Email: email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InviteAnswer>()).toMatchObject({ Message: `Die Einladung an ${email} wurde verschickt.` });
    expect(res.json<InviteAnswer>().Invitations).toEqual([expect.objectContaining({ Email: email, InvitedBy: 'Mia Mitglied' })]);
    const mail = await peer.waitForMail(email);
    expect(mail.subject).toContain('Sie wurden zum Projekt „Radverkehr Gefahrenstellen“ eingeladen');
    expect(mail.text).toContain('7 Tage gültig');
    const [inv] = await open(owner, ws.ID);
    expect(Date.parse(inv!.ExpiresAt) - Date.parse(inv!.CreatedAt)).toBe(7 * 24 * 3600_000);
    expect(await auditActions(ws.ID)).toEqual(['acl.invite']);
    const stored = JSON.stringify(await t.db.selectFrom('workspace_invitations').selectAll().execute());
    expect(stored).not.toContain(/einladung\/(\S+)/.exec(mail.text ?? '')![1]);
  });

  it('answers 400 for a bad address, 404 for unknown or invisible workspaces, 403 for non-managers, 401 for visitors, 403 without the anti-forgery token', async () => {
    const stored = await countRows(t.db, 'workspace_invitations');
    const cases: [TestClient, string, unknown, number][] = [
      [owner, ws.ID, { Email: 'keine-adresse' }, 400],
      [owner, ws.ID, {}, 400],
      [owner, ws.ID, { Email: newAddress(), Name: 'x' }, 400],
      [owner, newId(), { Email: newAddress() }, 404],
      [plain, ws.ID, { Email: newAddress() }, 404],
      [plain, wsPublic.ID, { Email: newAddress() }, 403],
      [anon, wsPublic.ID, { Email: newAddress() }, 401],
    ];
    for (const [client, id, body, status] of cases) {
      const res = await invite(client, id, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      expect(message(res)).toMatch(/\S/);
    }
    expect((await invite(owner, ws.ID, { Email: newAddress() }, { xsrf: false })).statusCode).toBe(403);
    expect(await countRows(t.db, 'workspace_invitations')).toBe(stored);
  });

  it('limits the open invitations per workspace and the invitations per inviter and day (429)', async () => {
    const now = Date.now();
    const row = (i: number, ended: boolean) => ({
      id: newId(), token_hash: `hash-${newId()}`, workspace_id: ws.ID, email: `x${i}-${newId().slice(-6)}@stadt.example`, invited_by: memberUser.id,
      inviter_name: 'Mia Mitglied', created_at: new Date(now - 1000).toISOString(), expires_at: new Date(now + 3600_000).toISOString(),
      accepted_at: null, ended_at: ended ? new Date(now).toISOString() : null,
    });
    for (let i = 0; i < MAX_OPEN_INVITATIONS_PER_WORKSPACE; i++) await t.db.insertInto('workspace_invitations').values(row(i, false)).execute();
    const full = await invite(owner, ws.ID, { Email: newAddress() });
    expect(full.statusCode, full.body).toBe(429);
    expect(message(full)).toContain('offene Einladungen');

    await t.db.updateTable('workspace_invitations').set({ ended_at: new Date(now).toISOString() }).where('workspace_id', '=', ws.ID).execute();
    for (let i = MAX_OPEN_INVITATIONS_PER_WORKSPACE; i < MAX_INVITATIONS_PER_INVITER_PER_DAY; i++) await t.db.insertInto('workspace_invitations').values(row(i, true)).execute();
    const tired = await invite(member, wsPublic.ID, { Email: newAddress() });
    expect(tired.statusCode, tired.body).toBe(429);
    expect(message(tired)).toContain('in den letzten 24 Stunden');
    // Another manager is not limited by the member's invitations.
    expect((await invite(owner, wsPublic.ID, { Email: newAddress() })).statusCode).toBe(200);
  });
});

describe('finding 12: invitations say nothing about accounts and wait for consent', () => {
  /** A team member of `ws` without any permission, logged in (a fresh one: the limits of the
   *  tests above count the invitations of `member`). */
  const teammate = async () => {
    const u = await createUser(t.db, { name: 'Tom Teammitglied' });
    await addToAccessList(t.db, ws.ID, u.id);
    return loggedIn(u);
  };

  it('finding 12: a team member without the project permission invites an address with an account and one without: the same answer, no name, no id, nobody added', async () => {
    const admin = await createUser(t.db, { name: 'Ada Administratorin', permissions: ['admin'] });
    const unknown = newAddress();
    const inviter = await teammate();
    const members = await aclEmails(ws.ID);
    const known = await invite(inviter, ws.ID, { Email: admin.email });
    const other = await invite(inviter, ws.ID, { Email: unknown });
    expect([known.statusCode, other.statusCode]).toEqual([200, 200]);
    const [a, b] = [known.json<InviteAnswer>(), other.json<InviteAnswer>()];
    // Same shape and words; the invitations list names each address, as its managers see it.
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.Message.replace(admin.email, '<Adresse>')).toBe(b.Message.replace(unknown, '<Adresse>'));
    expect(JSON.stringify(a.AccessList)).toBe(JSON.stringify(b.AccessList));
    for (const leak of [admin.id, 'Ada Administratorin']) expect(known.body).not.toContain(leak);
    expect(await aclEmails(ws.ID)).toEqual(members);
    expect(a.Invitations.map((i) => i.Email)).toEqual(expect.arrayContaining([admin.email]));
  });

  it('finding 12: an existing account gets the invitation mail too and joins only when it accepts, logged in as that address', async () => {
    const colleague = await createUser(t.db, { name: 'Karla Kollegin' });
    const token = await invited(colleague.email, ws.ID, await teammate());
    expect(await aclEmails(ws.ID)).not.toContain(colleague.email);
    expect((await check(anon, token)).json<InvitationInfo>()).toMatchObject({ Email: colleague.email, HasAccount: true });
    expect((await accept(new TestClient(t.app), { Token: token })).statusCode).toBe(401);
    expect((await accept(plain, { Token: token })).statusCode).toBe(403);
    expect(await aclEmails(ws.ID)).not.toContain(colleague.email);
    const res = await accept(await loggedIn(colleague), { Token: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await aclEmails(ws.ID)).toContain(colleague.email);
    expect(await auditActions(ws.ID)).toEqual(['acl.invite', 'acl.add', 'acl.invite.accept']);
  });

  it('finding 12: nor does adding by e-mail (POST /gis/workspaceacl/add) tell a team member without the project permission whether an address has an account', async () => {
    const admin = await createUser(t.db, { name: 'Bea Beamtin', permissions: ['admin'] });
    const inviter = await teammate();
    const members = await aclEmails(ws.ID);
    const known = await inviter.post(url(`/gis/workspaceacl/add/${ws.ID}`), { Email: admin.email });
    const unknown = await inviter.post(url(`/gis/workspaceacl/add/${ws.ID}`), { Email: newAddress() });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(await aclEmails(ws.ID)).toEqual(members);
  });

  it('finding 12: invitations to one address are capped, per project and across projects per day (429)', async () => {
    const target = newAddress();
    let accepted = 0;
    for (let i = 0; i < 10; i++) {
      const res = await invite(owner, ws.ID, { Email: target });
      if (res.statusCode === 429) {
        expect(message(res)).toBe(`An ${target} wurden für dieses Projekt in den letzten 24 Stunden schon 3 Einladungen verschickt. Die letzte gilt weiter; eine neue ist morgen wieder möglich.`);
        break;
      }
      expect(res.statusCode, res.body).toBe(200);
      accepted++;
    }
    expect(accepted).toBe(MAX_INVITATIONS_PER_ADDRESS_PER_WORKSPACE_PER_DAY);
    // Withdrawing makes no room for more mails to that person.
    const [last] = await open(owner, ws.ID);
    expect((await owner.delete(url(`/gis/workspaceacl/invitation/${last!.ID}`))).statusCode).toBe(200);
    expect((await invite(owner, ws.ID, { Email: target })).statusCode).toBe(429);
    // Across projects (each of a different owner, so that no inviter's own limit applies).
    const victim = newAddress();
    let across = 0;
    for (let i = 0; i < 25; i++) {
      const inviter = await loggedIn(await createUser(t.db, { permissions: ['project'] }));
      const project = (await inviter.post(url('/gis/workspace'), { Name: `Projekt ${i}` })).json<Workspace>();
      const res = await invite(inviter, project.ID, { Email: victim });
      if (res.statusCode === 429) {
        expect(message(res)).toBe(`An ${victim} wurden in den letzten 24 Stunden schon sehr viele Einladungen verschickt. Bitte versuchen Sie es morgen wieder.`);
        break;
      }
      across++;
    }
    expect(across).toBe(MAX_INVITATIONS_PER_ADDRESS_PER_DAY);
  });
});

describe('the link of an invitation', () => {
  it('creates an active account that joins the team and is logged in; the link works once', async () => {
    const email = newAddress();
    const token = await invited(email);
    const guest = new TestClient(t.app);
    expect((await check(guest, token)).json<InvitationInfo>()).toEqual({
      WorkspaceID: ws.ID, Workspace: 'Radverkehr Gefahrenstellen', Email: email, InvitedBy: 'Olga Eigner', HasAccount: false,
    });

    const missing = await accept(guest, { Token: token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors.map((e: { Field: string }) => e.Field)).toEqual(['Name', 'Password']);
    expect((await accept(guest, { Token: token, Name: 'Karla', Password: 'passwort' })).statusCode).toBe(400);

    const res = await accept(guest, { Token: token, Name: 'Karla Kollegin', Password: 'Fahrrad-Sicherheit-2026' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<AcceptInvitationAnswer>();
    expect(answer).toMatchObject({ WorkspaceID: ws.ID, Workspace: 'Radverkehr Gefahrenstellen', User: { LoggedIn: true, Name: 'Karla Kollegin', Email: email } });
    expect(await aclEmails(ws.ID)).toContain(email);
    expect(await auditActions(ws.ID)).toEqual(['acl.invite', 'acl.add', 'acl.invite.accept']);

    // The new colleague manages the project without any permission, and sees the owner by name.
    const mine = (await guest.get(url(`/gis/workspace/${ws.ID}`))).json<Workspace>();
    expect(mine).toMatchObject({ CanEdit: true, CanAddLayer: true, CanManageTeam: true, CanDelete: false, CanTransfer: false });
    expect(mine.Owner).toEqual({ ID: ownerUser.id, Name: 'Olga Eigner', Email: ownerUser.email });
    expect((await guest.put(url(`/gis/workspace/${ws.ID}`), { Name: 'Radverkehr', Public: false, Editable: false })).statusCode).toBe(200);
    // The account is active: it logs in with its password.
    await loggedIn({ email, password: 'Fahrrad-Sicherheit-2026' });

    const again = await accept(new TestClient(t.app), { Token: token, Name: 'Mallory', Password: 'Ein-anderes-Passwort-99' });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toContain('bereits angenommen');
    expect((await check(anon, token)).statusCode).toBe(409);
    expect(await open(owner, ws.ID)).toEqual([]);
  });

  it('refuses an expired link with its own message', async () => {
    const users = await countRows(t.db, 'users');
    const token = await invited(newAddress());
    await t.db.updateTable('workspace_invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('workspace_id', '=', ws.ID).execute();
    for (const res of [await check(anon, token), await accept(new TestClient(t.app), { Token: token, Name: 'Karla', Password: 'Fahrrad-Sicherheit-2026' })]) {
      expect(res.statusCode).toBe(400);
      expect(message(res)).toContain('abgelaufen');
    }
    expect(await open(owner, ws.ID)).toEqual([]);
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('a new invitation to the same address replaces the earlier link', async () => {
    const email = newAddress();
    const first = await invited(email);
    const second = await invited(email);
    expect((await open(owner, ws.ID)).map((i) => i.Email)).toEqual([email]);
    const old = await accept(new TestClient(t.app), { Token: first, Name: 'Karla', Password: 'Fahrrad-Sicherheit-2026' });
    expect(old.statusCode).toBe(400);
    expect(message(old)).toContain('durch eine neuere ersetzt');
    expect((await accept(new TestClient(t.app), { Token: second, Name: 'Karla', Password: 'Fahrrad-Sicherheit-2026' })).statusCode).toBe(200);
  });

  it('a withdrawn invitation is gone from the list and its link refused; withdrawing needs a manager', async () => {
    const email = newAddress();
    const token = await invited(email);
    const [inv] = await open(owner, ws.ID);
    expect((await plain.delete(url(`/gis/workspaceacl/invitation/${inv!.ID}`))).statusCode).toBe(404);
    expect((await anon.delete(url(`/gis/workspaceacl/invitation/${inv!.ID}`))).statusCode).toBe(404);
    expect((await member.delete(url(`/gis/workspaceacl/invitation/${inv!.ID}`), { xsrf: false })).statusCode).toBe(403);
    const res = await member.delete(url(`/gis/workspaceacl/invitation/${inv!.ID}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await member.delete(url(`/gis/workspaceacl/invitation/${inv!.ID}`))).statusCode).toBe(404);
    expect((await member.delete(url(`/gis/workspaceacl/invitation/${newId()}`))).statusCode).toBe(404);
    expect((await member.delete(url('/gis/workspaceacl/invitation/kein-id'))).statusCode).toBe(400);
    const refused = await accept(new TestClient(t.app), { Token: token, Name: 'Karla', Password: 'Fahrrad-Sicherheit-2026' });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toContain('zurückgezogen');
    expect(await auditActions(ws.ID)).toEqual(['acl.invite', 'acl.invite.withdraw']);
  });

  it('an address that meanwhile has an account: only that account, logged in, takes the invitation', async () => {
    const email = newAddress();
    const token = await invited(email);
    const meanwhile = await createUser(t.db, { email, name: 'Karla Konto' });
    expect((await check(anon, token)).json<InvitationInfo>().HasAccount).toBe(true);

    const loggedOut = await accept(new TestClient(t.app), { Token: token, Name: 'Mallory', Password: 'Fahrrad-Sicherheit-2026' });
    expect(loggedOut.statusCode).toBe(401);
    expect(message(loggedOut)).toContain('Bitte melden Sie sich damit an');
    const other = await accept(plain, { Token: token });
    expect(other.statusCode).toBe(403);
    expect(message(other)).toContain(`Diese Einladung gilt für ${email}`);
    expect(await aclEmails(ws.ID)).not.toContain(email);
    expect(await aclEmails(ws.ID)).not.toContain(plainUser.email);

    const karla = await loggedIn(meanwhile);
    const res = await accept(karla, { Token: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AcceptInvitationAnswer>().User).toMatchObject({ LoggedIn: true, ID: meanwhile.id });
    expect(await aclEmails(ws.ID)).toContain(email);
    expect((await karla.get(url(`/gis/workspace/${ws.ID}`))).json<Workspace>().CanEdit).toBe(true);
  });

  it('answers 400 for broken tokens and bodies, never 500', async () => {
    for (const body of [{ Token: 'x' }, { Token: 'a'.repeat(43) }, { Token: 'a'.repeat(201) }, {}, { Token: 1 }, { Token: 'a'.repeat(43), Extra: 1 }]) {
      for (const send of [() => anon.post(url('/auth/invitation/check'), body), () => accept(new TestClient(t.app), body)]) {
        const res = await send();
        expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
        expect(message(res)).toMatch(/\S/);
      }
    }
  });
});

describe('rights and owner in the workspace answers', () => {
  it('managers and those who may look users up get the owner by name; rights as the policies say', async () => {
    const asMember = (await member.get(url(`/gis/workspace/${ws.ID}`))).json<Workspace>();
    expect(asMember).toMatchObject({ Owner: { Name: 'Olga Eigner', Email: ownerUser.email }, CanEdit: true, CanAddLayer: true, CanManageTeam: true, CanDelete: false });
    const asOwner = (await owner.get(url(`/gis/workspace/${ws.ID}`))).json<Workspace>();
    expect(asOwner).toMatchObject({ CanEdit: true, CanDelete: true, CanTransfer: true });
    const asPlain = (await plain.get(url(`/gis/workspace/${wsPublic.ID}`))).json<Workspace>();
    expect(asPlain).toMatchObject({ Owner: null, CanEdit: false, CanAddLayer: false, CanManageTeam: false, CanDelete: false, CanTransfer: false });
    expect((await plain.post(url('/gis/layer'), { Name: 'L', Workspace: wsPublic.ID })).statusCode).toBe(403);
    const lookup = await loggedIn(await createUser(t.db, { permissions: ['usermanager'] }));
    expect((await lookup.get(url(`/gis/workspace/${wsPublic.ID}`))).json<Workspace>()).toMatchObject({ Owner: { Name: 'Olga Eigner' }, CanEdit: false });

    const listed = (await member.get(url('/gis/workspaces'))).json<Workspace[]>().find((w) => w.ID === ws.ID);
    expect(listed).toMatchObject({ Owner: { Name: 'Olga Eigner' }, CanEdit: true, CanAddLayer: true, CanDelete: false });
    const listedForPlain = (await plain.get(url('/gis/workspaces'))).json<Workspace[]>().find((w) => w.ID === wsPublic.ID);
    expect(listedForPlain).toMatchObject({ Owner: null, CanEdit: false });
    expect((await anon.get(url('/gis/workspaces'))).json<Workspace[]>().find((w) => w.ID === wsPublic.ID)).toMatchObject({ Owner: null, CanEdit: false });
  });
});
