import { nav } from './common';
// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** The team of a project, invitations and „Meine Projekte“ (docs/product.md §17.4). */
export const team = {
  title: 'Team',
  hint: 'Diese Personen verwalten das Projekt mit dem Eigentümer: Sie bearbeiten es, seine Karten und das Team.',
  empty: 'Außer dem Eigentümer gehört noch niemand zum Team.',
  invite: 'Zum Team einladen',
  inviteTitle: 'Zum Team einladen',
  inviteHint: 'Die Person erhält eine Einladung per E-Mail, die 7 Tage gilt. Sie gehört zum Team, sobald sie die Einladung annimmt – mit ihrem Konto oder einem neuen.',
  email: 'E-Mail-Adresse',
  submit: 'Einladen',
  inviteFailed: 'Die Einladung war nicht möglich.',
  openTitle: 'Offene Einladungen',
  openEmpty: 'Keine offenen Einladungen.',
  openDetail: 'eingeladen von {by}, gültig bis {until}',
  withdraw: 'Einladung zurückziehen',
  withdrawLabel: 'Einladung an {email} zurückziehen',
  withdrawQuestion: 'Wollen Sie die Einladung an {email} wirklich zurückziehen? Der Link in der E-Mail gilt dann nicht mehr.',
  withdrawn: 'Die Einladung wurde zurückgezogen.',
  withdrawFailed: 'Die Einladung konnte nicht zurückgezogen werden.',
} as const;

/** The page of an invitation link. */
export const invitation = {
  title: 'Einladung',
  invited: 'Sie wurden zum Projekt „{project}“ eingeladen',
  by: '{name} lädt Sie ein, im Team des Projekts mitzuarbeiten. Die Einladung gilt für {email}.',
  newAccount: 'Legen Sie dafür Ihr Konto an: Ihr Name und ein Passwort genügen, Ihre E-Mail-Adresse ist mit der Einladung bestätigt.',
  name: 'Ihr Name',
  privacyMissing: 'Bitte stimmen Sie der Datenschutzerklärung zu, um Ihr Konto anzulegen.',
  password: 'Passwort',
  accept: 'Einladung annehmen',
  sending: 'Wird angenommen …',
  hasAccount: 'Zu {email} gibt es bereits ein Konto. Melden Sie sich damit an und nehmen Sie die Einladung dann hier an.',
  toLogin: 'Zum Login',
  otherAccount: 'Sie sind mit einem anderen Konto angemeldet. Die Einladung gilt für {email}: Bitte melden Sie sich ab und mit dieser Adresse an.',
  accepted: 'Willkommen im Team von „{project}“.',
  failed: 'Die Einladung konnte nicht angenommen werden.',
  checking: 'Die Einladung wird geprüft …',
  toProjects: 'Zu „Meine Projekte“',
} as const;

/** „Meine Projekte“: the projects the user manages. */
export const myProjects = {
  title: nav.myProjects,
  intro: 'Projekte, die Sie als Eigentümer oder im Team verwalten.',
  empty: 'Sie verwalten noch kein Projekt. Wenn jemand Sie in ein Team einlädt, erscheint das Projekt hier.',
  loadFailed: 'Die Projekte konnten nicht geladen werden.',
  owner: 'Eigentümer: {name}',
  ownerYou: 'Eigentümer: Sie',
  team: 'Sie gehören zum Team.',
  publicBadge: 'öffentlich',
  manage: 'Verwalten',
  manageLabel: 'Projekt {name} verwalten',
  toMap: 'Karte',
  toMapLabel: 'Karte des Projekts {name}',
  mapsOf: 'Karten des Projekts {name}',
  waiting: '{n, plural, one {# wartet auf Freigabe} other {# warten auf Freigabe}}',
  reported: '{n, plural, one {# Meldung} other {# Meldungen}}',
} as const;
