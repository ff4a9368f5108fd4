// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** The storage limitation (docs/product.md §17.8): a project's retention in the workspace
 *  manager and on its page (the periods of the organisation administration: admin.ts). */

export const projectRetention = {
  title: 'Aufbewahrung und Anonymisierung',
  intro: 'Nach dem Abschluss eines Projekts entfernt die Mitmachkarte nach einer Frist die Namen aus allen Beiträgen (Speicherbegrenzung nach der DSGVO). Einträge, Kommentare und die Zahl der Stimmen bleiben sichtbar; Benachrichtigungen, die Angaben von Meldenden und die Originalfotos mit ihren Metadaten werden gelöscht.',
  open: 'Das Projekt ist noch offen. Die Frist beginnt mit seinem Abschluss.',
  closedOn: 'Abgeschlossen am {day}.',
  dueOn: 'Die Beiträge werden am {day} anonymisiert.',
  duePassed: 'Die Frist ist am {day} abgelaufen; die Beiträge werden anonymisiert.',
  never: 'Die Beiträge dieses Projekts werden nicht anonymisiert.',
  period: 'Frist nach dem Abschluss',
  modeOrganisation: 'Wie die Organisation: {months, plural, one {# Monat} other {# Monate}} nach dem Abschluss',
  modeOrganisationNever: 'Wie die Organisation: keine Anonymisierung',
  modeMonths: 'Eigene Frist',
  modeOff: 'Nie anonymisieren – das Projekt muss archiviert werden',
  months: 'Monate nach dem Abschluss',
  monthsInvalid: 'Bitte geben Sie eine ganze Zahl von Monaten zwischen 1 und 240 an.',
  photos: 'Veröffentlichte Fotos bei der Anonymisierung',
  photosOrganisation: 'Wie die Organisation: {photos, select, delete {löschen} other {behalten}}',
  photosKeep: 'Behalten (die verkleinerte Fassung ohne Metadaten)',
  photosDelete: 'Löschen',
  photosHint: 'Die Originale und die hochgeladenen Dateien mit Aufnahmeort werden in jedem Fall gelöscht.',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  saved: 'Die Aufbewahrung wurde gespeichert.',
  saveFailed: 'Die Aufbewahrung konnte nicht gespeichert werden.',
  loadFailed: 'Die Aufbewahrung konnte nicht geladen werden.',
} as const;

/** „Datenschutz“ on a project's page (docs/product.md §17.8), in every interface language (§23). */
export const projectPrivacy = {
  title: 'Datenschutz',
  months: '{months, plural, one {# Monat} other {# Monate}} nach dem Abschluss des Projekts entfernen wir die Namen aus allen Beiträgen; Einträge und Kommentare bleiben ohne Namen sichtbar.',
  due: 'Am {day} entfernen wir die Namen aus allen Beiträgen; Einträge und Kommentare bleiben ohne Namen sichtbar.',
  off: 'Die Beiträge dieses Projekts werden archiviert und nicht anonymisiert.',
  privacy: 'Mehr dazu in der Datenschutzerklärung',
} as const;
