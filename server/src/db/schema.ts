import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { TeamNotificationFrequency } from '@mitmachkarte/contract';

/** Table types of the database (docs/architecture.md §2). Booleans are stored as 0/1 integers and JSON as
 *  text on both SQLite and PostgreSQL, timestamps as ISO 8601 UTC text (docs/decisions/0001). */
export interface DB {
  users: UsersTable;
  groups: GroupsTable;
  permissions: PermissionsTable;
  group_permissions: GroupPermissionsTable;
  user_groups: UserGroupsTable;
  sessions: SessionsTable;
  organisations: OrganisationsTable;
  organisation_logos: OrganisationLogosTable;
  dgs_videos: DgsVideosTable;
  answer_templates: AnswerTemplatesTable;
  profile_questions: ProfileQuestionsTable;
  profile_options: ProfileOptionsTable;
  profile_answers: ProfileAnswersTable;
  profile_prompts: ProfilePromptsTable;
  departments: DepartmentsTable;
  department_members: DepartmentMembersTable;
  routing_rules: RoutingRulesTable;
  user_settings: UserSettingsTable;
  workspaces: WorkspacesTable;
  workspace_acl: WorkspaceAclTable;
  workspace_retention: WorkspaceRetentionTable;
  workspace_invitations: WorkspaceInvitationsTable;
  layers: LayersTable;
  points: PointsTable;
  point_answers: PointAnswersTable;
  point_history: PointHistoryTable;
  audit_log: AuditLogTable;
  system_secrets: SystemSecretsTable;
  auth_tokens: AuthTokensTable;
  survey_responses: SurveyResponsesTable;
  images: ImagesTable;
  comments: CommentsTable;
  reports: ReportsTable;
  inbox_marks: InboxMarksTable;
  inbox_seen: InboxSeenTable;
  follows: FollowsTable;
  point_reporters: PointReportersTable;
  team_notification_settings: TeamNotificationSettingsTable;
  team_events: TeamEventsTable;
  team_digests: TeamDigestsTable;
  point_votes: PointVotesTable;
  comment_votes: CommentVotesTable;
  login_failures: LoginFailuresTable;
  mail_outbox: MailOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  image_uses: ImageUsesTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  rate_limits: RateLimitsTable;
  leases: LeasesTable;
  jobs: JobsTable;
  terms_acceptances: TermsAcceptancesTable;
  identity_providers: IdentityProvidersTable;
  user_identities: UserIdentitiesTable;
  oidc_transactions: OidcTransactionsTable;
  oidc_pending: OidcPendingTable;
  oidc_sessions: OidcSessionsTable;
  identity_provider_mappings: IdentityProviderMappingsTable;
  staff_sign_in: StaffSignInTable;
  staff_sign_in_providers: StaffSignInProvidersTable;
  translation_settings: TranslationSettingsTable;
  translations: TranslationsTable;
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  organisation_api_tokens: OrganisationApiTokensTable;
  embed_tokens: EmbedTokensTable;
  area_alerts: AreaAlertsTable;
  area_alert_cells: AreaAlertCellsTable;
  area_alert_notices: AreaAlertNoticesTable;
  surveys: SurveysTable;
  survey_answers: SurveyAnswersTable;
  project_follows: ProjectFollowsTable;
  project_updates: ProjectUpdatesTable;
  project_update_optouts: ProjectUpdateOptoutsTable;
}

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  active: Flag;
  activation_code: string | null;
  attributes: string;
  created_at: string;
  updated_at: string;
  /** Set while an administrator has switched the account off; an inactive account without it is
   *  a registration waiting for activation (docs/decisions/0009). */
  deactivated_at: string | null;
  /** The TOTP secret (encrypted, lib/secret-box.ts) once two-factor login is on; optional on insert. */
  mfa_secret?: string | null;
  /** The secret being enrolled, until its first code confirms it. */
  mfa_pending_secret?: string | null;
  /** The last accepted TOTP time step: a code counts once (RFC 6238 §5.2). A bigint, which
   *  PostgreSQL's driver reads as text. */
  mfa_last_step?: number | string | null;
  /** 1 once the user switched „Keine E-Mails“ on (docs/product.md §16.7); optional on insert. */
  notifications_off?: Flag;
  /** The last login (null: none since the account was made); the warning mail to an account
   *  without a login for the organisation's period, cleared by the next login (docs/product.md §17.8). */
  last_login_at?: string | null;
  inactivity_warned_at?: string | null;
  /** The account's interface language, a code of the contract's LANGUAGES (docs/product.md §23);
   *  null until it has one; optional on insert. */
  language?: string | null;
}
export interface GroupsTable { id: string; name: string; created_at: string }
export interface PermissionsTable { name: string; description: string }
export interface GroupPermissionsTable { group_id: string; permission_name: string }
export interface UserGroupsTable { user_id: string; group_id: string }
export interface SessionsTable {
  /** sha256 of the session token; the token itself lives only in the visitor's cookie. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** The id the profile and the API name the session by (not the hash above). */
  public_id: string;
  /** "Firefox auf Windows" and the like, from the User-Agent at login; '' if unknown. */
  device: string;
  /** 1: the session logged in with the second factor, or switched it on itself (migration
   *  2026_11_28_1100_mfa_sessions). */
  mfa_completed: Flag;
  /** The identity provider the login came through and the `amr` values its ID token named
   *  (space-separated); null for a password or passkey login (migration 2026_11_30_1400). */
  provider_id: string | null;
  provider_amr: string | null;
}
export interface OrganisationsTable {
  id: string;
  host: string;
  title: string;
  menu: string;
  other: string;
  /** JSON `{ key: text }` of the page texts (docs/product.md §17.3), '{}' for none. */
  content: string;
  is_default: Flag;
  created_at: string;
  updated_at: string;
  /** The current logo's revision and the size of its `logo` file in pixels; null without a logo
   *  (migration 2026_11_30_0100_organisation_logo). */
  logo_revision: string | null;
  logo_width: number | null;
  logo_height: number | null;
}
/** An answer template of an organisation (migration 2026_11_30_0400_answer_templates). */
/** Responsibility (docs/product.md §16.10): departments of a project's team, their members and the
 *  routing rules of new entries (`area`: GeoJSON text). */
