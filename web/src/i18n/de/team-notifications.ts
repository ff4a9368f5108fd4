// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the team's e-mails (docs/product.md §16.8): the settings in the project management's
 *  section Team and the page of the unsubscribe link. */

export const teamNotifications = {
  title: 'Benachrichtigungen für das Team',
  intro: 'Wann Sie als Mitglied des Teams E-Mails zu diesem Projekt erhalten. Über das, was Sie selbst tun, erhalten Sie keine E-Mails. Die Einstellung gilt nur für Sie.',
  entries: 'Neue Einträge',
  reports: 'Meldungen',
  approvals: 'Einträge, die auf Freigabe warten',
  frequencySofort: 'Sofort',
  frequencyTaeglich: 'Täglich',
  frequencyWoechentlich: 'Wöchentlich',
  frequencyNie: 'Nie',
  hint: '„Täglich“ kommt ab 7 Uhr als Zusammenfassung des Vortags, „Wöchentlich“ montags ab 7 Uhr; ohne Neues kommt keine E-Mail.',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  saved: 'Die Benachrichtigungen für das Team wurden gespeichert.',
  saveFailed: 'Die Benachrichtigungen wurden nicht gespeichert.',
  loadFailed: 'Die Benachrichtigungen für das Team konnten nicht geladen werden.',
  unsubscribeTitle: 'E-Mails an das Team abbestellen',
  unsubscribeAbout: 'Sie erhalten als Mitglied des Teams E-Mails zum Projekt „{project}“.',
  unsubscribeNotInTeam: 'Der Link gehört zu einem Projekt, in dessen Team Sie zurzeit nicht sind. Solange das so ist, erhalten Sie keine E-Mails zu ihm.',
  unsubscribeButton: 'Keine E-Mails mehr zu diesem Projekt',
  alreadyUnsubscribed: 'Sie erhalten zu diesem Projekt keine E-Mails an das Team mehr.',
  unsubscribeFailed: 'Das Abbestellen hat nicht geklappt.',
  settingsHint: 'Einzeln einstellen lässt sich das in der Verwaltung des Projekts unter „Team“.',
  toProjects: 'Zur Verwaltung der Projekte',
} as const;
