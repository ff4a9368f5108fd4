/** A checker for texts in Leichte Sprache: finds what the rules of BITV 2.0 Anlage 2 Teil 2 ask
 *  to avoid — long sentences (no. 5: „kurze Sätze mit klarer Satzgliederung“), passive,
 *  genitive and subjunctive constructions, negations and abbreviations (no. 1), and compound
 *  nouns not split by a hyphen (no. 4) — and says where. It helps the editor, it never blocks
 *  saving (docs/product.md §10, Leichte Sprache): every rule is a heuristic on the words alone,
 *  without a dictionary, tuned to flag more rather than less. */

/** The rules, in the order BITV 2.0 Anlage 2 Teil 2 names them. */
export const LEICHTE_SPRACHE_RULES = ['satzlaenge', 'passiv', 'genitiv', 'konjunktiv', 'verneinung', 'abkuerzung', 'zusammensetzung'] as const;
export type LeichteSpracheRule = (typeof LEICHTE_SPRACHE_RULES)[number];

/** One finding: the rule, the place in the text (UTF-16 offsets, `end` exclusive) and the words
 *  found there. */
export interface Finding {
  rule: LeichteSpracheRule;
  start: number;
  end: number;
  text: string;
}

/** More words than this make a sentence long (the Netzwerk Leichte Sprache's rule of thumb: one
 *  statement per sentence; sentences of Leichte Sprache rarely need more than 12 words). */
export const MAX_WORDS_PER_SENTENCE = 12;
/** Nouns of this many letters or more without a hyphen are taken for compounds to split
 *  („Bürger-Beteiligung“); shorter ones are read easily as they are. */
export const MIN_COMPOUND_LETTERS = 13;

/** Long nouns that are no compounds (derived words), so no hyphen helps them. */
const NOT_COMPOUNDS = new Set([
  'informationen', 'information', 'veranstaltung', 'veranstaltungen', 'verantwortung', 'unterstützung', 'voraussetzung', 'voraussetzungen',
  'entscheidungen', 'beteiligungen', 'beschreibungen', 'verständigung', 'bevölkerungen', 'untersuchungen', 'übersetzungen', 'einrichtungen',
  'anmeldungen', 'vereinbarungen', 'berücksichtigung', 'verpflichtungen', 'gemeinschaften', 'eigenschaften', 'nachrichten', 'möglichkeiten',
  'schwierigkeiten', 'persönlichkeit', 'verwirklichung', 'benachrichtigung', 'benachrichtigungen', 'veröffentlichung', 'veröffentlichungen',
]);

/** Abbreviations written with a point; acronyms (two capitals or more) are found by their form. */
const DOTTED = /(?<![\p{L}\p{N}])(?:z\.\s?B\.|d\.\s?h\.|u\.\s?a\.|o\.\s?ä\.|u\.\s?U\.|i\.\s?d\.\s?R\.|bzw\.|usw\.|etc\.|ca\.|ggf\.|evtl\.|inkl\.|zzgl\.|bspw\.|sog\.|vgl\.|Nr\.|Str\.|Tel\.|Abs\.|Hr\.|Fr\.|Dr\.|Prof\.|max\.|min\.|mind\.|gem\.|lt\.|bzgl\.|v\.\s?a\.|s\.\s?o\.|s\.\s?u\.)/gu;
const ACRONYM = /(?<![\p{L}\p{N}])\p{Lu}{2,}(?:s|n)?(?![\p{L}\p{N}])/gu;

const WERDEN = new Set(['werde', 'wirst', 'wird', 'werden', 'werdet', 'wurde', 'wurdest', 'wurden', 'wurdet', 'worden']);
const KONJUNKTIV = new Set([
  'würde', 'würdest', 'würden', 'würdet', 'wäre', 'wärest', 'wärst', 'wären', 'wäret', 'wärt', 'hätte', 'hättest', 'hätten', 'hättet',
  'könnte', 'könntest', 'könnten', 'könntet', 'müsste', 'müsstest', 'müssten', 'müsstet', 'dürfte', 'dürftest', 'dürften', 'dürftet',
  'sollte', 'solltest', 'sollten', 'solltet', 'ginge', 'gingen', 'käme', 'kämen', 'gäbe',
  'gäben', 'wüsste', 'wüssten', 'sei', 'seist', 'seien', 'seiet',
]);
const NEGATIONS = new Set([
  'nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nichts', 'nie', 'niemals', 'niemand', 'niemanden', 'niemandem',
  'nirgends', 'nirgendwo', 'weder',
]);
/** Words that ask for the genitive: its articles and the prepositions that take it. */
const GENITIVE_ARTICLES = new Set(['des', 'eines']);
const GENITIVE_DETERMINERS = new Set([
  'des', 'der', 'eines', 'einer', 'dieses', 'dieser', 'meines', 'meiner', 'deines', 'deiner', 'seines', 'seiner', 'ihres', 'ihrer',
  'unseres', 'unserer', 'eures', 'eurer', 'keines', 'keiner',
]);
const GENITIVE_PREPOSITIONS = new Set([
  'wegen', 'während', 'trotz', 'statt', 'anstatt', 'innerhalb', 'außerhalb', 'aufgrund', 'anhand', 'mithilfe', 'oberhalb', 'unterhalb',
  'infolge', 'bezüglich', 'hinsichtlich', 'zwecks', 'angesichts', 'seitens', 'namens', 'mangels', 'abseits', 'diesseits', 'jenseits',
]);