export interface DepartmentsTable { id: string; workspace_id: string; name: string; created_at: string }
export interface DepartmentMembersTable { department_id: string; user_id: string }
export interface RoutingRulesTable {
  id: string; workspace_id: string; position: number; layer_id: string | null; category: string | null; area: string | null;
  department_id: string | null; user_id: string | null;
}
export interface AnswerTemplatesTable { id: string; organisation_id: string; position: number; name: string; text: string; updated_at: string }
/** Profile questions of an organisation, their options, the answers of accounts and the dismissed
 *  prompts (migration 2026_12_04_1100_profile_questions, docs/product.md §25.3). */
export interface ProfileQuestionsTable { id: string; organisation_id: string; position: number; label: string; active: Flag; updated_at: string }
export interface ProfileOptionsTable { id: string; question_id: string; position: number; label: string }
export interface ProfileAnswersTable { user_id: string; question_id: string; option_id: string; updated_at: string }
export interface ProfilePromptsTable { user_id: string; organisation_id: string; dismissed_at: string }
/** The files of an organisation's logo, one row per revision (migration 2026_11_30_0100_organisation_logo). */
export interface OrganisationLogosTable {
  revision: string;
  organisation_id: string;
  /** PNG, at most 1024 × 256 px, transparent where the upload was. */
  logo: Buffer;
  /** PNG icons of the installed app: 192 and 512 px square, transparent; 512 px maskable on white. */
  icon_192: Buffer;
  icon_512: Buffer;
  icon_maskable: Buffer;
  created_at: string;
}
/** An organisation's video in Deutsche Gebärdensprache (docs/product.md §23.3), for an explanation or
 *  beside a block of the page content; its bytes are in
 *  the image store under `file_id` (variants `video` and `captions`). */
