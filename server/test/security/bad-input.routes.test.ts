import Database from 'better-sqlite3';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AccessibilityFeedbackBody, AclChangeBody, ConfirmLinkBody, CreateCommentBody, CreateGroupBody, CreateLayerBody, CreateOrganisationBody, CreatePointBody, CreateUserBody,
  AccountLanguageBody, CreateWorkspaceBody, DeleteAccountBody, EnableMfaBody, LoginBody, MfaLoginBody, MfaProofBody, SetUpMfaBody, OrganisationBody, RegisterBody, ResetPasswordBody, Settings, SurveyBody, TransferBody,
  OfficialAnswerBody, ChangePasswordBody, StatusChangeBody, PointResponseBody, ReportBody, HideBody, ShowBody, DismissReportBody, UpdateGroupBody, UpdateLayerBody, UpdatePointBody, UpdateUserBody, UpdateWorkspaceBody, VoteBody,
  NotificationSettingsBody, UnsubscribeBody, PasskeyLoginBody, RegisterPasskeyBody, StartPasskeyRegistrationBody, RenamePasskeyBody, InviteBody, ShortenAnswerBody,
  ModerationSettings, InvitationTokenBody, AcceptInvitationBody, ProjectRetentionBody, AcceptTermsBody, IdentityProviderBody, OidcCreateBody, OidcLinkBody, StaffSignInBody,
  TranslateBody, TranslationSettingsBody, CreateApiTokenBody, CreateAreaAlertBody, AreaAlertTokenBody, UpdateAreaAlertBody,
} from '@mitmachkarte/contract';
import type { DB } from '../../src/db/schema.js';
import { unsubscribeToken } from '../../src/modules/notifications/unsubscribe-token.js';
import { adminId, sessionFor } from '../admin-fixtures.js';
import { dgsClip, tinyPng } from '../authz-world.js';
import type { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { geoPackage, pointBlobHex } from '../gpkg-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Bad-input corpus (OWASP ASVS 4.0.3 V5.1): for every JSON write route, bodies
 *  derived from its contract schema by fast-check (a field of the wrong kind, a missing field, an
 *  unknown field, no object at all; kept only when the schema itself refuses them) and a curated
 *  corpus (prototype keys, 1 MB strings, NUL and bidi controls, NaN/Infinity, arrays for scalars,
 *  protected fields, SQL in ids, wrong Content-Type). Each answer is 400, 413 or 415, never 5xx,
 *  and no table changes. The caller holds every right, so only the input decides. */
let t: TestApp;
let admin: TestClient;
let ids: Record<'ws' | 'layer' | 'point' | 'comment' | 'user' | 'group' | 'org' | 'report', string>;
const tally = { generated: 0, curated: 0, byStatus: {} as Record<number, number> };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { registerPerHour: 100_000, resetPerHour: 100_000, confirmLinkPerHour: 100_000, surveyPerHour: 100_000, imageUploadPerHour: 100_000, loginPerMinute: 100_000, feedbackPerHour: 100_000, termsPerHour: 100_000, translatePerHour: 100_000, areaAlertsPerDay: 100_000 } });
  admin = await sessionFor(t, await adminId(t));
  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { ID: string }).ID;
  };
  const ws = await ok(admin.post('/api/v1/gis/workspace', { Name: 'Eingaben', Public: true, Editable: true }));
  const layer = await ok(admin.post('/api/v1/gis/layer', { Workspace: ws, Name: 'Ebene', Public: true, Editable: true }));
  const point = await ok(admin.post('/api/v1/gis/point', { Layer: layer, Latitude: 51, Longitude: 9 }));
  const comment = await ok(admin.post('/api/v1/gis/comment', { PointID: point, Text: 'Hallo' }));
  const group = await ok(admin.post('/api/v1/admin/group', { Name: 'Eingabegruppe' }));
  const org = await ok(admin.post('/api/v1/admin/organisation', { Host: 'eingaben.example.org' }));
  const user = (await createUser(t.db, { email: 'eingaben@example.org' })).id;
  expect((await admin.post('/api/v1/gis/report', { CommentID: comment, Reason: 'sonstiges' })).statusCode).toBe(200);
  const report = (await t.db.selectFrom('reports').select('id').executeTakeFirstOrThrow()).id;
  ids = { ws, layer, point, comment, user, group, org, report };
});
afterAll(async () => {
  console.log(`bad-input corpus: ${tally.generated} generated + ${tally.curated} curated cases over ${ROUTES.length} write routes; statuses ${JSON.stringify(tally.byStatus)}`);
  await t?.close();
});

