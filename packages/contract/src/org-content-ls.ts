/** The four explanations in Leichte Sprache that BITV 2.0 § 4 asks of a public body's start page
 *  (docs/product.md §23.1): the main content of the site, how to find one's way, the main content
 *  of the accessibility statement, and where more information in Leichte Sprache and Deutsche
 *  Gebärdensprache is. Each is a page-content block `ls.<id>` the organisation may rewrite; the
 *  product ships neutral texts in Leichte Sprache that name no town and that the editor's
 *  checker (web/src/lib/leichte-sprache/check.ts, BITV 2.0 Anlage 2 Teil 2) finds nothing in. */

/** The ids of the four explanations, in the order of BITV 2.0 § 4 (1) nos. 1–4; the sign-language
 *  videos of the same explanations share them. */
export const LS_EXPLANATION_IDS = ['inhalt', 'navigation', 'barrierefreiheit', 'weitere'] as const;
export type LsExplanationId = (typeof LS_EXPLANATION_IDS)[number];

/** One explanation: its block key, its heading on the page (Leichte Sprache, German on every
 *  interface language), the editor's label and the shipped text (Markdown). */
export type LsExplanation = Readonly<{ id: LsExplanationId; key: `ls.${LsExplanationId}`; title: string; label: string; text: string }>;

/** Sentences, each its own paragraph: Leichte Sprache writes one statement per line. */
const lines = (...sentences: string[]) => sentences.join('\n\n');

export const LS_EXPLANATIONS: readonly LsExplanation[] = [
  {
    id: 'inhalt', key: 'ls.inhalt', title: 'Was gibt es auf dieser Internet-Seite?',
    label: 'Erklärung 1: Was auf der Website steht',
    text: lines(
      'Auf dieser Internet-Seite können Sie mitmachen.',
      'Sie können Ihre Ideen auf eine Karte schreiben.',
      'Sie können auch Probleme melden.\n\nZum Beispiel:\n\n- Hier fehlt eine Bank.\n- Dieser Weg ist kaputt.',
      'Die Verwaltung liest alle Beiträge.',
      'Alle Menschen können die Beiträge auf der Karte sehen.',
    ),
  },
  {
    id: 'navigation', key: 'ls.navigation', title: 'So finden Sie sich zurecht',
    label: 'Erklärung 2: Wie man sich auf der Website zurechtfindet',
    text: lines(
      'Oben auf jeder Seite ist ein Menü.',
      'Dort finden Sie die wichtigen Seiten.',
      'Auf dem Handy tippen Sie oben auf das Menü-Zeichen.\n\nDann geht das Menü auf.',
      'Der Knopf „Zur Karte“ bringt Sie zu allen Beiträgen.',
      'Sie können die Seite auch mit der Tastatur benutzen.\n\nMit der Tab-Taste kommen Sie zum nächsten Link.\n\nMit der Enter-Taste öffnen Sie den Link.',
      'Unten auf der Start-Seite sind weitere Links.\n\nZum Beispiel zu dieser Seite in Leichter Sprache.',
    ),
  },
  {
    id: 'barrierefreiheit', key: 'ls.barrierefreiheit', title: 'Barriere-Freiheit',
    label: 'Erklärung 3: Das Wichtigste aus der Erklärung zur Barrierefreiheit',
    text: lines(
      'Alle Menschen sollen diese Internet-Seite gut benutzen können.',
      'Das nennt man: Barriere-Freiheit.',
      'Wir haben die Internet-Seite geprüft.',
      'Manche Teile sind noch schwer zu benutzen.\n\nDas steht in der Erklärung zur Barriere-Freiheit.',
      'Haben Sie ein Problem mit der Internet-Seite?\n\nDann schreiben Sie uns.\n\nDas Formular dafür ist auf der Seite Barriere-Freiheit.',
      'Sie können sich auch bei einer Schlichtungs-Stelle beschweren.\n\nDie Adresse steht auch auf der Seite Barriere-Freiheit.',
    ),
  },
  {
    id: 'weitere', key: 'ls.weitere', title: 'Mehr Informationen',
    label: 'Erklärung 4: Wo es mehr in Leichter Sprache und Gebärdensprache gibt',
    text: lines(
      'Mehr Informationen in Leichter Sprache bekommen Sie von uns.',
      'Sie können auch nach Informationen in Deutscher Gebärden-Sprache fragen.',
      'Schreiben Sie uns eine E-Mail.\n\nDie Adresse steht unten auf der Start-Seite bei Kontakt.',
    ),
  },
];