export interface DgsVideosTable {
  organisation_id: string;
  /** One of DGS_SLOTS or a block key of DGS_BLOCKS (contract isDgsSlot). */
  slot: string;
  file_id: string;
  /** video/mp4 or video/webm, as ffprobe found the container. */
  content_type: string;
  /** Size of the video in bytes. */
  bytes: number;
  /** Playing time in ms. */
  duration_ms: number;
  width: number;
  height: number;
  /** Size of the captions (WebVTT) in bytes; null without captions. */
  captions_bytes: number | null;
  created_at: string;
  uploaded_by: string | null;
}
export interface UserSettingsTable { user_id: string; data: string; updated_at: string }
export interface WorkspacesTable {
  id: string;
  name: string;
  public: Flag;
  editable: Flag;
  owner_id: string | null;
  attributes: string;
  /** JSON MapView and GeoJSON Boundary (docs/product.md §17.1), null when not set; optional on insert. */
  map_view?: string | null;
  boundary?: string | null;
  /** The project page (docs/product.md §17.2): Markdown, JSON phases, closed flag; optional on insert. */
  description?: string;
  phases?: string;
  /** The name, description and phases in other languages (docs/product.md §23.5): JSON, null for none. */
  translations?: string | null;
  closed?: Flag;
  /** The project page's image and its text for people who cannot see it (docs/product.md §17.2). */
  image_id?: string | null;
  image_alt?: string;
  /** When it was last closed, null while open: the start of its retention period (docs/product.md §17.8). */
  closed_at?: string | null;
  /** Index in `phases` of the phase the phase task applied last, null outside any phase
   *  (docs/product.md §25.4); optional on insert. */
  phase_index?: number | null;
  /** The project's targets in days from an entry's creation (docs/product.md §16.11), null for none. */
  first_response_days?: number | null;
  completion_days?: number | null;
  /** 1: the public sees the department responsible for an entry (docs/product.md §16.10). */
  show_department?: Flag;
  /** After how many open reports from distinct reporters its content is hidden until the team
   *  checks it (docs/product.md §16.3); null: never. Optional on insert. */
  auto_hide_reports?: number | null;
  /** 1: only verified residents add entries / vote (docs/product.md §14.1); optional on insert. */
  resident_entries?: Flag;
  resident_votes?: Flag;
  /** The municipality keys (8 digits) those residents must have, separated by spaces; '' for any. */
  resident_municipalities?: string;
  /** The licence of its public maps as open data (docs/product.md §24.4): a contract LICENCES
   *  key; null: none, its maps stay out of the catalogue. Optional on insert. */
  licence?: string | null;
  /** The results page's settings as JSON (contract ProjectResults, docs/product.md §25.5); null:
   *  none chosen. Optional on insert. */
  results?: string | null;
  created_at: string;
  updated_at: string;
}
/** A project's own retention (docs/product.md §17.8); no row: the organisation's. `months` is set
 *  with mode 'months'. */
export interface WorkspaceRetentionTable {
  workspace_id: string;
  mode: 'organisation' | 'months' | 'off';
  months: number | null;
  photos: 'organisation' | 'keep' | 'delete';
  updated_at: string;
}
export interface WorkspaceAclTable { workspace_id: string; user_id: string; created_at: string }
export interface LayersTable {
  id: string;
  workspace_id: string;
  name: string;
  public: Flag;
  editable: Flag;
  attributes: string;
  schema: string;
  /** JSON list of the layer's statuses (contract PointStatus); '[]' (the default) means the
   *  default statuses. */
  statuses: ColumnType<string, string | undefined, string>;
  /** 1: new points and comments of non-managers wait for approval (docs/product.md §16.3). */
  premoderation: ColumnType<Flag, Flag | undefined, Flag>;
  /** JSON MapView where its map opens; null: as its workspace (docs/product.md §17.1). */
  map_view: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON list of its context layers (contract ContextLayer, docs/product.md §17.7); '[]': none. */
  context_layers: ColumnType<string, string | undefined, string>;
  /** Metres around a new entry in which the map app shows open entries of its category („Wurde
   *  das schon gemeldet?“, docs/product.md §24.3); 0: no hint. */
  duplicate_radius: ColumnType<number, number | undefined, number>;
  /** JSON list of the geometries its map accepts: 'point', 'line', 'polygon' (docs/product.md §25.1). */
  geometries: ColumnType<string, string | undefined, string>;
  /** What the project's current phase allows on this map for everyone but its team, written by
   *  the phase task (docs/product.md §25.4, access/phase.rules.ts): 1 allowed (default), 0 off. */
  phase_view: ColumnType<Flag, Flag | undefined, Flag>;
  phase_contribute: ColumnType<Flag, Flag | undefined, Flag>;
  phase_comment: ColumnType<Flag, Flag | undefined, Flag>;
  phase_vote: ColumnType<Flag, Flag | undefined, Flag>;
  /** The title of the phase that switched something off, null when nothing is. */
  phase_title: ColumnType<string | null, string | null | undefined, string | null>;
  /** Raised by every write of the layer or its points (db/layer-revision.ts); the ETag of its map
   *  data and point lists. */
  revision: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}
/** '' public, 'hidden' by a manager, 'pending' approval (docs/product.md §16.3). */
export type ModerationState = '' | 'hidden' | 'pending';
/** One scalar answer of a live point, copied out of `points.attributes` by the database's
 *  triggers on every write of the point (migration 2026_11_29_0400, docs/decisions/0027); never
 *  written by the server. On SQLite the table also has `id` (INTEGER PRIMARY KEY, the rowid of
 *  the FTS5 table `point_answers_fts` over `folded` of the text answers). */
