import { SurveyQuestion, type SurveyForm, type SurveyNow, type SurveyState } from '@mitmachkarte/contract';
import { z } from 'zod';
import type { SurveysTable } from '../../db/schema.js';
import { parseJson } from '../../lib/json.js';
import { renderMarkdown } from '../../lib/markdown.js';

const Questions = z.array(SurveyQuestion);

/** The questions of a stored survey (JSON decoded once; a damaged column reads as none). */
export function questionsOf(row: Pick<SurveysTable, 'questions'>): SurveyQuestion[] {
  const parsed = Questions.safeParse(parseJson<unknown>(row.questions, []));
  return parsed.success ? parsed.data : [];
}

/** What the reader may learn beside the survey: its state now (access/survey.rules.ts
 *  surveyStateAt), whether they manage it (then the answer count), whether their account or
 *  device has answered it, and what the project and its phase allow them now (surveyNow). */
export type SurveyView = { state: SurveyState; canEdit: boolean; answered: boolean; answerCount: number; now: SurveyNow };

/** A survey on the wire (contract survey-forms.ts SurveyForm). */
export function presentSurvey(row: SurveysTable, view: SurveyView): SurveyForm {
  return {
    Id: row.id, Workspace: row.workspace_id, Title: row.title, Description: row.description, DescriptionHtml: renderMarkdown(row.description),
    ThankYou: row.thank_you, Questions: questionsOf(row), Audience: row.audience, OncePer: row.once_per,
    OpensAt: row.opens_at, ClosesAt: row.closes_at, Published: row.published === 1, State: view.state,
    CanEdit: view.canEdit, Answered: view.answered, AnswerCount: view.canEdit ? view.answerCount : null,
    Now: view.now,
    CreatedAt: row.created_at, UpdatedAt: row.updated_at,
  };
}