type Route = { route: string; url: () => string; schema: z.ZodType; valid: () => Record<string, unknown> };
const body = (x: Record<string, unknown>) => x;
/** Every JSON write route with its contract schema and a valid body (checked by the first test). */
const ROUTES: Route[] = [
  { route: 'POST /auth/login', url: () => '/auth/login', schema: LoginBody, valid: () => body({ Email: 'eingaben@example.org', Password: 'passwort-123' }) },
  { route: 'POST /auth/settings', url: () => '/auth/settings', schema: Settings, valid: () => body({ Farbe: 'blau' }) },
  { route: 'PUT /auth/language', url: () => '/auth/language', schema: AccountLanguageBody, valid: () => body({ Language: 'de' }) },
  { route: 'POST /auth/register', url: () => '/auth/register', schema: RegisterBody, valid: () => body({ Email: 'neu@example.org', Name: 'Neu', Password: 'ein-langes-passwort' }) },
  { route: 'POST /auth/resetpassword', url: () => '/auth/resetpassword', schema: ResetPasswordBody, valid: () => body({ Email: 'eingaben@example.org', Password: 'ein-langes-passwort' }) },
  { route: 'POST /auth/activate', url: () => '/auth/activate', schema: ConfirmLinkBody, valid: () => body({ Token: 'A'.repeat(43), Password: 'ein-langes-passwort' }) },
  { route: 'POST /auth/confirmpassword', url: () => '/auth/confirmpassword', schema: ConfirmLinkBody, valid: () => body({ Token: 'A'.repeat(43), Password: 'ein-langes-passwort' }) },
  { route: 'POST /accessibility/feedback', url: () => '/accessibility/feedback', schema: AccessibilityFeedbackBody, valid: () => body({ Message: 'Gut lesbar' }) },
  { route: 'POST /auth/mfa/setup', url: () => '/auth/mfa/setup', schema: SetUpMfaBody, valid: () => body({ Password: 'nicht-das-richtige' }) },
  { route: 'POST /auth/mfa/enable', url: () => '/auth/mfa/enable', schema: EnableMfaBody, valid: () => body({ Password: 'nicht-das-richtige', Code: '123456' }) },
  { route: 'POST /auth/mfa/disable', url: () => '/auth/mfa/disable', schema: MfaProofBody, valid: () => body({ Password: 'nicht-das-richtige', Code: '123456' }) },
  { route: 'POST /auth/mfa/recovery-codes', url: () => '/auth/mfa/recovery-codes', schema: MfaProofBody,
    valid: () => body({ Password: 'nicht-das-richtige', RecoveryCode: 'ABCDE-FGHJK' }) },
  { route: 'POST /auth/login/mfa', url: () => '/auth/login/mfa', schema: MfaLoginBody, valid: () => body({ Code: '123456' }) },
  { route: 'POST /auth/passkeys/registration/options', url: () => '/auth/passkeys/registration/options', schema: StartPasskeyRegistrationBody, valid: () => body({ Password: 'nicht-das-richtige' }) },
  { route: 'POST /auth/passkeys/registration', url: () => '/auth/passkeys/registration', schema: RegisterPasskeyBody,
    valid: () => body({ Response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AA', attestationObject: 'AA' }, clientExtensionResults: {} }, Name: 'Laptop' }) },
  { route: 'POST /auth/tokens', url: () => '/auth/tokens', schema: CreateApiTokenBody,
    valid: () => body({ Name: 'Skript', Scopes: ['read'], ExpiresAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString() }) },
  { route: 'PUT /auth/passkeys/:id', url: () => '/auth/passkeys/AAAAAAAA', schema: RenamePasskeyBody, valid: () => body({ Name: 'Laptop' }) },
  { route: 'POST /area-alerts', url: () => '/area-alerts', schema: CreateAreaAlertBody,
    valid: () => body({ Area: { Kind: 'Kreis', Latitude: 51.3, Longitude: 9.47, Radius: 500 }, Projects: [ids.ws], Frequency: 'sofort', Email: 'gebiet@example.org' }) },
  { route: 'POST /area-alerts/confirm', url: () => '/area-alerts/confirm', schema: AreaAlertTokenBody, valid: () => body({ Token: 'kein-token' }) },
  { route: 'POST /area-alerts/unsubscribe', url: () => '/area-alerts/unsubscribe', schema: AreaAlertTokenBody, valid: () => body({ Token: 'kein-token' }) },
  { route: 'PUT /auth/area-alerts/:id', url: () => '/auth/area-alerts/0190f5a2-dead-7000-8000-00000000beef', schema: UpdateAreaAlertBody, valid: () => body({ Paused: true }) },
  { route: 'POST /auth/passkeys/login', url: () => '/auth/passkeys/login', schema: PasskeyLoginBody,
    valid: () => body({ Response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} } }) },
  { route: 'POST /auth/mfa/passkey', url: () => '/auth/mfa/passkey', schema: PasskeyLoginBody,
    valid: () => body({ Response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} } }) },
  { route: 'POST /auth/account/delete', url: () => '/auth/account/delete', schema: DeleteAccountBody, valid: () => body({ Password: 'nicht-das-richtige' }) },
  { route: 'POST /auth/password', url: () => '/auth/password', schema: ChangePasswordBody, valid: () => body({ CurrentPassword: 'nicht-das-richtige', Password: 'Fluss-Ufer-Kiesel-42' }) },
  { route: 'POST /auth/terms', url: () => '/auth/terms', schema: AcceptTermsBody, valid: () => body({ Version: '0123456789abcdef' }) },
  { route: 'POST /gis/workspace', url: () => '/gis/workspace', schema: CreateWorkspaceBody, valid: () => body({ Name: 'W', Public: true, Editable: false }) },
  { route: 'PUT /gis/workspace/:id', url: () => `/gis/workspace/${ids.ws}`, schema: UpdateWorkspaceBody, valid: () => body({ Name: 'W', Public: true, Editable: true }) },
  { route: 'PUT /gis/workspace/:id/retention', url: () => `/gis/workspace/${ids.ws}/retention`, schema: ProjectRetentionBody, valid: () => body({ Mode: 'months', Months: 12, Photos: 'keep' }) },
  { route: 'POST /gis/workspace/:id/transfer', url: () => `/gis/workspace/${ids.ws}/transfer`, schema: TransferBody, valid: () => body({ Email: 'eingaben@example.org' }) },
  { route: 'POST /gis/workspaceacl/add/:id', url: () => `/gis/workspaceacl/add/${ids.ws}`, schema: AclChangeBody, valid: () => body({ ID: ids.user }) },
  { route: 'POST /gis/workspaceacl/remove/:id', url: () => `/gis/workspaceacl/remove/${ids.ws}`, schema: AclChangeBody, valid: () => body({ ID: ids.user }) },
  { route: 'POST /gis/workspaceacl/invite/:id', url: () => `/gis/workspaceacl/invite/${ids.ws}`, schema: InviteBody, valid: () => body({ Email: 'eingeladen@example.org' }) },
  { route: 'POST /auth/invitation/check', url: () => '/auth/invitation/check', schema: InvitationTokenBody, valid: () => body({ Token: 'A'.repeat(43) }) },
  { route: 'POST /auth/invitation/accept', url: () => '/auth/invitation/accept', schema: AcceptInvitationBody,
    valid: () => body({ Token: 'A'.repeat(43), Name: 'Neu', Password: 'ein-langes-passwort' }) },
  { route: 'POST /gis/layer', url: () => '/gis/layer', schema: CreateLayerBody, valid: () => body({ Workspace: ids.ws, Name: 'L', Public: true, Editable: true }) },
  { route: 'PUT /gis/layer/:id', url: () => `/gis/layer/${ids.layer}`, schema: UpdateLayerBody,
    valid: () => body({ Name: 'L', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } }) },
  { route: 'POST /gis/point', url: () => '/gis/point', schema: CreatePointBody, valid: () => body({ Layer: ids.layer, Latitude: 51, Longitude: 9 }) },
  { route: 'PUT /gis/point/:id', url: () => `/gis/point/${ids.point}`, schema: UpdatePointBody, valid: () => body({ Latitude: 51, Longitude: 9 }) },
  { route: 'POST /gis/report', url: () => '/gis/report', schema: ReportBody, valid: () => body({ PointID: ids.point, Reason: 'spam' }) },
  { route: 'POST /gis/moderation/hide', url: () => '/gis/moderation/hide', schema: HideBody, valid: () => body({ PointID: ids.point, Reason: 'Werbung' }) },
  { route: 'POST /gis/moderation/show', url: () => '/gis/moderation/show', schema: ShowBody, valid: () => body({ PointID: ids.point }) },
  { route: 'POST /gis/moderation/dismiss', url: () => '/gis/moderation/dismiss', schema: DismissReportBody, valid: () => body({ ReportID: ids.report }) },
  { route: 'POST /gis/moderation/shorten-answer', url: () => '/gis/moderation/shorten-answer', schema: ShortenAnswerBody,
    valid: () => body({ PointID: ids.point, Variable: 'Titel', Text: 'Titel […]' }) },
  { route: 'PUT /gis/workspace/:id/moderation-settings', url: () => `/gis/workspace/${ids.ws}/moderation-settings`, schema: ModerationSettings,
    valid: () => body({ AutoHideReports: 5 }) },
  { route: 'PUT /gis/point/:id/answer', url: () => `/gis/point/${ids.point}/answer`, schema: OfficialAnswerBody, valid: () => body({ Text: 'Wir prüfen das.' }) },
  { route: 'PUT /gis/point/:id/status', url: () => `/gis/point/${ids.point}/status`, schema: StatusChangeBody, valid: () => body({ Status: 'pruefung' }) },
  { route: 'PUT /gis/point/:id/response', url: () => `/gis/point/${ids.point}/response`, schema: PointResponseBody, valid: () => body({ Status: 'pruefung', Answer: 'Wir prüfen das.', InternalNote: 'Intern' }) },
  { route: 'PUT /auth/notifications', url: () => '/auth/notifications', schema: NotificationSettingsBody, valid: () => body({ NoMail: true }) },
  { route: 'POST /notifications/unsubscribe', url: () => '/notifications/unsubscribe', schema: UnsubscribeBody,
    valid: () => body({ Token: unsubscribeToken(t.app.notificationDeps.secret, ids.user, ids.point) }) },
  { route: 'POST /gis/comment', url: () => '/gis/comment', schema: CreateCommentBody, valid: () => body({ PointID: ids.point, Text: 'Gut' }) },
  { route: 'POST /gis/vote/:id', url: () => `/gis/vote/${ids.point}`, schema: VoteBody, valid: () => body({ Vote: 1 }) },
  { route: 'POST /gis/votecomment/:id', url: () => `/gis/votecomment/${ids.comment}`, schema: VoteBody, valid: () => body({ Vote: 1 }) },
  { route: 'POST /survey', url: () => '/survey', schema: SurveyBody, valid: () => body({ Data: { interessensgruppe: 'buerger_stadt', altersgruppe: 'alter_21_35' } }) },
  { route: 'POST /admin/user', url: () => '/admin/user', schema: CreateUserBody,
    valid: () => body({ Name: 'N', Email: 'nn@example.org', Password: 'ein-langes-passwort', Active: true, Groups: [], Attributes: [] }) },
  { route: 'PUT /admin/user/:id', url: () => `/admin/user/${ids.user}`, schema: UpdateUserBody,
    valid: () => body({ Name: 'N', Email: 'eingaben@example.org', Active: true, Groups: [], Attributes: [] }) },
  { route: 'POST /admin/group', url: () => '/admin/group', schema: CreateGroupBody, valid: () => body({ Name: 'G2', Permissions: [] }) },
  { route: 'PUT /admin/group/:id', url: () => `/admin/group/${ids.group}`, schema: UpdateGroupBody, valid: () => body({ Name: 'G3', Permissions: [] }) },
  { route: 'POST /admin/organisation', url: () => '/admin/organisation', schema: CreateOrganisationBody, valid: () => body({ Host: 'zwei.example.org' }) },
  { route: 'PUT /admin/organisation/:id', url: () => `/admin/organisation/${ids.org}`, schema: OrganisationBody,
    valid: () => body({ Host: 'eingaben.example.org', Config: { Title: 'T' } }) },
  { route: 'POST /auth/oidc/pending/link', url: () => '/auth/oidc/pending/link', schema: OidcLinkBody, valid: () => body({ Password: 'nicht-das-richtige' }) },
  { route: 'POST /auth/oidc/pending/create', url: () => '/auth/oidc/pending/create', schema: OidcCreateBody, valid: () => body({}) },
  { route: 'POST /admin/organisation/:id/identity-providers', url: () => `/admin/organisation/${ids.org}/identity-providers`, schema: IdentityProviderBody,
    valid: () => body({ Label: 'Stadt-Konto', Issuer: 'http://127.0.0.1:9', ClientId: 'eingaben' }) },
  { route: 'PUT /admin/organisation/:id/identity-providers/:providerId', url: () => `/admin/organisation/${ids.org}/identity-providers/${ids.user}`, schema: IdentityProviderBody,
    valid: () => body({ Label: 'Stadt-Konto', Issuer: 'http://127.0.0.1:9', ClientId: 'eingaben' }) },
  { route: 'PUT /admin/organisation/:id/staff-sign-in', url: () => `/admin/organisation/${ids.org}/staff-sign-in`, schema: StaffSignInBody,
    valid: () => body({ Required: false, RequiredAmr: ['otp'] }) },
  { route: 'PUT /admin/organisation/:id/translation', url: () => `/admin/organisation/${ids.org}/translation`, schema: TranslationSettingsBody,
    valid: () => body({ Enabled: true, Url: 'https://translate.example.org', ApiKey: 'schluessel' }) },
  { route: 'POST /gis/translate', url: () => '/gis/translate', schema: TranslateBody, valid: () => body({ Kind: 'comment', ID: ids.comment, Target: 'en' }) },
];