export interface PointAnswersTable {
  point_id: string;
  layer_id: string;
  /** The question's name, the key in `attributes` (`category` for the category). */
  name: string;
  /** The stored DataType, when it is a string. */
  data_type: string | null;
  /** The Value when it is a JSON string, and it folded (points/query/query-filter.ts foldCase). */
  text_value: string | null;
  folded: string | null;
  /** The Value when it is a JSON number. */
  number_value: number | null;
  /** 1 for true, 0 for false. */
  bool_value: number | null;
}
export interface PointsTable {
  id: string;
  layer_id: string;
  latitude: number;
  longitude: number;
  altitude: number;
  public: Flag;
  editable: Flag;
  attributes: string;
  /** Key of the point's status among its layer's statuses ('neu' by default), and when it was
   *  set (null: at its creation). */
  status: ColumnType<string, string | undefined, string>;
  status_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The official answer ('' while there is none), the organisation's name it was written for,
   *  and when (docs/product.md §16.2). */
  answer_text: ColumnType<string, string | undefined, string>;
  answer_org: ColumnType<string, string | undefined, string>;
  answer_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Moderation state and the reason told to the author (docs/product.md §16.3). */
  moderation: ColumnType<ModerationState, ModerationState | undefined, ModerationState>;
  moderation_reason: ColumnType<string, string | undefined, string>;
  /** When the team first answered the entry (its first official answer or first status other
   *  than the layer's first one) and when it was set to a closed status (null while open);
   *  docs/product.md §16.11. */
  first_response_at: ColumnType<string | null, string | null | undefined, string | null>;
  completed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  deleted_at: string | null;
  deleted_by: string | null;
  /** Morton code of the point's tile at zoom 24 (db/map-cells.ts cellOf), set by every
   *  write of its position (points.repository.ts); a bigint, read as a string on PostgreSQL. A
   *  point written without it (straight into the database) is missing from the map's tiles. */
  cell: ColumnType<number | string | null, number | undefined, number>;
  /** Who is responsible for the point since when (docs/product.md §16.10); null: no one. */
  assigned_department_id: ColumnType<string | null, string | null | undefined, string | null>;
  assigned_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  assigned_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the moderation last shortened one of its text answers, and JSON list of those questions'
   *  names (docs/product.md §16.3); null and '[]' while never. */
  shortened_at: ColumnType<string | null, string | null | undefined, string | null>;
  shortened_answers: ColumnType<string, string | undefined, string>;
  /** The entry this one was merged into as its duplicate (docs/product.md §24.3); null: none. */
  duplicate_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** GeoJSON LineString or Polygon (degrees WGS84) of a line or an area, whose centroid is
   *  `latitude`/`longitude`; null for a point (migration 2026_12_04_0900, docs/product.md §25.1). */
  geometry: ColumnType<string | null, string | null | undefined, string | null>;
  /** The bounding box of `geometry` (degrees); null for a point. */
  min_lat: ColumnType<number | null, number | null | undefined, number | null>;
  min_lng: ColumnType<number | null, number | null | undefined, number | null>;
  max_lat: ColumnType<number | null, number | null | undefined, number | null>;
  max_lng: ColumnType<number | null, number | null | undefined, number | null>;
  /** A line's length or an area's perimeter (m), and an area's area (m²); null for
   *  a point (area_m2 for a line too) (migration 2026_12_04_0920): the review table sorts by them. */
  length_m: ColumnType<number | null, number | null | undefined, number | null>;
  area_m2: ColumnType<number | null, number | null | undefined, number | null>;
}
/** A status change of a point (docs/product.md §16.1: the status set and its note) or a version of
 *  its official answer (§16.2: the text in `note`), by whom. */
export interface PointHistoryTable {
  id: string;
  point_id: string;
  /** 'note': an internal note of the team, read by the entry's managers only. */
  kind: 'status' | 'answer' | 'note';
  status: string;
  note: string;
  user_id: string | null;
  user_name: string;
  created_at: string;
}
/** One entry of the audit log (docs/product.md §16.4): who (`user_id` null once the account is
 *  gone, `user_name` kept), when, what (action key, target, the workspace it belongs to, without
 *  foreign key so that entries outlive it) and short texts of before and after. */
export interface AuditLogTable {
  id: string;
  created_at: string;
  user_id: string | null;
  user_name: string;
  workspace_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  summary: string;
  before: string;
  after: string;
}
export interface SystemSecretsTable { name: string; value: string }


/** Purpose of a mailed link: account activation, or confirmation of a new password. `notice` rows
 *  carry no usable link (they are stored spent): they record a mail without a link, e.g. "Ihr
 *  Konto ist gesperrt", so that it counts towards the mails per address and hour. */
