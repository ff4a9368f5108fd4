import { SURVEY_SILENT_KINDS, type SurveyAnswerValue, type SurveyQuestion, type SurveyQuestionResult } from '@mitmachkarte/contract';

/** Counting a survey's answers, one answer set at a time (docs/product.md §25.2, Ergebnisse). */

type Tally = { result: SurveyQuestionResult; rankSums: Map<string, { sum: number; n: number }> };

/** An empty tally for every question that takes answers, in the survey's order. */
export function emptyTallies(questions: readonly SurveyQuestion[]): Tally[] {
  return questions.filter((q) => !SURVEY_SILENT_KINDS.includes(q.Kind)).map((q) => ({
    result: {
      Key: q.Key, Kind: q.Kind, Question: q.Question, Answered: 0,
      Counts: q.Kind === 'boolean'
        ? [{ Key: 'true', Label: 'Ja', Count: 0 }, { Key: 'false', Label: 'Nein', Count: 0 }]
        : q.Kind === 'single' || q.Kind === 'multiple' ? q.Options.map((o) => ({ Key: o.Key, Label: o.Label || o.Key, Count: 0 })) : [],
      MeanRanks: [],
      Matrix: q.Kind === 'matrix' ? q.Rows.map((r) => ({ Key: r.Key, Label: r.Label || r.Key, Counts: q.Scale.map((s) => ({ Key: s.Key, Label: s.Label || s.Key, Count: 0 })) })) : [],
      Texts: [], Numbers: [],
    },
    rankSums: new Map(q.Kind === 'ranking' ? q.Options.map((o) => [o.Key, { sum: 0, n: 0 }]) : []),
  }));
}

/** Adds one stored answer set to the tallies; answers that no longer fit are skipped. */
export function countAnswers(tallies: Tally[], answers: Record<string, SurveyAnswerValue>): void {
  for (const { result, rankSums } of tallies) {
    const v = Object.hasOwn(answers, result.Key) ? answers[result.Key] : undefined;
    if (v === undefined) continue;
    result.Answered++;
    if (result.Kind === 'boolean') result.Counts[v === true ? 0 : 1]!.Count++;
    else if (typeof v === 'string' && (result.Kind === 'text' || result.Kind === 'text_multi')) result.Texts.push(v);
    else if (typeof v === 'number') result.Numbers.push(v);
    else if (typeof v === 'string' || Array.isArray(v)) {
      const keys = typeof v === 'string' ? [v] : v;
      if (result.Kind === 'ranking') keys.forEach((k, i) => { const s = rankSums.get(k); if (s) { s.sum += i + 1; s.n++; } });
      else for (const k of keys) { const c = result.Counts.find((o) => o.Key === k); if (c) c.Count++; }
    } else if (typeof v === 'object' && v) {
      for (const row of result.Matrix) { const step = v[row.Key]; const c = step === undefined ? undefined : row.Counts.find((s) => s.Key === step); if (c) c.Count++; }
    }
  }
}

/** The results of the tallies: mean ranks to two decimals (null where nobody ranked the option),
 *  best (lowest) first. */
export function finishTallies(tallies: Tally[], questions: readonly SurveyQuestion[]): SurveyQuestionResult[] {
  return tallies.map(({ result, rankSums }) => {
    if (result.Kind !== 'ranking') return result;
    const q = questions.find((x) => x.Key === result.Key)!;
    const ranks = q.Options.map((o) => {
      const s = rankSums.get(o.Key)!;
      return { Key: o.Key, Label: o.Label || o.Key, MeanRank: s.n === 0 ? null : Math.round((s.sum / s.n) * 100) / 100 };
    });
    ranks.sort((a, b) => (a.MeanRank ?? Infinity) - (b.MeanRank ?? Infinity));
    return { ...result, MeanRanks: ranks };
  });
}
