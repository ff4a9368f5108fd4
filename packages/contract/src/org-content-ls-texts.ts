/** The texts in Leichte Sprache the product ships for the four explanations of BITV 2.0 § 4
 *  (org-content-ls.ts, docs/product.md §23.2): the fallback of the blocks `ls.<id>`, rendered by
 *  the server (GET /auth/org `ContentHtml`) and shown by the editor. Apart from the catalogue, so
 *  that the public pages, which receive them rendered, do not carry them in their first load
 *  (docs/runtime.md §3). Neutral (no town), and the editor's checker finds nothing in them
 *  (web/src/lib/leichte-sprache/defaults.test.ts). */

import type { LsExplanationId } from './org-content-ls.js';

/** Sentences, each its own paragraph: Leichte Sprache writes one statement per line. */
const lines = (...sentences: string[]) => sentences.join('\n\n');

export const LS_TEXTS: Readonly<Record<LsExplanationId, string>> = {
  inhalt: lines(
    'Auf dieser Internet-Seite können Sie mitmachen.',
    'Sie können Ihre Ideen auf eine Karte schreiben.',
    'Sie können auch Probleme melden.\n\nZum Beispiel:\n\n- Hier fehlt eine Bank.\n- Dieser Weg ist kaputt.',
    'Die Verwaltung liest alle Beiträge.',
    'Alle Menschen können die Beiträge auf der Karte sehen.',
  ),
  navigation: lines(
    'Oben auf jeder Seite ist ein Menü.',
    'Dort finden Sie die wichtigen Seiten.',
    'Auf dem Handy tippen Sie oben auf das Menü-Zeichen.\n\nDann geht das Menü auf.',
    'Der Knopf „Zur Karte“ bringt Sie zu allen Beiträgen.',
    'Sie können die Seite auch mit der Tastatur benutzen.\n\nMit der Tab-Taste kommen Sie zum nächsten Link.\n\nMit der Enter-Taste öffnen Sie den Link.',
    'Unten auf der Start-Seite sind weitere Links.\n\nZum Beispiel zu dieser Seite in Leichter Sprache.',
  ),
  barrierefreiheit: lines(
    'Alle Menschen sollen diese Internet-Seite gut benutzen können.',
    'Das nennt man: Barriere-Freiheit.',
    'Wir haben die Internet-Seite geprüft.',
    'Manche Teile sind noch schwer zu benutzen.\n\nDas steht in der Erklärung zur Barriere-Freiheit.',
    'Haben Sie ein Problem mit der Internet-Seite?\n\nDann schreiben Sie uns.\n\nDas Formular dafür ist auf der Seite Barriere-Freiheit.',
    'Sie können sich auch bei einer Schlichtungs-Stelle beschweren.\n\nDie Adresse steht auch auf der Seite Barriere-Freiheit.',
  ),
  weitere: lines(
    'Mehr Informationen in Leichter Sprache bekommen Sie von uns.',
    'Sie können auch nach Informationen in Deutscher Gebärden-Sprache fragen.',
    'Schreiben Sie uns eine E-Mail.\n\nDie Adresse steht unten auf der Start-Seite bei Kontakt.',
  ),
};

/** The shipped text of block `key` when it is one of the explanations, else undefined. */
export const lsShippedText = (key: string): string | undefined =>
  (key.startsWith('ls.') ? (LS_TEXTS as Readonly<Record<string, string>>)[key.slice(3)] : undefined);