export type AuthTokenPurpose = 'activation' | 'password' | 'notice';
export interface AuthTokensTable {
  /** sha256 of the token; the token itself lives only in the mailed link. */
  id: string;
  user_id: string;
  purpose: AuthTokenPurpose;
  /** The hash of the password typed with the request (the new password of a reset, the password
   *  of a registration); the account gets it when the link's page is confirmed with that password. */
  pending_password_hash: string | null;
  /** The name of the registration that created an activation link. */
  pending_name: string | null;
  /** Wrong passwords typed on the link's page so far. */
  failed_attempts: number;
  created_at: string;
  expires_at: string;
  /** Set when the link is followed or replaced by a newer one: every token is single use. */
  used_at: string | null;
}
/** One failed login: HMAC(secret, lower-cased e-mail), never the address or the client's IP. */
export interface LoginFailuresTable { account_key: string; failed_at: string }
export interface SurveyResponsesTable { id: string; data: string; created_at: string }

/** One uploaded image; its files (raw, orig, norm) live in the image store under the id. */
export interface ImagesTable {
  id: string;
  /** MIME type of the bytes as uploaded (image/jpeg, image/png, image/webp, image/heic, image/avif). */
  raw_type: string;
  /** MIME type of the `orig` variant: image/png for PNG uploads, else image/jpeg. */
  orig_type: string;
  /** Size of `orig` in pixels (EXIF orientation applied). */
  width: number;
  height: number;
  /** Size of `raw` in bytes. */
  bytes: number;
  created_at: string;
  uploaded_by: string | null;
  /** The workspace whose point or category first used the image; null while unused. Only
   *  answers and icons of this workspace may use it (docs/security.md, Images). */
  workspace_id: string | null;
  /** When the retention run replaced `raw` and `orig` by the published `norm` (docs/product.md
   *  §17.8); null before. Optional on insert. */
  reduced_at?: string | null;
}
/** One use of an image: as the answer of a point, or as the icon of a category of a layer. */
export interface ImageUsesTable { image_id: string; point_id: string | null; layer_id: string | null; workspace_id: ColumnType<string | null, string | null | undefined, string | null> }
export interface CommentsTable {
  id: string;
  point_id: string;
  /** null once the author's account is deleted. */
  user_id: string | null;
  text: string;
  created_at: string;
  moderation: ColumnType<ModerationState, ModerationState | undefined, ModerationState>;
  moderation_reason: ColumnType<string, string | undefined, string>;
  /** When it first became public (docs/product.md §16.7); null while it waits for approval. */
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the moderation last shortened it (docs/product.md §16.3); null while never. */
  shortened_at: ColumnType<string | null, string | null | undefined, string | null>;
}
/** A report of a point or comment by a visitor (docs/product.md §16.3). */
export interface ReportsTable {
  id: string;
  workspace_id: string;
  point_id: string;
  comment_id: string | null;
  reason: string;
  text: string;
  user_id: string | null;
  state: 'open' | 'dismissed' | 'resolved';
  created_at: string;
  closed_at: string | null;
  closed_by: string | null;
  /** The address an anonymous reporter left for the outcome ('' none or once told), and for
   *  anonymous reports a keyed hash of the reporter's network while open (docs/product.md §16.3). */
  reporter_email: ColumnType<string, string | undefined, string>;
  reporter_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language an anonymous reporter with an address reported in, for the outcome mail; null
   *  otherwise and once closed (docs/product.md §23.4). */
  reporter_language: ColumnType<string | null, string | null | undefined, string | null>;
}
/** The watermark of a person's inbox of a project (docs/product.md §16.9): every item that came
 *  in at or before `seen_before` counts as seen. No row: their joining of the team. */
export interface InboxMarksTable { user_id: string; workspace_id: string; seen_before: string }
/** An inbox item after the watermark that the person marked as read (docs/product.md §16.9). */
export interface InboxSeenTable { user_id: string; workspace_id: string; kind: 'entry' | 'comment' | 'report'; item_id: string; seen_at: string }
/** Who follows which point (docs/product.md §16.7): mails on its status, official answer and
 *  comments. `host`: the site followed on; comments after `comments_seen_at` are new to the
 *  follower; `comments_mailed_at`: the last comment digest. */
export interface FollowsTable {
  user_id: string;
  point_id: string;
  host: string;
  created_at: string;
  comments_seen_at: string;
  comments_mailed_at: string | null;
}
/** The person a team member recorded an entry for (docs/product.md §16.12): how it came in and
 *  their contact, internal to the team; `status_mails` 1 while `email` gets a follower's mails. */
