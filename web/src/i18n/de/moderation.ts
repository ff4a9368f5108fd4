// The map's texts come with these: a module reading a point's handling by the team imports this area as `de` (i18n/de.ts).
export * from './map';
/** Texts of a point's handling by its project's team (docs/product.md §16.2, §19): the official
 *  answer, moderation, deletion and the moderation queue. Apart from the map's texts, so that the
 *  map's first view does not load them (docs/runtime.md §3). */

/** The official answer of a point (docs/product.md §16.2). */
export const officialAnswer = {
  badge: 'Offizielle Antwort',
  /** With the organisation's name; without one the date stands alone. */
  from: '{organisation} · {date}',
} as const;

/** The team's one form for status, official answer and internal note (docs/product.md §16.2). */
export const pointResponse = {
  title: 'Status und Antwort',
  status: 'Neuer Status',
  statusNote: 'Notiz zum Status (freiwillig, für alle sichtbar)',
  answer: 'Offizielle Antwort (für alle sichtbar)',
  answerHint: 'Ein leerer Text zieht die Antwort zurück.',
  template: 'Textbaustein',
  templateNone: 'Bitte wählen',
  templateInsert: 'In die Antwort einfügen',
  internalNote: 'Interne Notiz (nur für das Team sichtbar)',
  internalNoteHint: 'Zum Beispiel ein Rückruf oder ein Ortstermin. Nicht im Verlauf für andere, nicht in Mails.',
  mailHint: 'Wer dem Eintrag folgt, erhält zu neuem Status und neuer Antwort eine E-Mail.',
  save: 'Speichern',
  saved: 'Status und Antwort wurden gespeichert.',
  failed: 'Status und Antwort konnten nicht gespeichert werden.',
} as const;

/** What a citizen reads of moderation (docs/product.md §16.3): the notices on their own
 *  contributions, „Melden“ with its form, and the note on shortened texts. Translated
 *  (docs/product.md §23), unlike the team's part below. */
export const report = {
  hiddenNotice: 'Von der Moderation ausgeblendet: {reason}',
  pendingNotice: 'Wartet auf Freigabe: Der Beitrag wird erst nach Prüfung durch das Projektteam veröffentlicht.',
  report: 'Melden',
  reportLabel: '{what} melden',
  reportTitle: 'Beitrag melden',
  reasonLegend: 'Warum melden Sie diesen Beitrag?',
  reasonBeleidigend: 'Beleidigend oder herabsetzend',
  reasonSpam: 'Werbung oder Spam',
  reasonPersoenlich: 'Enthält persönliche Daten',
  reasonRechtswidrig: 'Rechtswidrig',
  reasonSonstiges: 'Sonstiges',
  reasonMissing: 'Bitte wählen Sie einen Grund.',
  reportText: 'Anmerkung (freiwillig)',
  reportEmail: 'Ihre E-Mail-Adresse (freiwillig)',
  reportEmailHint: 'Nur dafür, Ihnen einmal mitzuteilen, was das Team mit Ihrer Meldung gemacht hat. Danach löschen wir die Adresse.',
  reportEmailSignedIn: 'Wie das Team entschieden hat, erfahren Sie per E-Mail an die Adresse Ihres Kontos.',
  reportSubmit: 'Meldung senden',
  reportFailed: 'Die Meldung konnte nicht gesendet werden.',
  savedPending: 'Danke! Ihr Beitrag wird nach Prüfung durch das Projektteam veröffentlicht.',
  entry: 'Eintrag',
  comment: 'Kommentar von {author}',
  /** The contract's SHORTENED_NOTE, as a citizen reads it beside a shortened text. */
  shortened: 'Von der Moderation gekürzt',
} as const;

/** The key of each report reason (ReportReason) in `report`. */
export const REPORT_REASON_KEYS = {
  beleidigend: 'reasonBeleidigend',
  spam: 'reasonSpam',
  persoenlich: 'reasonPersoenlich',
  rechtswidrig: 'reasonRechtswidrig',
  sonstiges: 'reasonSonstiges',
} as const satisfies Record<string, keyof typeof report>;

