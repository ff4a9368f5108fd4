// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the page-content editor's languages and Leichte Sprache (docs/product.md §2.11,
 *  §23.2): the choice of the variant beside the German, what is missing, and the findings of the
 *  Leichte Sprache checker (BITV 2.0 Anlage 2 Teil 2). */

export const contentEditor = {
  variant: 'Sprachfassung neben dem Deutschen',
  /** A variant in the choice, with how many of the page's texts it lacks. */
  variantOption: '{name} ({missing, plural, =0 {vollständig} other {# fehlen}})',
  missingTitle: 'Fehlende Texte auf dieser Seite',
  missingCount: '{name}: {missing, plural, =0 {nichts fehlt} other {# fehlen}}',
  missing: 'fehlt',
  variantLabel: '{name}: {label}',
  variantHint: 'Leer: Die Seite zeigt den deutschen Text mit dem Hinweis „Nur auf Deutsch verfügbar“.',
  lsHint: 'Leer: Die Seite zeigt den deutschen Text mit einem Hinweis.',
  lsBlocksIntro: 'Diese vier Erklärungen verlangt die BITV 2.0 (§ 4) in Leichter Sprache auf der Startseite; sie stehen auch auf der Seite /leichte-sprache.',
  lsShipped: 'Leer: ein mitgelieferter Text in Leichter Sprache ohne Ort.',
  findingsNone: 'Die Prüfung auf Leichte Sprache findet nichts.',
  findingsCount: '{n, plural, one {Die Prüfung auf Leichte Sprache findet # Stelle (ein Hinweis, Speichern geht trotzdem):} other {Die Prüfung auf Leichte Sprache findet # Stellen (Hinweise, Speichern geht trotzdem):}}',
  findingPlace: 'Zeile {line}, Zeichen {column}',
  /** The checker's rules (`rule_<LeichteSpracheRule>`). */
  rule_satzlaenge: 'Langer Satz (mehr als 12 Wörter)',
  rule_passiv: 'Passiv',
  rule_genitiv: 'Genitiv',
  rule_konjunktiv: 'Möglichkeitsform (Konjunktiv)',
  rule_verneinung: 'Verneinung',
  rule_abkuerzung: 'Abkürzung',
  rule_zusammensetzung: 'Langes Wort ohne Bindestrich',
  /** The variants' names (`name_<ContentVariant>`), as the contract's VARIANT_NAMES. */
  name_en: 'Englisch',
  name_tr: 'Türkisch',
  name_ar: 'Arabisch',
  name_uk: 'Ukrainisch',
  name_ls: 'Leichte Sprache',
} as const;
