import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from './actor.js';
import { answerRefusal, canSeeSurvey, phaseAllowsAnswer, surveyNow, surveyStateAt } from './survey.rules.js';

const survey = (over: Partial<{ published: 0 | 1; opens_at: string | null; closes_at: string | null; audience: 'anyone' | 'signed_in'; once_per: 'device' | 'account' }> = {}) =>
  ({ published: 1 as const, opens_at: null, closes_at: null, audience: 'anyone' as const, once_per: 'device' as const, ...over });
const NOW = '2026-12-04T10:00:00.000Z';
const user = { userId: 'u1', name: 'N', email: '', permissions: [] };

describe('survey rules (docs/product.md §25.2)', () => {
  it('states: draft until published, upcoming before the start, closed from the end on', () => {
    expect(surveyStateAt(survey({ published: 0 }), NOW)).toBe('draft');
    expect(surveyStateAt(survey({ opens_at: '2026-12-04T10:00:01.000Z' }), NOW)).toBe('upcoming');
    expect(surveyStateAt(survey({ opens_at: NOW }), NOW)).toBe('open');
    expect(surveyStateAt(survey({ closes_at: NOW }), NOW)).toBe('closed');
    expect(surveyStateAt(survey({ closes_at: '2026-12-04T10:00:01.000Z' }), NOW)).toBe('open');
  });

  it('who may answer: open surveys; signed-in people where asked or per account', () => {
    expect(answerRefusal(ANONYMOUS, survey(), NOW)).toBeUndefined();
    expect(answerRefusal(ANONYMOUS, survey({ audience: 'signed_in' }), NOW)).toBe('signIn');
    expect(answerRefusal(ANONYMOUS, survey({ once_per: 'account' }), NOW)).toBe('signIn');
    expect(answerRefusal(user, survey({ once_per: 'account', audience: 'signed_in' }), NOW)).toBeUndefined();
    expect(answerRefusal(user, survey({ closes_at: NOW }), NOW)).toBe('closed');
  });

  it('who sees: the team every survey, others the published ones of projects they see', () => {
    const access = (isManager: boolean, isPublic: 0 | 1) => ({ isManager, workspace: { public: isPublic } as never });
    expect(canSeeSurvey(access(true, 0), { published: 0 })).toBe(true);
    expect(canSeeSurvey(access(false, 1), { published: 0 })).toBe(false);
    expect(canSeeSurvey(access(false, 1), { published: 1 })).toBe(true);
    expect(canSeeSurvey(access(false, 0), { published: 1 })).toBe(false);
  });

  it('phases (docs/product.md §25.4): a switched-off survey is hidden and takes no answers, except from the team', () => {
    const access = (isManager: boolean, closed: 0 | 1 = 0) => ({ isManager, workspace: { public: 1, closed } as never });
    expect(canSeeSurvey(access(false), { published: 1, phase_view: 0 })).toBe(false);
    expect(canSeeSurvey(access(true), { published: 1, phase_view: 0 })).toBe(true);
    expect(canSeeSurvey(access(false), { published: 1, phase_view: 1 })).toBe(true);
    expect(phaseAllowsAnswer(access(false), { phase_answer: 0 })).toBe(false);
    expect(phaseAllowsAnswer(access(true), { phase_answer: 0 })).toBe(true);
    expect(phaseAllowsAnswer(access(false), { phase_answer: 1 })).toBe(true);
    expect(surveyNow(access(false), { phase_answer: 0, phase_title: 'Auswertung' })).toEqual({ Phase: 'Auswertung', Answer: false });
    expect(surveyNow(access(true), { phase_answer: 0, phase_title: 'Auswertung' })).toEqual({ Phase: 'Auswertung', Answer: true });
    // A closed project takes no answers, whatever the phase allows.
    expect(surveyNow(access(true, 1), { phase_answer: 1, phase_title: null })).toEqual({ Phase: null, Answer: false });
  });
});
