// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
import type { DgsSlot } from '@mitmachkarte/contract';

/** The page „Gebärdensprache“ and the player of a video in Deutsche Gebärdensprache
 *  (docs/product.md §23.3). Still German (§23): the videos explain the site to German signers. */
export const dgs = {
  title: 'Deutsche Gebärdensprache (DGS)',
  lead: 'Hier erklären wir diese Internetseite in Deutscher Gebärdensprache.',
  logo: 'Deutsche Gebärdensprache',
  slots: {
    inhalt: 'Was auf dieser Seite steht',
    navigation: 'So finden Sie sich auf der Seite zurecht',
    barrierefreiheit: 'Erklärung zur Barrierefreiheit',
    weitere: 'Weitere Informationen in Gebärdensprache und Leichter Sprache',
  } satisfies Record<DgsSlot, string>,
  noVideo: 'Zu diesem Thema gibt es noch kein Video.',
  noneYet: 'Die Videos in Gebärdensprache werden zurzeit erstellt.',
  loadFailed: 'Die Videos konnten nicht geladen werden.',
  captions: 'Untertitel (Deutsch)',
  download: (format: string, size: string, time: string) => `Video herunterladen (${format}, ${size}, ${time} Minuten)`,
  accessibilityLink: 'Zur Erklärung zur Barrierefreiheit',
} as const;

/** The section „Gebärdensprache (DGS)“ of the organisation editor (docs/product.md §23.3). */
export const dgsEditor = {
  title: 'Gebärdensprache (DGS)',
  help: 'Ein Video je Erklärung: MP4 (H.264) oder WebM, mindestens 320 × 240 Pixel und 25 Bilder pro Sekunde, höchstens 200 MB. Das Video wird sofort gespeichert und auf der Seite „Gebärdensprache“ gezeigt.',
  video: 'Video',
  none: 'Noch kein Video.',
  stored: (format: string, size: string, time: string, width: number, height: number) => `${format}, ${size}, ${time} Minuten, ${width} × ${height} Pixel`,
  choose: 'Video hochladen',
  replace: 'Video ersetzen',
  uploading: (percent: number) => `Wird hochgeladen … ${percent} %`,
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
} as const;
