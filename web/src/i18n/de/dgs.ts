// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';

/** The page „Gebärdensprache“ and the player of a video in Deutsche Gebärdensprache
 *  (docs/product.md §23.3). Translated like the rest of the frame; the videos themselves explain
 *  the site to German signers. */
export const dgs = {
  title: 'Deutsche Gebärdensprache (DGS)',
  lead: 'Hier erklären wir diese Internetseite in Deutscher Gebärdensprache.',
  logo: 'Deutsche Gebärdensprache',
  /** The explanations (`slot_<DgsSlot>`). */
  slot_inhalt: 'Was auf dieser Seite steht',
  slot_navigation: 'So finden Sie sich auf der Seite zurecht',
  slot_barrierefreiheit: 'Erklärung zur Barrierefreiheit',
  slot_weitere: 'Weitere Informationen in Gebärdensprache und Leichter Sprache',
  noVideo: 'Zu diesem Thema gibt es noch kein Video.',
  noneYet: 'Die Videos in Gebärdensprache werden zurzeit erstellt.',
  loadFailed: 'Die Videos konnten nicht geladen werden.',
  blockVideo: 'Dieser Abschnitt in Deutscher Gebärdensprache',
  captions: 'Untertitel (Deutsch)',
  /** `size` as „12,3 MB“, `time` as minutes and seconds „2:35“. */
  download: 'Video herunterladen ({format}, {size}, {time} Minuten)',
  accessibilityLink: 'Zur Erklärung zur Barrierefreiheit',
} as const;

/** The section „Gebärdensprache (DGS)“ of the organisation editor (docs/product.md §23.3). */
export const dgsEditor = {
  title: 'Gebärdensprache (DGS)',
  help: 'Ein Video je Erklärung: MP4 (H.264) oder WebM, mindestens 320 × 240 Pixel und 25 Bilder pro Sekunde, höchstens 200 MB. Das Video wird sofort gespeichert und auf der Seite „Gebärdensprache“ gezeigt.',
  video: 'Video',
  none: 'Noch kein Video.',
  stored: '{format}, {size}, {time} Minuten, {width} × {height} Pixel',
  choose: 'Video hochladen',
  replace: 'Video ersetzen',
  uploading: 'Wird hochgeladen … {percent} %',
  checking: 'Das Video wird geprüft …',
  remove: 'Video entfernen',
  captions: 'Untertitel (WebVTT)',
  captionsNone: 'Keine Untertitel.',
  captionsStored: 'Untertitel vorhanden.',
  captionsChoose: 'Untertitel hochladen',
  captionsRemove: 'Untertitel entfernen',
  saved: 'Das Video wurde gespeichert.',
  removed: 'Das Video wurde entfernt.',
  captionsSaved: 'Die Untertitel wurden gespeichert.',
  captionsRemoved: 'Die Untertitel wurden entfernt.',
  failed: 'Das hat nicht geklappt.',
  tooLarge: 'Das Video ist zu groß. Es darf höchstens 200 MB groß sein.',
  loadFailed: 'Die Videos konnten nicht geladen werden.',
  /** Beside each block of „Seiteninhalte“ that may have a video (docs/product.md §23.3). */
  blockTitle: 'Video in Gebärdensprache: {label}',
  blockAdd: 'DGS-Video hinzufügen',
} as const;