export interface PointReportersTable {
  point_id: string;
  channel: string;
  name: string;
  email: string;
  phone: string;
  status_mails: Flag;
  host: string;
  created_by: string | null;
  created_at: string;
}
/** A team member's choice of team mails per project (docs/product.md §16.8); no row: the defaults. */
export interface TeamNotificationSettingsTable {
  user_id: string;
  workspace_id: string;
  entries: TeamNotificationFrequency;
  reports: TeamNotificationFrequency;
  approvals: TeamNotificationFrequency;
  updated_at: string;
}
/** The kinds of events a project's team hears of (docs/product.md §16.8). */
export type TeamEventKind = 'eintraege' | 'meldungen' | 'freigaben';
/** Something a project's team hears of: a new entry, a report, an entry or comment waiting for
 *  approval; `actor_id` who caused it (null: anonymous or deleted), `host` the site it happened on. */
export interface TeamEventsTable {
  id: string;
  workspace_id: string;
  kind: TeamEventKind;
  point_id: string;
  comment_id: string | null;
  actor_id: string | null;
  host: string;
  created_at: string;
}
/** Up to when a member's daily or weekly digest of a project covered its events. */
/** `erinnerung`: the daily reminder of overdue entries to whom they are assigned (docs/product.md §16.11). */
export interface TeamDigestsTable { user_id: string; workspace_id: string; period: 'taeglich' | 'woechentlich' | 'erinnerung'; covered_until: string }
export type VoteRowValue = 1 | -1;
/** A user's vote on a point or comment: 1 up, -1 down; no row means no vote. `user_id` null: a vote
 *  whose voter the retention run removed (docs/product.md §17.8), still counted. */
export interface PointVotesTable { point_id: string; user_id: string | null; value: VoteRowValue; updated_at: string }
export interface CommentVotesTable { comment_id: string; user_id: string | null; value: VoteRowValue; updated_at: string }

/** An account mail waiting to be sent; deleted once sent. `links` is a JSON array. */
export interface MailOutboxTable {
  id: string;
  sender: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  links: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** The one-click unsubscribe address (RFC 8058), sent as List-Unsubscribe; null without. */
  list_unsubscribe: string | null;
}
/** The first answer to a POST with an Idempotency-Key, per scope (user or session). */
export interface IdempotencyKeysTable { scope: string; key: string; request_hash: string; response: string; created_at: string }

/** One of a user's one-time recovery codes (sha256), spent once used. */
export interface MfaRecoveryCodesTable { user_id: string; code_hash: string; used_at: string | null }
/** A correct password waiting for its second factor, keyed by the pre-session token's sha256. */
/** `provider_id`, `provider_amr`: a provider sign-in waiting for the account's own code (migration 2026_11_30_1400). */
export interface MfaChallengesTable { session_hash: string; user_id: string; expires_at: string; failed_attempts: number; provider_id: string | null; provider_amr: string | null }
/** A passkey (WebAuthn credential) of an account (migration 2026_11_30_1100). */
export interface PasskeysTable {
  id: string; user_id: string; public_key: string; counter: ColumnType<number, number | undefined, number>; transports: ColumnType<string, string | undefined, string>;
  name: string; created_at: string; last_used_at: string | null;
}
/** A WebAuthn challenge waiting for its answer, per (pre-)session and purpose. */
export interface WebauthnChallengesTable { session_hash: string; purpose: 'register' | 'login' | 'mfa'; user_id: string | null; challenge: string; expires_at: string }

/** A layer as read from the database (statuses as text). */
export type LayerRow = Selectable<LayersTable>;
/** A point as read from the database. */
export type PointRecord = Selectable<PointsTable>;
export type NewLayer = Insertable<LayersTable>;
export type NewPoint = Insertable<PointsTable>;
export type CommentRecord = Selectable<CommentsTable>;

/** An invitation to a workspace's access list (docs/product.md §17.4). */
export interface WorkspaceInvitationsTable {
  id: string;
  /** sha256 of the token; the token itself lives only in the mailed link. */
  token_hash: string;
  workspace_id: string;
  /** The invited address, lower-case. */
  email: string;
  /** The manager who invited; null once that account is deleted. */
  invited_by: string | null;
  inviter_name: string;
  created_at: string;
  expires_at: string;
  /** When the link was used (single use). */
  accepted_at: string | null;
  /** When it was withdrawn or replaced by a newer invitation to the same address. */
  ended_at: string | null;
}

/** Counters of the per-IP and per-account limits on PostgreSQL without Redis, written by
 *  rate-limiter-flexible (lib/limit-store.ts): points used in the window ending at `expire` (ms since
 *  the epoch; pg reads bigint as text). */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: string | number | null;
}

/** Who runs a periodic task until when (lib/lease.ts): `expires_ms` in ms since the epoch. */
export interface LeasesTable {
  name: string;
  holder: string;
  expires_ms: string | number;
}

