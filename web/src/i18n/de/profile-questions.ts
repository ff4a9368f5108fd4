/** Profile questions (docs/product.md §25.3): the optional questions about a person, their
 *  fields at registration, on the profile page and in the prompt after a first contribution
 *  (`profileAnswers`, citizens' screens), the organisation's editor (`profileQuestions`) and the
 *  evaluation's section „Wer hat teilgenommen?“ (`participants`), the team's screens. */

export const profileAnswers = {
  legend: 'Angaben zu Ihrer Person (freiwillig)',
  registrationHint: 'Diese Fragen helfen zu sehen, wer sich beteiligt. Sie sind freiwillig. Ihre Angaben werden getrennt von Ihren Beiträgen gespeichert und nur zusammengezählt ausgewertet; Sie können sie jederzeit im Profil ändern oder löschen.',
  noAnswer: 'Keine Angabe',
  sectionTitle: 'Angaben zu meiner Person',
  sectionIntro: 'Freiwillige Angaben, die die Organisation nur zusammengezählt auswertet, getrennt von Ihren Beiträgen. Was Sie hier nicht angeben, bleibt „Keine Angabe“.',
  none: 'Diese Seite stellt keine Fragen zu Ihrer Person.',
  save: 'Angaben speichern',
  saved: 'Ihre Angaben wurden gespeichert.',
  saveFailed: 'Ihre Angaben konnten nicht gespeichert werden.',
  delete: 'Angaben löschen',
  deleted: 'Ihre Angaben wurden gelöscht.',
  deleteFailed: 'Ihre Angaben konnten nicht gelöscht werden.',
  loadFailed: 'Ihre Angaben konnten nicht geladen werden.',
  promptTitle: 'Möchten Sie uns etwas über sich sagen?',
  promptText: 'Danke für Ihren Beitrag! Mit ein paar freiwilligen Angaben sieht die Organisation, ob sich alle Teile der Stadt beteiligen. Die Angaben werden getrennt von Ihrem Beitrag gespeichert, und Sie können sie jederzeit im Profil ändern oder löschen.',
  promptDismiss: 'Nein, danke',
  promptProfile: 'Im Profil ansehen',
} as const;

export const profileQuestions = {
  title: 'Profilfragen',
  intro: 'Freiwillige Fragen an die Teilnehmenden, zum Beispiel nach Stadtteil oder Altersgruppe: gestellt bei der Registrierung und nach dem ersten Beitrag, ausgewertet nur als Anzahl je Projekt. Höchstens {max} Fragen mit je 2 bis {options} Antwortmöglichkeiten.',
  removeNote: 'Wird eine Frage oder Antwortmöglichkeit entfernt, werden die Antworten darauf gelöscht. Wer eine Frage nur nicht mehr stellen möchte, schaltet sie aus: Die Antworten bleiben dann erhalten.',
  sensitiveNote: 'Bitte stellen Sie wenige, grobe Fragen und fragen Sie nicht nach Gesundheit, Religion, Herkunft oder anderen besonderen Daten (Art. 9 DSGVO).',
  empty: 'Noch keine Profilfragen.',
  item: 'Profilfrage {n}',
  label: 'Frage',
  active: 'Frage wird gestellt',
  options: 'Antwortmöglichkeiten',
  option: 'Antwortmöglichkeit {n}',
  removeOption: 'Antwortmöglichkeit {n} entfernen',
  addOption: 'Antwortmöglichkeit hinzufügen',
  optionsHint: 'Umbenennen behält die Antworten. „Keine Angabe“ ist immer möglich und muss nicht eingetragen werden.',
  add: 'Profilfrage hinzufügen',
  remove: 'Profilfrage {n} entfernen',
  save: 'Profilfragen speichern',
  saved: 'Die Profilfragen wurden gespeichert.',
  failed: 'Die Profilfragen konnten nicht gespeichert werden.',
  loadFailed: 'Die Profilfragen konnten nicht geladen werden.',
} as const;

export const participants = {
  title: 'Wer hat teilgenommen?',
  intro: 'Die Angaben der {n, plural, one {# Person} other {# Personen}} mit Konto, die in diesem Projekt einen Eintrag, Kommentar oder eine Stimme abgegeben haben. Gruppen mit weniger als 5 Personen werden nicht als Zahl gezeigt.',
  withheldNote: '„Nicht gezeigt“: Diese Zahl wird ausgelassen, damit sich eine kleine Gruppe nicht aus der Gesamtzahl ausrechnen lässt.',
  none: 'Die Organisation stellt keine Profilfragen.',
  loadFailed: 'Die Angaben der Teilnehmenden konnten nicht geladen werden.',
  group: 'Antwort',
  count: 'Personen',
  small: 'weniger als 5',
  withheld: 'nicht gezeigt',
} as const;
