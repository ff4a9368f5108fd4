/** The fixed headers and sheet names of the exports for people in German, the source of every
 *  translation (docs/product.md §18.4, §23.4): the German CSV's header and the XLSX's first header
 *  row and sheet names (modules/points/export/points-sheet.presenter.ts, points-xlsx.presenter.ts).
 *  The town's question labels stay as written; the technical names (the international CSV, the
 *  XLSX's second header row, the GIS formats' fields) are identifiers and not translated. `{n}`:
 *  a question's place in the questionnaire. */
export const exportWords = {
  id: 'ID',
  createdAt: 'Erstellt am',
  updatedAt: 'Geändert am',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',
  altitude: 'Höhe (m)',
  category: 'Kategorie',
  questionPlace: '(Frage {n})',
  removedQuestion: '(entfernte Frage)',
  status: 'Status',
  statusSince: 'Status seit',
  answer: 'Offizielle Antwort',
  answerOrganisation: 'Offizielle Antwort: Organisation',
  answerAt: 'Offizielle Antwort am',
  votesUp: 'Daumen hoch',
  votesDown: 'Daumen runter',
  comments: 'Kommentare',
  wkt: 'Geometrie (WKT)',
  length: 'Länge (m)',
  area: 'Fläche (m²)',
  entriesSheet: 'Einträge',
  commentsSheet: 'Kommentare',
  commentEntry: 'Eintrag (ID)',
  commentDate: 'Datum',
  commentName: 'Name',
  commentText: 'Kommentar',
} as const;
