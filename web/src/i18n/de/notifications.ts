// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of following entries and their e-mails (docs/product.md §16.7). */

export const notifications = {
  follow: 'Folgen',
  unfollow: 'Nicht mehr folgen',
  followHint: 'Per E-Mail erfahren, wenn sich der Status ändert, eine offizielle Antwort kommt oder neue Kommentare.',
  followFailed: 'Das hat nicht geklappt.',
  following: 'Sie folgen diesem Eintrag.',
  cardTitle: 'Benachrichtigungen',
  cardText: 'Sie erhalten E-Mails zu den Einträgen, denen Sie folgen: bei neuem Status, bei einer offiziellen Antwort und höchstens einmal pro Stunde zu neuen Kommentaren. Ihren eigenen Einträgen folgen Sie automatisch.',
  noMail: 'Keine E-Mails',
  noMailHint: 'Schaltet alle E-Mails zu Einträgen ab. E-Mails zu Ihrem Konto (z. B. Passwort) kommen weiterhin.',
  noMailOn: 'Sie erhalten keine E-Mails zu Einträgen mehr.',
  noMailOff: 'Sie erhalten wieder E-Mails zu den Einträgen, denen Sie folgen.',
  saveFailed: 'Die Einstellung wurde nicht gespeichert.',
  followsTitle: 'Einträge, denen Sie folgen ({n})',
  noFollows: 'Sie folgen keinem Eintrag. Auf der Karte folgen Sie einem Eintrag mit „Folgen“.',
  loadFailed: 'Die Benachrichtigungen konnten nicht geladen werden.',
  since: '{layer} · seit {date}',
  unfollowLabel: 'Eintrag „{title}“ nicht mehr folgen',
  toMap: 'Zur Karte',
  unsubscribeTitle: 'E-Mails abbestellen',
  // The server names no entry that the link's follower cannot see now (docs/product.md §16.7).
  unsubscribeAbout: 'Sie erhalten E-Mails zum Eintrag „{title}“ ({layer}).',
  unsubscribeHidden: 'Der Link gehört zu einem Eintrag, den Sie zurzeit nicht sehen können. Solange das so ist, erhalten Sie keine E-Mails zu ihm.',
  unsubscribeButton: 'Keine E-Mails mehr zu diesem Eintrag',
  alreadyUnsubscribed: 'Sie erhalten zu diesem Eintrag keine E-Mails mehr.',
  unsubscribeFailed: 'Das Abbestellen hat nicht geklappt.',
  profileHint: 'Alle E-Mails zu Einträgen schalten Sie im Profil mit „Keine E-Mails“ ab.',
  toProfile: 'Zum Profil',
} as const;
