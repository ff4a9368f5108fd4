import type { Readable } from 'node:stream';
import type { AreaAlert, Passkey, Settings } from '@mitmachkarte/contract';
import type { UsersTable } from '../../db/schema.js';
import { parseJson } from '../../lib/json.js';
import { presentPointData } from '../points/core/points.presenter.js';
import type { ImageStore } from '../images/image-store.js';
import type { TermsAcceptanceExport } from '../terms/terms.presenter.js';
import type {
  listCommentsBy, listCommentVotesBy, listDepartmentsOf, listFollowsBy, listImagesUploadedBy, listInboxReadStateOf, listPointsCreatedBy, listPointVotesBy,
  listTeamNotificationSettingsOf,
} from './account.repository.js';

/** Everything stored under one account. */
export type AccountData = {
  user: UsersTable;
  groups: string[];
  settings: Settings;
  points: Awaited<ReturnType<typeof listPointsCreatedBy>>;
  comments: Awaited<ReturnType<typeof listCommentsBy>>;
  pointVotes: Awaited<ReturnType<typeof listPointVotesBy>>;
  commentVotes: Awaited<ReturnType<typeof listCommentVotesBy>>;
  images: Awaited<ReturnType<typeof listImagesUploadedBy>>;
  follows: Awaited<ReturnType<typeof listFollowsBy>>;
  /** The choices of the team's mails per project (docs/product.md §16.8). */
  teamNotifications: Awaited<ReturnType<typeof listTeamNotificationSettingsOf>>;
  /** The read state of the team inboxes (docs/product.md §16.9) and the departments (§16.10). */
  inbox: Awaited<ReturnType<typeof listInboxReadStateOf>>;
  departments: Awaited<ReturnType<typeof listDepartmentsOf>>;
  /** Acceptances of terms of use, oldest first (docs/product.md §2.22). */
  terms: TermsAcceptanceExport[];
  /** Links to identity providers, with the verification kept of each (docs/product.md §14.1). */
  identities: {
    ProviderID: string; Subject: string; Email: string; LinkedAt: string; LastLoginAt: string | null;
    Assurance: string | null; MunicipalityKey: string | null; VerifiedAt: string | null;
  }[];
  /** The passkeys (docs/product.md §14): name, added, last used. */
  passkeys: Passkey[];
  /** The area alerts (docs/product.md §24.2): area, projects, categories, frequency, paused. */
  areaAlerts: Omit<AreaAlert, 'FeedUrl'>[];
  /** The answers to profile questions (docs/product.md §25.3): site, question, answer, when. */
  profile: { Site: string; Question: string; Answer: string; Updated: string }[];
  /** The answers to surveys given while signed in (docs/product.md §25.2): survey, title, answers, when. */
  surveyAnswers: { SurveyID: string; Survey: string; Answers: unknown; CreatedAt: string }[];
  /** The projects whose „Neuigkeiten“ the user follows (docs/product.md §25.5), oldest first. */
  projectFollows: { WorkspaceID: string; Since: string }[];
};

