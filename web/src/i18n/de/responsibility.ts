// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of responsibility („Zuständigkeit“, docs/product.md §16.10): the project management's
 *  section, the entry's form and the inbox's filters and bulk action. */

export const responsibility = {
  section: 'Zuständigkeiten',
  departments: 'Zuständigkeiten im Team',
  departmentsIntro: 'Eine Zuständigkeit ist eine Gruppe von Personen aus dem Team, zum Beispiel „Tiefbauamt“. Einträge lassen sich einer Zuständigkeit oder einer Person zuweisen.',
  departmentName: 'Name der Zuständigkeit',
  /** `name`: the department's name, or `unnamed` while it has none. */
  members: 'Mitglieder von „{name}“',
  unnamed: 'neue Zuständigkeit',
  addDepartment: 'Zuständigkeit hinzufügen',
  removeDepartment: 'Zuständigkeit „{name}“ entfernen',
  unnamedShort: 'neu',
  noDepartments: 'Noch keine Zuständigkeiten.',
  showDepartment: 'Zuständigkeit öffentlich zeigen',
  showDepartmentHint: 'Besucherinnen und Besucher sehen beim Eintrag den Namen der Zuständigkeit, nie den Namen einer Person.',
  saveDepartments: 'Zuständigkeiten speichern',
  departmentsSaved: 'Die Zuständigkeiten wurden gespeichert.',
  departmentsFailed: 'Die Zuständigkeiten wurden nicht gespeichert.',
  rules: 'Regeln für neue Einträge',
  rulesIntro: 'Neue Einträge werden nach der ersten passenden Regel zugewiesen. Nennt eine Regel Karte, Kategorie und Gebiet, muss alles passen.',
  noRules: 'Noch keine Regeln.',
  rule: 'Regel {n}',
  ruleMap: 'Karte',
  anyMap: 'Jede Karte',
  ruleCategory: 'Kategorie (mit Unterkategorien)',
  anyCategory: 'Jede Kategorie',
  ruleArea: 'Gebiet (GeoJSON-Polygon)',
  areaNone: 'Überall',
  areaSet: 'Gebiet mit {n} Punkten',
  areaPaste: 'GeoJSON einfügen',
  areaFile: 'GeoJSON-Datei',
  areaRemove: 'Gebiet entfernen',
  geojson_notJson: 'Der Text ist kein GeoJSON (kein gültiges JSON).',
  geojson_noPolygon: 'Der Text enthält kein Polygon und kein MultiPolygon.',
  geojson_invalid: 'Das Gebiet ist ungültig: Jeder Ring braucht mindestens vier Punkte in Grad WGS84 und muss beim ersten Punkt enden; höchstens {max} Punkte insgesamt.',
  ruleDepartment: 'Zuständigkeit',
  rulePerson: 'Person',
  nobody: '– keine –',
  up: 'Regel {n} nach oben',
  down: 'Regel {n} nach unten',
  removeRule: 'Regel {n} entfernen',
  addRule: 'Regel hinzufügen',
  needsTarget: 'Jede Regel braucht eine Zuständigkeit oder eine Person.',
  saveRules: 'Regeln speichern',
  rulesSaved: 'Die Regeln wurden gespeichert.',
  rulesFailed: 'Die Regeln wurden nicht gespeichert.',
  loadFailed: 'Die Zuständigkeiten konnten nicht geladen werden.',
  // The entry's details.
  title: 'Zuständigkeit',
  assignDepartment: 'Zuständigkeit',
  assignPerson: 'Person',
  save: 'Zuständigkeit speichern',
  saving: 'Wird gespeichert …',
  saved: 'Die Zuständigkeit wurde gespeichert.',
  saveFailed: 'Die Zuständigkeit wurde nicht gespeichert.',
  // The inbox.
  assigned: 'Zuständig: {names}',
  bulk: 'Zuständigkeit setzen',
  bulkTitle: 'Zuständigkeit für die gewählten Einträge setzen',
  bulkCount: '{n, plural, one {Für # Eintrag.} other {Für # Einträge.}}',
  bulkDone: '{n, plural, one {Die Zuständigkeit für # Eintrag wurde gesetzt.} other {Die Zuständigkeit für # Einträge wurde gesetzt.}}',
  bulkFailed: 'Die Zuständigkeit wurde nicht gesetzt.',
  cancel: 'Abbrechen',
} as const;

/** The responsible department as every visitor reads it in an entry's details (docs/product.md
 *  §16.10): translated with the citizen's screens, unlike the team's texts above. */
export const publicDepartment = {
  line: 'Zuständig: {name}',
} as const;
