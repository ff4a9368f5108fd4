import { describe, expect, it } from 'vitest';
import { checkLeichteSprache, LEICHTE_SPRACHE_RULES, type LeichteSpracheRule } from './check';

/** Each rule of BITV 2.0 Anlage 2 Teil 2 the checker knows, with sentences that trigger it (and
 *  the words it marks) and sentences in good Leichte Sprache that pass it. */
const SAMPLES: Record<LeichteSpracheRule, { trigger: [string, string][]; pass: string[] }> = {
  satzlaenge: {
    trigger: [['Wir bauen im nächsten Sommer einen neuen Spielplatz im Park an der Fulda für alle Kinder der Stadt.', 'Wir bauen im nächsten Sommer einen neuen Spielplatz im Park an der Fulda für alle Kinder der Stadt']],
    pass: ['Wir bauen einen neuen Spiel-Platz.', 'Der Spiel-Platz ist im Park.\nAlle Kinder dürfen dort spielen.'],
  },
  passiv: {
    trigger: [['Der Antrag wird von der Stadt geprüft.', 'wird von der Stadt geprüft'], ['Die Bank wurde aufgestellt.', 'wurde aufgestellt'], ['Das Ergebnis wird veröffentlicht.', 'wird veröffentlicht']],
    pass: ['Die Stadt prüft den Antrag.', 'Wir werden Ihnen schreiben.', 'Das wird gut.', 'Sie werden Post bekommen.'],
  },
  genitiv: {
    trigger: [['Das ist der Plan des Bürgermeisters.', 'des Bürgermeisters'], ['Wegen des Regens bleibt der Park zu.', 'Wegen des Regens'], ['Das ist die Idee eines jungen Mannes.', 'eines jungen Mannes'], ['Während der Sitzung ist Pause.', 'Während der Sitzung']],
    pass: ['Das ist der Plan von dem Bürger-Meister.', 'Es regnet.\nDeshalb bleibt der Park zu.', 'Sie hören Musik, während wir im Park spielen.'],
  },
  konjunktiv: {
    trigger: [['Es wäre schön, wenn Sie mitmachen.', 'wäre'], ['Sie könnten uns schreiben.', 'könnten'], ['Wir würden uns freuen.', 'würden']],
    pass: ['Machen Sie mit!', 'Sie können uns schreiben.', 'Wir freuen uns.'],
  },
  verneinung: {
    trigger: [['Das ist nicht schwer.', 'nicht'], ['Sie brauchen kein Passwort.', 'kein'], ['Niemand sieht Ihren Namen.', 'Niemand']],
    pass: ['Das ist leicht.', 'Sie brauchen nur Ihre E-Mail-Adresse.'],
  },
  abkuerzung: {
    trigger: [['Schreiben Sie z. B. über den Park.', 'z. B.'], ['Lesen Sie die DSGVO.', 'DSGVO'], ['Rufen Sie uns an, Tel. 0661 1234.', 'Tel.'], ['Bäume, Bänke usw. sind wichtig.', 'usw.']],
    pass: ['Schreiben Sie zum Beispiel über den Park.', 'Am 1. Mai ist das Fest.'],
  },
  zusammensetzung: {
    trigger: [['Die Bürgerbeteiligung beginnt heute.', 'Bürgerbeteiligung'], ['Das ist die Datenschutzerklärung.', 'Datenschutzerklärung']],
    pass: ['Die Bürger-Beteiligung beginnt heute.', 'Hier finden Sie Informationen.', 'Das ist die Daten-Schutz-Erklärung.'],
  },
};

const marked = (text: string, rule: LeichteSpracheRule) => checkLeichteSprache(text).filter((f) => f.rule === rule).map((f) => f.text);

describe('the Leichte Sprache checker (BITV 2.0 Anlage 2 Teil 2)', () => {
  for (const rule of LEICHTE_SPRACHE_RULES) {
    it(`${rule}: marks the place in sentences that break the rule, and passes good ones`, () => {
      for (const [sentence, words] of SAMPLES[rule].trigger) expect(marked(sentence, rule), sentence).toEqual([words]);
      for (const sentence of SAMPLES[rule].pass) expect(marked(sentence, rule), sentence).toEqual([]);
    });
  }

  it('gives offsets into the text, in the order of the text, and nothing for good Leichte Sprache', () => {
    const text = 'Willkommen!\nHier können Sie mitmachen.\nDas ist nicht schwer.';
    const findings = checkLeichteSprache(text);
    expect(findings).toEqual([{ rule: 'verneinung', start: text.indexOf('nicht'), end: text.indexOf('nicht') + 5, text: 'nicht' }]);
    expect(checkLeichteSprache('Willkommen!\nHier können Sie mitmachen.\nSchreiben Sie uns Ihre Idee.')).toEqual([]);
    expect(checkLeichteSprache('')).toEqual([]);
  });

  it('does not end a sentence at the point of an abbreviation or an ordinal', () => {
    // Ten words on each side of „z. B.“: one sentence of 20 words, not two short ones.
    const text = 'Sie können hier z. B. über den Park und die Bänke und die Bäume und die Wege schreiben.';
    expect(marked(text, 'satzlaenge')).toHaveLength(1);
  });
});