/** File name extension of an image's raw upload. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic', 'image/avif': 'avif',
};

const README = `Meine Daten aus der Mitmachkarte
================================

Dieses Archiv enthält alles, was unter Ihrem Konto gespeichert ist (DSGVO Art. 15 und 20):

- konto.json: Ihr Profil (Name, E-Mail-Adresse, Gruppen, Attribute, Sprache), Ihre Einstellungen, die
  Einträge, denen Sie folgen (mit „Keine E-Mails“), Ihre Benachrichtigungen für das Team je
  Projekt, wann Sie welche Fassung der Nutzungsbedingungen akzeptiert haben, mit welchen
  Anmeldediensten Ihr Konto verknüpft ist (mit der Verifizierung als Einwohnerin oder Einwohner:
  was der Dienst bestätigt hat, Gemeindeschlüssel und Zeitpunkt) und Ihre Passkeys (Name,
  hinzugefügt, zuletzt benutzt) und Ihre Benachrichtigungen für Gebiete (Gebiet, Projekte,
  Kategorien, Häufigkeit) und Ihre Angaben zu Ihrer Person (Antworten auf Profilfragen: Seite,
  Frage, Antwort, wann)
- punkte.json: die Punkte, die Sie eingetragen haben, mit Ihren Antworten (auch gelöschte)
- kommentare.json: Ihre Kommentare
- stimmen.json: Ihre Stimmen zu Punkten und Kommentaren
- umfragen.json: Ihre Antworten auf Umfragen, die Sie angemeldet gegeben haben
- bilder/: die Fotos, die Sie hochgeladen haben, so wie Sie sie hochgeladen haben

Alle Dateien sind JSON (UTF-8), Zeiten in UTC (ISO 8601), Koordinaten in Grad (WGS 84).
`;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** The export archive of one account (a ZIP stream): LIESMICH.txt, konto.json (with the
 *  acceptances of terms of use), punkte.json,
 *  kommentare.json, stimmen.json, umfragen.json and bilder/<id>.<ext> with the raw uploads. Images whose files
 *  are missing are left out. */
export async function accountArchive(data: AccountData, store: ImageStore): Promise<Readable> {
  // yazl is loaded for the rare export, not at start-up (docs/runtime.md §1).
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  const at = new Date(data.user.created_at);
  const add = (name: string, bytes: Buffer) => zip.addBuffer(bytes, name, { mtime: at });
  add('LIESMICH.txt', Buffer.from(README, 'utf8'));
  add('konto.json', json({
    ID: data.user.id, Name: data.user.name, Email: data.user.email, Active: data.user.active === 1, CreatedAt: data.user.created_at,
    Attributes: parseJson(data.user.attributes, []), Groups: data.groups, Settings: data.settings, Language: data.user.language ?? null,
    Notifications: { NoMail: data.user.notifications_off === 1, Follows: data.follows.map((f) => ({ PointID: f.point_id, Since: f.created_at })), ProjectFollows: data.projectFollows },
    TeamNotifications: data.teamNotifications.map((n) => ({
      WorkspaceID: n.workspace_id, Entries: n.entries, Reports: n.reports, Approvals: n.approvals, UpdatedAt: n.updated_at,
    })),
    TermsAcceptances: data.terms,
    TeamInbox: data.inbox.map((i) => ({ WorkspaceID: i.workspaceId, SeenBefore: i.seenBefore, ReadSingly: i.readSingly })),
    Departments: data.departments.map((d) => ({ WorkspaceID: d.workspace_id, Name: d.name })),
    Identities: data.identities,
    Passkeys: data.passkeys.map((p) => ({ Name: p.Name, CreatedAt: p.CreatedAt, LastUsedAt: p.LastUsedAt })),
    AreaAlerts: data.areaAlerts,
    ProfileAnswers: data.profile,
  }));
  add('punkte.json', json(data.points.map((p) => ({ ...presentPointData(p), DeletedAt: p.deleted_at ?? undefined }))));
  add('kommentare.json', json(data.comments.map((c) => ({ ID: c.id, PointID: c.point_id, Text: c.text, CreatedAt: c.created_at }))));
  add('stimmen.json', json({
    Punkte: data.pointVotes.map((v) => ({ PointID: v.point_id, Vote: v.value, UpdatedAt: v.updated_at })),
    Kommentare: data.commentVotes.map((v) => ({ CommentID: v.comment_id, Vote: v.value, UpdatedAt: v.updated_at })),
  }));
  add('umfragen.json', json(data.surveyAnswers));
  for (const image of data.images) {
    const file = await store.get(image.id, 'raw');
    // Photos are stored already: no compression, their bytes as they are.
    if (file) zip.addReadStream(file.stream, `bilder/${image.id}.${EXTENSIONS[image.raw_type] ?? 'bin'}`, { compress: false, size: file.size, mtime: new Date(image.created_at) });
  }
  zip.end();
  return zip.outputStream as Readable;
}