/** A background job (migration 2026_11_28_1500_jobs, docs/decisions/0022): ISO 8601 times;
 *  `file_size` in bytes (pg reads bigint as text). */
export interface JobsTable {
  id: string;
  user_id: string;
  kind: 'export';
  layer_id: string | null;
  workspace_id: string | null;
  layer_name: string;
  format: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  message: Generated<string>;
  file_name: string | null;
  file_size: string | number | null;
  file_key: string | null;
  created_at: string;
  heartbeat_at: string;
  finished_at: string | null;
  expires_at: string | null;
}
export type JobRow = Selectable<JobsTable>;

/** One acceptance of an organisation's terms of use and netiquette (docs/product.md §2.22): rows
 *  are only added, so the history stays; they go with the account and the organisation. */
export interface TermsAcceptancesTable {
  id: string;
  user_id: string;
  organisation_id: string;
  /** The version accepted: the first 16 hex digits of the SHA-256 of both texts. */
  version: string;
  accepted_at: string;
}

/** Sign-in through identity providers (migration 2026_11_30_1200_identity_providers). */
export type IdentityProviderAudience = 'staff' | 'citizens' | 'both';
export interface IdentityProvidersTable {
  id: string;
  organisation_id: string;
  label: string;
  issuer: string;
  client_id: string;
  /** Sealed (lib/secret-box.ts); '' for a public client. */
  client_secret: string;
  scopes: string;
  audience: IdentityProviderAudience;
  enabled: Flag;
  /** JSON ProviderVerification (docs/product.md §14.1): which sign-ins count as verified; optional on insert ('{}'). */
  verification?: string;
  created_at: string;
  updated_at: string;
}
export interface UserIdentitiesTable {
  user_id: string; provider_id: string; subject: string; email: string; linked_at: string; last_login_at: string | null;
  /** What the provider vouched for at the latest sign-in its rules count as verified (docs/product.md
   *  §14.1): the acr or claim value, the municipality key, the time; null otherwise. Optional on insert. */
  assurance?: string | null;
  municipality_key?: string | null;
  verified_at?: string | null;
}
export interface OidcTransactionsTable {
  state_hash: string;
  session_hash: string;
  provider_id: string;
  purpose: 'login' | 'link';
  user_id: string | null;
  nonce: string;
  /** Sealed PKCE code verifier (RFC 7636). */
  code_verifier: string;
  return_path: string;
  expires_at: string;
}
export interface OidcPendingTable {
  session_hash: string;
  provider_id: string;
  existing_user_id: string | null;
  /** Sealed JSON: subject, email, name, ID token. */
  claims: string;
  return_path: string;
  expires_at: string;
}
export interface OidcSessionsTable { session_id: string; provider_id: string; id_token: string }
export interface IdentityProviderMappingsTable { provider_id: string; claim: string; value: string; group_id: string }
/** An organisation's rule that its staff sign in through its providers (migration 2026_11_30_1400_staff_sign_in). */
export interface StaffSignInTable {
  organisation_id: string;
  required: Flag;
  disable_password: Flag;
  /** `amr` values (space-separated) of which the ID token must name one; '' for none. */
  required_amr: string;
  updated_at: string;
}
export interface StaffSignInProvidersTable { organisation_id: string; provider_id: string }
/** An organisation's service translating contributions (migration 2026_11_30_1500_translation). */
export interface TranslationSettingsTable {
  organisation_id: string;
  enabled: Flag;
  /** The LibreTranslate base URL; '' while none was given. */
  url: string;
  /** The API key sealed (lib/secret-box.ts); '' for none. */
  api_key: string;
  updated_at: string;
}
/** One translation made, by the SHA-256 (hex) of the text and the target language. */
export interface TranslationsTable { text_hash: string; target: string; source: string; translated: string; created_at: string }

/** An account's API key (migration 2026_12_01_1200_api_tokens; docs/product.md §24.6). */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  /** The key's first characters, for the list; never the key. */
  prefix: string;
  /** sha256 (hex) of the key. */
  hash: string;
  /** Its scopes joined by spaces: `read`, `write`, `manage:<project id>`. */
  scopes: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A project's webhook (migration 2026_12_02_1300_webhooks; docs/product.md §24.6). */
export interface WebhooksTable {
  id: string;
  workspace_id: string;
  url: string;
  /** The chosen events joined by spaces (WEBHOOK_EVENTS). */
  events: string;
  active: Flag;
  /** The signing secret sealed with the server's secret (lib/secret-box.ts). */
  secret: string;
  /** The secret's first characters, for the list. */
  secret_prefix: string;
  created_at: string;
  updated_at: string;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/** One delivery of a webhook's event: outbox row while pending, log row after. */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  /** The JSON body sent, byte for byte as signed. */
  body: string;
  state: WebhookDeliveryState;
  attempts: number;
  /** When the next attempt is due (or the lease of a sender ends); null once delivered or failed. */
  next_attempt_at: string | null;
  created_at: string;
  last_attempt_at: string | null;
  http_status: number | null;
  duration_ms: number | null;
  error: string;
}