/** The team's part of moderation (docs/product.md §16.3); the report reasons are the citizen's
 *  (`report`, REPORT_REASON_KEYS). */
export const moderation = {
  shorten: 'Kürzen',
  shortenTitle: 'Kommentar kürzen',
  shortenText: 'Text nach dem Kürzen',
  shortenHint: 'Lassen Sie Teile weg, zum Beispiel eine Telefonnummer, und markieren Sie Auslassungen mit […]. Der Kommentar zeigt dann „Von der Moderation gekürzt“; der bisherige Text steht nur im Protokoll.',
  shortenFailed: 'Der Kommentar konnte nicht gekürzt werden.',
  shortenAnswerTitle: 'Antwort kürzen',
  shortenAnswerHint: 'Lassen Sie Teile weg, zum Beispiel eine Telefonnummer, und markieren Sie Auslassungen mit […]. Die Antwort zeigt dann „Von der Moderation gekürzt“; der bisherige Text steht nur im Protokoll. Die Person, die den Eintrag geschrieben hat, erhält keine E-Mail.',
  shortenAnswerFailed: 'Die Antwort konnte nicht gekürzt werden.',
  answerLabel: 'Antwort auf „{question}“',
  hide: 'Ausblenden',
  hideTitle: 'Beitrag ausblenden',
  hideReason: 'Grund',
  hideHint: 'Die Person, die den Beitrag geschrieben hat, sieht diesen Grund.',
  hideReasonMissing: 'Bitte nennen Sie einen Grund.',
  show: 'Wieder anzeigen',
  approve: 'Freigeben',
  moderateFailed: 'Die Moderation ist fehlgeschlagen.',
} as const;

/** Deleting an entry from the map app (docs/product.md §16.5). */
export const deletePoint = {
  button: 'Löschen',
  label: 'Eintrag löschen',
  title: 'Eintrag löschen',
  question: 'Soll dieser Eintrag gelöscht werden? Er lässt sich in der Projektverwaltung unter „Gelöschte Einträge“ wiederherstellen.',
  deleted: 'Der Eintrag wurde gelöscht.',
  failed: 'Der Eintrag konnte nicht gelöscht werden.',
} as const;

/** The moderation queue of a workspace (docs/product.md §16.3). */
export const moderationQueue = {
  pageTitle: 'Moderation',
  link: 'Moderation',
  back: 'Zurück zur Projektverwaltung',
  loadFailed: 'Die Moderation konnte nicht geladen werden.',
  count: '{n, plural, =0 {Nichts zu prüfen.} one {# Beitrag zu prüfen} other {# Beiträge zu prüfen}}',
  /** `state`: `held` (waiting for approval) or `reported`; `kind`: `point` or `comment`. */
  title: '{state, select, held {Wartet auf Freigabe} other {Gemeldet}}: {kind, select, point {Eintrag} other {Kommentar}}',
  context: 'Karte „{layer}“ · von {author} · {date}',
  anonymous: 'nicht angemeldet',
  noText: '(ohne Text)',
  showOnMap: 'Auf der Karte zeigen',
  reason: 'Grund der Meldung',
  reportedBy: 'gemeldet von {who}',
  hideReason: 'Grund für das Ausblenden (sieht die Person, die den Beitrag geschrieben hat)',
  dismiss: 'Meldung verwerfen',
  settingsTitle: 'Automatisch ausblenden',
  autoHide: 'Automatisch ausblenden nach … Meldungen',
  autoHideOff: 'aus',
  autoHideOn: 'nach',
  autoHideCount: 'Anzahl der Meldungen',
  autoHideHint: 'Melden so viele verschiedene Personen einen Eintrag oder Kommentar ({min} bis {max}), ist er ausgeblendet, bis das Team ihn prüft. „Wieder anzeigen“ bringt ihn zurück.',
  autoHideSave: 'Speichern',
  autoHideSaved: 'Die Einstellung wurde gespeichert.',
  autoHideFailed: 'Die Einstellung konnte nicht gespeichert werden.',
  autoHideInvalid: 'Bitte geben Sie eine ganze Zahl von {min} bis {max} an.',
} as const;
