/** The server's messages (`{ Message }` of an error answer) in German, the source of every
 *  translation (docs/product.md §23, „Die Sprache des Servers“). `{name}` marks a value filled in
 *  when the message is said (i18n/messages.ts say); every language has the same keys and the same
 *  values (i18n/catalogues.test.ts). A message joins here when its throw site says it by key. */
export const messages = {
  // The one error handler's own answers (plugins/error-handler.ts).
  invalidInput: 'Die Eingaben sind ungültig.',
  invalidValue: 'Ungültiger Wert.',
  badRequest: 'Die Anfrage ist ungültig.',
  requestTooLarge: 'Die Anfrage ist zu groß.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.',
  unknownAddress: 'Diese Adresse gibt es nicht.',
  internalError: 'Es ist ein interner Fehler aufgetreten.',
  // The gates (access/gate.ts, lib/app-error.ts).
  signInFirst: 'Bitte melden Sie sich an.',
  notAllowed: 'Sie haben keine Berechtigung für diese Aktion.',
  projectClosed: 'Dieses Projekt ist abgeschlossen. Neue Einträge, Kommentare und Stimmen sind nicht mehr möglich.',
  workspaceNotFound: 'Das Projekt wurde nicht gefunden.',
  layerNotFound: 'Die Karte wurde nicht gefunden.',
  pointNotFound: 'Der Punkt wurde nicht gefunden.',
  commentNotFound: 'Der Kommentar wurde nicht gefunden.',
  // Login (auth.service.ts, passkey-login.service.ts).
  loginFailed: 'Der Benutzername oder das Passwort ist falsch',
  notActivated: 'Ihr Konto ist noch nicht aktiviert. Bitte folgen Sie dem Link in der Aktivierungs-Email.',
  deactivated: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an die Betreiber dieser Seite.',
  passkeyLoginFailed: 'Die Anmeldung mit dem Passkey ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
  // Entries (points.service.ts, images.service.ts).
  answersDoNotFit: 'Die Antworten passen nicht zum Fragebogen der Karte.',
  noEntriesHere: 'Sie dürfen in dieser Karte keine Einträge anlegen.',
  outsideBoundary: 'Der Punkt liegt außerhalb des Projektgebiets. Bitte setzen Sie ihn innerhalb des Gebiets, das auf der Karte umrandet ist.',
  imageMissing: 'Das Bild wurde nicht gefunden. Bitte laden Sie es erneut hoch.',
  onBehalfForbidden: 'Nur das Team des Projekts darf Einträge für andere Personen erfassen.',
  takenUp: 'Ihr Eintrag hat schon den Status „{status}“ und lässt sich nicht mehr ändern. Zurückziehen können Sie ihn weiterhin.',
  // The account language (auth.service.ts).
  unknownLanguage: 'Diese Sprache gibt es hier nicht.',
} as const;
