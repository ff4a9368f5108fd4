// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the organisation's staff rule (docs/product.md §14.1, „Team-Anmeldung“). */

export const staffSignIn = {
  title: 'Team-Anmeldung über Identitätsanbieter',
  intro: 'Konten mit den Rechten Administration oder Benutzerverwaltung melden sich dann nur noch über einen der gewählten Anbieter an, nicht mehr mit Passwort oder Passkey. Die Anmeldung beim Anbieter zählt als zweiter Faktor.',
  required: 'Team muss sich über einen Identitätsanbieter anmelden',
  providers: 'Anbieter, über die sich das Team anmelden muss',
  noProviders: 'Es gibt noch keinen aktiven Identitätsanbieter für das Team („Für wen“: Team oder beide).',
  disablePassword: 'Lokales Passwort für diese Konten abschalten',
  disablePasswordHelp: 'Das Passwort eines solchen Kontos wird bei seiner nächsten Anmeldung über den Anbieter gelöscht und kann nicht neu gesetzt werden, solange die Regel gilt.',
  amr: 'Nur mit bestätigtem zweiten Faktor (amr-Werte, durch Leerzeichen getrennt)',
  amrHelp: 'Zum Beispiel „mfa otp“. Der Anbieter muss im ID-Token einen dieser Werte nennen (Claim amr). Leer: jede Anmeldung über den Anbieter zählt.',
  signedInThrough: 'Sie sind gerade über „{label}“ angemeldet.',
  notSignedInThrough: 'Sie sind gerade nicht über einen Identitätsanbieter angemeldet. Einschalten können Sie die Regel nur, wenn Sie sich über einen der gewählten Anbieter angemeldet haben – so sperrt sich niemand aus.',
  save: 'Team-Anmeldung speichern',
  saved: 'Die Team-Anmeldung wurde gespeichert.',
  failed: 'Die Team-Anmeldung wurde nicht gespeichert.',
  loadFailed: 'Die Team-Anmeldung konnte nicht geladen werden.',
} as const;
