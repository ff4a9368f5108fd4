import type { LeichteSpracheRule } from '../../lib/leichte-sprache/check';
// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the page-content editor's languages and Leichte Sprache (docs/product.md §2.11,
 *  §23.2): the choice of the variant beside the German, what is missing, and the findings of the
 *  Leichte Sprache checker (BITV 2.0 Anlage 2 Teil 2). */

export const contentEditor = {
  variant: 'Sprachfassung neben dem Deutschen',
  variantOption: (name: string, missing: number) => (missing === 0 ? `${name} (vollständig)` : `${name} (${missing} fehlen)`),
  missingTitle: 'Fehlende Texte auf dieser Seite',
  missingCount: (name: string, missing: number) => `${name}: ${missing === 0 ? 'nichts fehlt' : `${missing} fehlen`}`,
  missing: 'fehlt',
  variantLabel: (label: string, name: string) => `${name}: ${label}`,
  variantHint: 'Leer: Die Seite zeigt den deutschen Text mit dem Hinweis „Nur auf Deutsch verfügbar“.',
  lsHint: 'Leer: Die Seite zeigt den deutschen Text mit einem Hinweis.',
  lsBlocksIntro: 'Diese vier Erklärungen verlangt die BITV 2.0 (§ 4) in Leichter Sprache auf der Startseite; sie stehen auch auf der Seite /leichte-sprache.',
  lsShipped: 'Leer: ein mitgelieferter Text in Leichter Sprache ohne Ort.',
  findingsNone: 'Die Prüfung auf Leichte Sprache findet nichts.',
  findingsCount: (n: number) => (n === 1
    ? 'Die Prüfung auf Leichte Sprache findet 1 Stelle (ein Hinweis, Speichern geht trotzdem):'
    : `Die Prüfung auf Leichte Sprache findet ${n} Stellen (Hinweise, Speichern geht trotzdem):`),
  findingPlace: (line: number, column: number) => `Zeile ${line}, Zeichen ${column}`,
  rules: {
    satzlaenge: 'Langer Satz (mehr als 12 Wörter)',
    passiv: 'Passiv',
    genitiv: 'Genitiv',
    konjunktiv: 'Möglichkeitsform (Konjunktiv)',
    verneinung: 'Verneinung',
    abkuerzung: 'Abkürzung',
    zusammensetzung: 'Langes Wort ohne Bindestrich',
  } satisfies Record<LeichteSpracheRule, string>,
} as const;