/** The tables a write could change (sessions only by id: reading a session refreshes last_seen_at). */
const TABLES: (keyof DB)[] = [
  'users', 'groups', 'group_permissions', 'user_groups', 'organisations', 'user_settings', 'workspaces', 'workspace_acl', 'layers', 'points',
  'auth_tokens', 'survey_responses', 'images', 'comments', 'point_votes', 'comment_votes', 'login_failures', 'point_history', 'audit_log', 'follows', 'translation_settings', 'translations',
  'workspace_retention', 'terms_acceptances', 'identity_providers', 'user_identities', 'oidc_pending',
];
async function snapshot() {
  const out: Record<string, unknown> = {};
  for (const table of TABLES) out[table] = await t.db.selectFrom(table).selectAll().execute().then((rows) => rows.map((r) => JSON.stringify(r)).sort());
  out.sessions = (await t.db.selectFrom('sessions').select('id').execute()).map((r) => r.id).sort();
  return out;
}

/** The number of background jobs (docs/decisions/0022). */
const countJobs = async () => Number((await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Sends raw text (or bytes) with a Content-Type as the logged-in administrator. */
async function sendRaw(route: Route, payload: string | Buffer, contentType: string | undefined): Promise<LightMyRequestResponse> {
  const method = route.route.split(' ')[0] as 'POST' | 'PUT';
  const headers: Record<string, string> = { ...(contentType ? { 'content-type': contentType } : {}) };
  return admin.request(method, `/api/v1${route.url()}`, payload, { headers });
}

/** The contract of a refusal: 400, 413 or 415 with a German `{ Message }`. */
function expectRefused(res: LightMyRequestResponse, what: string) {
  tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
  expect([400, 413, 415], `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  const body = res.json() as { Message?: unknown; Errors?: { Message: string }[] };
  expect(typeof body.Message, what).toBe('string');
  // zod's English defaults („Unrecognized key“, „Invalid input: expected …“) never reach a visitor.
  for (const e of body.Errors ?? []) expect(e.Message, what).not.toMatch(/\b(Invalid|expected|received|Unrecognized|Too (small|big))\b/);
}

/** Any JSON value, of the kinds a field could wrongly hold. */
const anyJson = fc.oneof(
  fc.string({ maxLength: 30 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);
/** Bodies derived from a valid one: one field of another kind, one field missing, one unknown
 *  field, or no object at all. Kept only when the contract schema refuses them. */
function invalidBodies(route: Route) {
  const base = route.valid();
  const keys = [...new Set([...Object.keys(base), ...Object.keys((route.schema as unknown as { shape?: object }).shape ?? {})])];
  return fc.oneof(
    fc.record({ key: fc.constantFrom(...keys), value: anyJson }).map(({ key, value }) => ({ ...base, [key]: value })),
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key))),
    fc.record({ key: fc.string({ minLength: 1, maxLength: 12 }), value: anyJson }).map(({ key, value }) => ({ ...base, [key]: value })),
    anyJson.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)),
  ).map((b) => JSON.stringify(b)).filter((text) => text !== undefined && !route.schema.safeParse(JSON.parse(text)).success);
}

/** The curated corpus for one route: raw JSON texts (or bytes) and their Content-Type. */
function curated(route: Route): { what: string; payload: string | Buffer; type?: string }[] {
  const base = route.valid();
  const text = JSON.stringify(base);
  const withField = (extra: string) => text === '{}' ? `{${extra}}` : text.replace(/^\{/, `{${extra},`);
  const firstString = Object.entries(base).find(([, v]) => typeof v === 'string')?.[0];
  const withString = (s: string) => JSON.stringify({ ...base, [firstString ?? 'Name']: s });
  const cases: { what: string; payload: string | Buffer; type?: string }[] = [
    { what: '__proto__ key', payload: withField('"__proto__":{"Active":true,"Permissions":["admin"]}') },
    { what: 'nested __proto__ key', payload: withField('"Extra":{"__proto__":{"x":1}}') },
    { what: 'constructor.prototype key', payload: withField('"constructor":{"prototype":{"admin":true}}') },
    { what: '1 MB string', payload: withString('x'.repeat(1_000_000)) },
    { what: '2 MB string', payload: withString('x'.repeat(2_000_000)) },
    { what: 'NUL character', payload: withString('Hallo\u0000Welt') },
    { what: 'NUL in a key', payload: withField('"a\\u0000b":1') },
    { what: 'right-to-left override', payload: withString('Rechnung\u202Efdp.exe') },
    { what: 'NaN literal', payload: withField('"Zahl":NaN') },
    { what: 'Infinity literal', payload: withField('"Zahl":Infinity') },
    { what: 'number beyond double (Infinity after parsing) in every field', payload: JSON.stringify(base).replace(/:(("[^"]*")|true|false|-?\d+(\.\d+)?)/g, ':1e999') },
    { what: 'arrays for scalars', payload: JSON.stringify(Object.fromEntries(Object.entries(base).map(([k, v]) => [k, [v]]))) },
    { what: 'objects for scalars', payload: JSON.stringify(Object.fromEntries(Object.entries(base).map(([k, v]) => [k, { Wert: v }]))) },
    { what: 'SQL fragment as an id', payload: withField('"ID":"1\' OR \'1\'=\'1"') },
    { what: 'protected UserID', payload: withField(`"UserID":"${ids.user}"`) },
    { what: 'protected CreatedAt and DeletedAt', payload: withField('"CreatedAt":"2020-01-01T00:00:00Z","DeletedAt":null') },
    { what: 'protected password_hash', payload: withField('"password_hash":"scrypt$1$1$1$AA$AA"') },
    { what: 'protected Owner and IsDefault', payload: withField('"Owner":"x","IsDefault":true') },
    { what: 'JSON nested 100 deep', payload: withField(`"Tief":${'['.repeat(100)}${']'.repeat(100)}`) },
    { what: 'truncated JSON', payload: text.slice(0, -1) },
    { what: 'empty body', payload: '' },
    { what: 'JSON as text/plain', payload: text, type: 'text/plain' },
    { what: 'form encoding', payload: 'Name=x&Public=true', type: 'application/x-www-form-urlencoded' },
    { what: 'multipart', payload: '--x\r\nContent-Disposition: form-data; name="Name"\r\n\r\nx\r\n--x--\r\n', type: 'multipart/form-data; boundary=x' },
    { what: 'XML', payload: '<Name>x</Name>', type: 'application/xml' },
    { what: 'a PNG', payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), type: 'image/png' },
  ];
  // A curated body the contract accepts is no bad input (e.g. extra keys of a settings map).
  return cases.filter((c) => c.type !== undefined || c.payload === '' || !isAccepted(route, c.payload));
}
function isAccepted(route: Route, payload: string | Buffer): boolean {
  try {
    return route.schema.safeParse(JSON.parse(payload.toString())).success;
  } catch {
    return false;
  }
}

describe('bad-input corpus', () => {
  it('starts from bodies the contract and the server accept', async () => {
    for (const route of ROUTES) expect(route.schema.safeParse(route.valid()).success, route.route).toBe(true);
  });

  it.each(ROUTES.map((r) => [r.route, r] as const))('%s: generated and curated bad bodies → 400/413/415, nothing stored', async (_label, route) => {
    const before = await snapshot();
    await fc.assert(fc.asyncProperty(invalidBodies(route), async (payload) => {
      tally.generated++;
      expectRefused(await sendRaw(route, payload, 'application/json'), `${route.route} ${payload.slice(0, 200)}`);
    }), { numRuns: 40 });
    for (const c of curated(route)) {
      tally.curated++;
      expectRefused(await sendRaw(route, c.payload, c.type ?? 'application/json'), `${route.route}: ${c.what}`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses SQL fragments and NUL in path ids with 400 and JSON or text on the image upload with 415', async () => {
    const before = await snapshot();
    for (const id of ["1' OR '1'='1", '1;DROP TABLE users', '%00', '..%2F..%2Fetc%2Fpasswd']) {
      for (const url of [`/gis/workspace/${id}`, `/gis/point/${id}`, `/admin/user/${id}`, `/gis/comment/${id}`]) {
        tally.curated++;
        expectRefused(await admin.request('DELETE', `/api/v1${url}`), `DELETE ${url}`);
      }
    }
    for (const [payload, type] of [['{"a":1}', 'application/json'], ['hallo', 'text/plain'], [await tinyPng(), 'application/x-www-form-urlencoded']] as const) {
      tally.curated++;
      const res = await admin.request('POST', '/api/v1/gis/images/upload', payload, { headers: { 'content-type': type } });
      expectRefused(res, `upload as ${type}`);
      expect(res.statusCode).toBe(415);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses hostile videos, captions, slots and ids of the DGS uploads with a German 400, 413 or 415, storing nothing', async () => {
    const before = await snapshot();
    const clip = await dgsClip();
    const videos: [string, Buffer, string][] = [
      ['NUL bytes', Buffer.alloc(4000), 'video/mp4'],
      ['a PNG', await tinyPng(), 'application/octet-stream'],
      ['the second half of an MP4', clip.subarray(clip.length >> 1), 'video/mp4'],
      ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>'), 'video/webm'],
      ['a JSON body', Buffer.from('{"a":1}'), 'application/json'],
      ['a form', Buffer.from('a=1'), 'application/x-www-form-urlencoded'],
    ];
    for (const [what, bytes, type] of videos) {
      tally.curated++;
      expectRefused(await admin.request('POST', `/api/v1/admin/organisation/${ids.org}/videos/inhalt`, bytes, { headers: { 'content-type': type } }), `video: ${what}`);
    }
    for (const slot of ['gebaerden', "inhalt' OR '1'='1", '%00', '..%2F..%2Fetc']) {
      tally.curated++;
      expectRefused(await admin.request('POST', `/api/v1/admin/organisation/${ids.org}/videos/${slot}`, clip, { headers: { 'content-type': 'video/mp4' } }), `slot ${slot}`);
    }
    for (const file of ["1' OR '1'='1", '%00', 'abc']) {
      tally.curated++;
      expectRefused(await admin.get(`/api/v1/dgs/video/${file}`), `file ${file}`);
    }
    const captions: [string, Buffer][] = [
      ['plain text', Buffer.from('Hallo')], ['WEBVTTX', Buffer.from('WEBVTTX\n')], ['Latin-1', Buffer.from('WEBVTT\n\nGr\xfc\xdfe', 'latin1')],
      ['NUL', Buffer.from('WEBVTT\n\u0000')], ['600 KB', Buffer.concat([Buffer.from('WEBVTT\n'), Buffer.alloc(600 * 1024, 65)])],
    ];
    for (const [what, bytes] of captions) {
      tally.curated++;
      expectRefused(await admin.request('POST', `/api/v1/admin/organisation/${ids.org}/videos/inhalt/captions`, bytes, { headers: { 'content-type': 'text/vtt' } }), `captions: ${what}`);
    }
    expect(await snapshot()).toEqual(before);
    expect(await t.db.selectFrom('dgs_videos').selectAll().execute()).toEqual([]);
  });

  it('refuses hostile and broken import files on the preview and the import with a German 400, never 500, storing nothing', async () => {
    const before = await snapshot();
    const table = 'CREATE TABLE orte (fid INTEGER PRIMARY KEY AUTOINCREMENT, geom BLOB, Titel TEXT)';
    const point = `X'${pointBlobHex(9.47, 51.3)}'`;
    const files: [string, Buffer][] = [
      ['a GeoPackage with a generated geometry column', geoPackage(`CREATE TABLE orte (fid INTEGER PRIMARY KEY, geom BLOB GENERATED ALWAYS AS (CAST(printf('%.*c', 200000000, 'x') AS BLOB)))`, 'INSERT INTO orte (fid) VALUES (1)')],
      ['a GeoPackage whose feature table is virtual', geoPackage('CREATE VIRTUAL TABLE orte USING fts5(geom, Titel)', `INSERT INTO orte VALUES (${point}, 'a')`)],
      ['a GeoPackage whose gpkg_contents is a view computing a huge name', viewAsContents(geoPackage(table, `INSERT INTO orte (geom) VALUES (${point})`))],
      ['a GeoPackage with a 2 MB value', geoPackage(table, `INSERT INTO orte (geom, Titel) VALUES (${point}, printf('%.*c', 2000000, 'x'))`)],
      ['a GeoPackage header and nothing else', Buffer.from('SQLite format 3\0', 'latin1')],
      ['NUL bytes', Buffer.alloc(1000)],
      ['a PNG', await tinyPng()],
    ];
    for (const [what, bytes] of files) {
      for (const url of [`/gis/import/${ids.layer}/preview`, `/gis/import/${ids.layer}`]) {
        tally.curated++;
        const res = await admin.request('POST', `/api/v1${url}`, bytes, { headers: { 'content-type': 'application/octet-stream' } });
        expect(res.statusCode, `${what} → ${res.body}`).toBe(400);
        expect(res.json().Message, what).toMatch(/^Die |^Objekt /);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad pages, page sizes and ids of the audit log with a German 400 (an unknown workspace 404), never 500', async () => {
    const before = await snapshot();
    const bad = ['page=0', 'page=-1', 'page=1.5', 'page=abc', 'page=', 'page=1e9', 'pageSize=0', 'pageSize=201', 'pageSize=2.5', 'page=1%27%20OR%20%271%27=%271'];
    for (const query of bad) {
      for (const url of [`/gis/audit/${ids.ws}?${query}`, `/admin/audit?${query}`]) {
        tally.curated++;
        const res = await admin.get(`/api/v1${url}`);
        expect(res.statusCode, `${url} → ${res.body}`).toBe(400);
        expect(res.json().Message, url).toBe('Die Eingaben sind ungültig.');
        expect(res.json().Errors[0].Message, url).toMatch(/^page(Size)? muss eine ganze Zahl/);
      }
    }
    for (const id of ["1' OR '1'='1", '1;DROP TABLE audit_log', '%00', 'x'.repeat(80)]) {
      for (const url of [`/gis/audit/${id}`, `/gis/audit/${id}/csv`, `/admin/audit?workspace=${id}`, `/admin/audit/csv?workspace=${id}`]) {
        tally.curated++;
        expectRefused(await admin.get(`/api/v1${url}`), `GET ${url}`);
      }
    }
    for (const url of ['/gis/audit/0190f5a2-dead-7000-8000-00000000beef', '/gis/audit/0190f5a2-dead-7000-8000-00000000beef/csv']) {
      const res = await admin.get(`/api/v1${url}`);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ Message: 'Das Projekt wurde nicht gefunden.' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad formats and ids of the export jobs with a German 400 (an unknown layer or job 404), never 500, starting no job', async () => {
    const before = await snapshot();
    const jobs = await countJobs();
    for (const query of ['', 'format=', 'format=pdf', 'format=CSV', 'format=csv&format=xlsx', 'format=%00', "format=csv' OR '1'='1", `format=${'x'.repeat(5000)}`]) {
      tally.curated++;
      const res = await admin.post(`/api/v1/gis/exports/${ids.layer}?${query}`, {});
      expect(res.statusCode, `${query} → ${res.body}`).toBe(400);
      expect(res.json().Message, query).toMatch(/^Die (Eingaben sind ungültig|Adresse enthält)/);
    }
    for (const id of ["1' OR '1'='1", '1;DROP TABLE jobs', '%00', 'x'.repeat(80)]) {
      for (const url of [`/gis/exports/${id}?format=csv`, `/gis/jobs/${id}`, `/gis/jobs/${id}/file`]) {
        tally.curated++;
        expectRefused(await admin.request(url.startsWith('/gis/exports') ? 'POST' : 'GET', `/api/v1${url}`, url.startsWith('/gis/exports') ? {} : undefined), url);
      }
    }
    const unknown = '0190f5a2-dead-7000-8000-00000000beef';
    expect((await admin.post(`/api/v1/gis/exports/${unknown}?format=csv`, {})).statusCode).toBe(404);
    for (const url of [`/gis/jobs/${unknown}`, `/gis/jobs/${unknown}/file`]) {
      const res = await admin.get(`/api/v1${url}`);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ Message: 'Der Auftrag wurde nicht gefunden.' });
    }
    expect(await countJobs()).toBe(jobs);
    expect(await snapshot()).toEqual(before);
  });

  it('stores hostile but valid text verbatim through parameterised queries (SQL stays text)', async () => {
    const hostile = `Robert'); DROP TABLE points;-- "<script>alert(1)</script>" \\ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u200F`;
    const res = await admin.post(`/api/v1/gis/comment`, { PointID: ids.point, Text: hostile });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.selectFrom('comments').select('text').where('id', '=', (res.json() as { ID: string }).ID).executeTakeFirstOrThrow();
    expect(row.text).toBe(hostile.trim());
    expect(await t.db.selectFrom('points').select('id').where('id', '=', ids.point).executeTakeFirst()).toBeDefined();
  });
});

/** `bytes` (a GeoPackage) with gpkg_contents replaced by a view whose table name is computed (200 MB). */
function viewAsContents(bytes: Buffer): Buffer {
  const db = new Database(bytes);
  try {
    db.exec(`ALTER TABLE gpkg_contents RENAME TO contents_stored;
      CREATE VIEW gpkg_contents AS SELECT printf('%.*c', 200000000, 'x') AS table_name, data_type, identifier, srs_id FROM contents_stored;`);
    return db.serialize();
  } finally {
    db.close();
  }
}
