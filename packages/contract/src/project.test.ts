import { describe, expect, it } from 'vitest';
import { Phase, Phases, type Phase as PhaseType } from './project.js';
import { currentPhaseIndex } from './project-rules.js';

describe('project phases', () => {
  it('takes days that exist, with open ends, and refuses an end before the start in German', () => {
    expect(Phase.parse({ Title: ' Ideen sammeln ', Start: '2027-03-01', End: '2027-03-31' })).toEqual({ Title: 'Ideen sammeln', Start: '2027-03-01', End: '2027-03-31' });
    expect(Phase.safeParse({ Title: 'Ergebnisse', Start: '2027-05-01', End: null }).success).toBe(true);
    for (const [bad, message] of [
      [{ Title: 'X', Start: '2027-02-30', End: null }, 'Dieses Datum gibt es nicht.'],
      [{ Title: 'X', Start: '1.3.2027', End: null }, 'Bitte ein Datum im Format JJJJ-MM-TT angeben.'],
      [{ Title: 'X', Start: '2027-04-01', End: '2027-03-31' }, 'Eine Phase endet nicht vor ihrem Beginn.'],
      [{ Title: ' ', Start: null, End: null }, 'Jede Phase braucht einen Namen.'],
    ] as const) {
      const result = Phase.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
    expect(Phases.safeParse(Array.from({ length: 13 }, () => ({ Title: 'X', Start: null, End: null }))).success).toBe(false);
  });

  it('finds the phase a day falls in, inclusive of both ends', () => {
    const phases: PhaseType[] = [
      { Title: 'Ideen sammeln', Start: '2027-03-01', End: '2027-03-31' },
      { Title: 'Auswertung', Start: '2027-04-01', End: '2027-04-30' },
      { Title: 'Ergebnisse', Start: '2027-05-01', End: null },
      { Title: 'Ohne Datum', Start: null, End: null },
    ];
    expect(currentPhaseIndex(phases, '2027-02-28')).toBe(-1);
    expect(currentPhaseIndex(phases, '2027-03-01')).toBe(0);
    expect(currentPhaseIndex(phases, '2027-03-31')).toBe(0);
    expect(currentPhaseIndex(phases, '2027-04-15')).toBe(1);
    expect(currentPhaseIndex(phases, '2030-01-01')).toBe(2);
  });
});