interface Word { text: string; lower: string; start: number; end: number }

const WORD = /[\p{L}\p{N}]+(?:[-‐][\p{L}\p{N}]+)*/gu;

/** A participle II as the passive builds it: ge…t / ge…en (also after a separable prefix:
 *  „aufgestellt“, „angenommen“), …iert, or with an inseparable prefix …t. */
const isParticiple = (w: string) =>
  /^(?:\p{Ll}{0,6})ge\p{Ll}{2,}(?:t|en)$/u.test(w) || /\p{Ll}{2,}iert$/u.test(w)
  // Inseparable prefixes make no ge-: „veröffentlicht“, „bezahlt“; only the -t forms, as the -en
  // ones („bekommen“) are infinitives too, and „werden“ with an infinitive is the future.
  || /^(?:be|ver|er|zer|ent|emp|miss)\p{Ll}{3,}t$/u.test(w);

/** The sentences of `text` as offset ranges: a sentence ends at . ! ? or a line break (Leichte
 *  Sprache writes one sentence per line); the points of abbreviations and of ordinals („1. Mai“)
 *  end none. */
function sentences(text: string, masked: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const end = /[.!?]+(?=\s|$)|\n/gu;
  let from = 0;
  for (let m = end.exec(masked); m; m = end.exec(masked)) {
    out.push({ start: from, end: m.index + m[0].length });
    from = m.index + m[0].length;
  }
  if (text.slice(from).trim()) out.push({ start: from, end: text.length });
  return out;
}

const wordsIn = (text: string, start: number, end: number): Word[] =>
  [...text.slice(start, end).matchAll(WORD)].map((m) => ({ text: m[0], lower: m[0].toLowerCase(), start: start + m.index, end: start + m.index + m[0].length }));

/** The findings in `text`, ordered by place; an empty text has none. */
export function checkLeichteSprache(text: string): Finding[] {
  const findings: Finding[] = [];
  const add = (rule: LeichteSpracheRule, start: number, end: number) => findings.push({ rule, start, end, text: text.slice(start, end) });

  // Abbreviations first; their points, and those of ordinals, are no sentence ends.
  let masked = text;
  const mask = (start: number, end: number) => {
    masked = masked.slice(0, start) + masked.slice(start, end).replace(/\./g, '\u0000') + masked.slice(end);
  };
  for (const m of text.matchAll(DOTTED)) {
    add('abkuerzung', m.index, m.index + m[0].length);
    mask(m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(ACRONYM)) add('abkuerzung', m.index, m.index + m[0].length);
  for (const m of text.matchAll(/\p{N}\.(?=[ \t]+\p{L})/gu)) mask(m.index, m.index + m[0].length);

  for (const s of sentences(text, masked)) {
    const words = wordsIn(text, s.start, s.end);
    if (words.length > MAX_WORDS_PER_SENTENCE) add('satzlaenge', words[0]!.start, words.at(-1)!.end);
    const werden = words.find((w) => WERDEN.has(w.lower));
    const participle = werden && words.find((w) => w !== werden && isParticiple(w.lower));
    if (werden && participle) add('passiv', Math.min(werden.start, participle.start), Math.max(werden.end, participle.end));
    // A genitive runs from its preposition or article to its noun (the next capitalised word
    // within three words: „wegen des starken Regens“).
    let genitiveUntil = -1;
    for (const [i, w] of words.entries()) {
      // A preposition counts before a determiner or a noun: „während der Sitzung“, not the
      // conjunction „während wir spielen“.
      const next = words[i + 1];
      const preposition = GENITIVE_PREPOSITIONS.has(w.lower) && next !== undefined && (GENITIVE_DETERMINERS.has(next.lower) || /^\p{Lu}/u.test(next.text));
      if (i > genitiveUntil && (preposition || GENITIVE_ARTICLES.has(w.lower))) {
        const noun = words.slice(i + 1, i + 4).findIndex((n) => /^\p{Lu}/u.test(n.text));
        if (noun >= 0) {
          genitiveUntil = i + 1 + noun;
          add('genitiv', w.start, words[genitiveUntil]!.end);
        }
      }
      if (KONJUNKTIV.has(w.lower)) add('konjunktiv', w.start, w.end);
      if (NEGATIONS.has(w.lower)) add('verneinung', w.start, w.end);
      const letters = w.text.replace(/[^\p{L}]/gu, '');
      const isNoun = /^\p{Lu}\p{Ll}/u.test(w.text);
      if (isNoun && !/[-‐]/u.test(w.text) && letters.length >= MIN_COMPOUND_LETTERS && !NOT_COMPOUNDS.has(w.lower)) add('zusammensetzung', w.start, w.end);
    }
  }
  return findings.sort((a, b) => a.start - b.start || a.end - b.end);
}
