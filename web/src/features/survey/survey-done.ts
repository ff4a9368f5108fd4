/** Local-storage flag: this browser has answered the survey (docs/product.md §4 Survey, §9). */
export const SURVEY_DONE_KEY = 'survey-done';

export function isSurveyDone(): boolean {
  try {
    return localStorage.getItem(SURVEY_DONE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markSurveyDone(): void {
  try {
    localStorage.setItem(SURVEY_DONE_KEY, 'true');
  } catch {
    // Storage switched off: the survey is simply offered again.
  }
}