/** An organisation's API key (migration 2026_12_02_1200_organisation_api_tokens; docs/product.md
 *  §24.6, Organisation keys): the columns of an account's key, owned by the organisation; it acts
 *  as a visitor without an account. `scopes` is `read` or `write`; `created_by` the account of the
 *  administration that made it (null once that account is gone). */
export interface OrganisationApiTokensTable extends Omit<ApiTokensTable, 'user_id'> {
  organisation_id: string;
  created_by: string | null;
}

/** A frame's entry token of the embedded map (migration 2026_12_03_2210_embed_tokens; docs/product.md
 *  §24.1): the sha256 `hash` of the token, the project it adds entries to, made at `created_at`,
 *  valid until `expires_at` (ISO 8601). */
export interface EmbedTokensTable {
  id: string;
  workspace_id: string;
  hash: string;
  created_at: string;
  expires_at: string;
}

/** An area alert (migration 2026_12_02_1100_area_alerts; docs/product.md §24.2). */
export interface AreaAlertsTable {
  id: string;
  /** The account's alert; null for an alert of an e-mail address alone. */
  user_id: string | null;
  /** The address of an alert without account; null for an account's. */
  email: string | null;
  language: string | null;
  /** The site the alert was made on, whose organisation signs its mails. */
  host: string;
  /** The AlertArea as JSON. */
  area: string;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  /** JSON lists of project ids and category names (none: all). */
  projects: string;
  categories: string;
  frequency: string;
  paused: Flag;
  /** sha256 (hex) of the mailed confirmation token while unconfirmed. */
  confirm_hash: string | null;
  confirmed_at: string | null;
  /** When an unconfirmed alert is deleted. */
  expires_at: string | null;
  /** The instant the last digest covered. */
  mailed_until: string | null;
  created_at: string;
}
/** A grid cell an alert's bounding box touches (modules/area-alerts/alert-grid.ts). */
export interface AreaAlertCellsTable { cell: number; alert_id: string }
/** What an alert has to tell: a new public entry (`neu`) or a status change (`status`). */
export interface AreaAlertNoticesTable {
  id: string;
  alert_id: string;
  point_id: string;
  kind: 'neu' | 'status';
  /** The label of the new status (`status`), else ''. */
  status: string;
  created_at: string;
  mailed_at: string | null;
}

/** A survey of a project (migration 2026_12_04_1000_surveys; docs/product.md §25.2). */
export interface SurveysTable {
  id: string;
  workspace_id: string;
  title: string;
  description: string;
  thank_you: string;
  /** The questions as JSON (contract survey-forms.ts SurveyQuestion[]). */
  questions: string;
  audience: 'anyone' | 'signed_in';
  once_per: 'device' | 'account';
  opens_at: string | null;
  closes_at: string | null;
  published: Flag;
  /** What the project's current phase allows on this survey for everyone but its team, written
   *  by the phase task (docs/product.md §25.4, access/survey.rules.ts): 1 allowed (default), 0
   *  off; optional on insert (migration 2026_12_05_1100). */
  phase_view?: Flag;
  phase_answer?: Flag;
  /** The title of the phase that switched something off, null when nothing is. */
  phase_title?: string | null;
  created_at: string;
  updated_at: string;
}

/** One answer set of a survey: by account or by the sha256 of the device cookie. */
export interface SurveyAnswersTable {
  id: string;
  survey_id: string;
  user_id: string | null;
  device_hash: string | null;
  /** Answers by question key as JSON (contract survey-forms.ts SurveyAnswerBody.Answers). */
  answers: string;
  created_at: string;
}

/** Who follows a project's „Neuigkeiten“ (docs/product.md §25.5), on which site (`host`). */
export interface ProjectFollowsTable { user_id: string; workspace_id: string; host: string; created_at: string }
/** An update the project's team posted (docs/product.md §25.5): Markdown `body`, author (null once
 *  the account is gone; never shown), how many it was mailed to. */
export interface ProjectUpdatesTable {
  id: string; workspace_id: string; title: string; body: string; author_id: string | null; created_at: string; recipients: number;
}
/** Who stopped a project's update mails by the mail's link (docs/product.md §25.5). */
export interface ProjectUpdateOptoutsTable { user_id: string; workspace_id: string; created_at: string }
