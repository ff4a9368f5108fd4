// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the section „Neuigkeiten“ of the project management (docs/product.md §25.5). */

export const updatesTeam = {
  title: 'Neuigkeiten',
  intro: 'Neuigkeiten erscheinen auf der Seite des Projekts und gehen per E-Mail an alle, die dem Projekt folgen oder sich beteiligt haben.',
  writeTitle: 'Neuigkeit schreiben',
  titleLabel: 'Titel',
  textLabel: 'Text',
  textHint: 'Markdown: **fett**, *kursiv*, [Link](https://…), Listen mit „- “.',
  recipients: '{count, plural, =0 {Geht zurzeit an niemanden per E-Mail.} one {Geht an # Person per E-Mail.} other {Geht an # Personen per E-Mail.}}',
  publish: 'Veröffentlichen und senden',
  published: '{count, plural, =0 {Die Neuigkeit ist veröffentlicht.} one {Die Neuigkeit ist veröffentlicht und geht an # Person per E-Mail.} other {Die Neuigkeit ist veröffentlicht und geht an # Personen per E-Mail.}}',
  publishFailed: 'Die Neuigkeit konnte nicht veröffentlicht werden.',
  sentTitle: 'Veröffentlichte Neuigkeiten',
  loadFailed: 'Die Neuigkeiten konnten nicht geladen werden.',
  empty: 'Noch keine Neuigkeiten.',
  sentTo: '{date} · {count, plural, one {an # Person gesendet} other {an # Personen gesendet}}',
  remove: 'Löschen',
  removeLabel: 'Neuigkeit „{title}“ löschen',
  removeTitle: 'Neuigkeit löschen?',
  removeConfirm: 'Die Neuigkeit „{title}“ verschwindet von der Seite des Projekts. Bereits versandte E-Mails bleiben versandt.',
  removed: 'Die Neuigkeit wurde gelöscht.',
  removeFailed: 'Die Neuigkeit konnte nicht gelöscht werden.',
};
