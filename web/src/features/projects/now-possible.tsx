import type { Layer, SurveyForm } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/projects';
import { useT } from '../../i18n/runtime';

type Word = 'phaseView' | 'phaseContribute' | 'phaseComment' | 'phaseVote' | 'phaseAnswer';

/** The words of what a map allows its visitor now, from the server's flags (Layer.Now, docs/product.md
 *  §25.4): a map the visitor sees is always to look at; the rest as the server says. */
export function possibleNow(now: NonNullable<Layer['Now']>): Word[] {
  return ['phaseView', ...(now.Contribute ? ['phaseContribute' as const] : []), ...(now.Comment ? ['phaseComment' as const] : []), ...(now.Vote ? ['phaseVote' as const] : [])];
}

/** The words of what a survey allows its visitor now, from the server's flags (State and
 *  SurveyForm.Now, §25.4): a survey the visitor sees is always to look at; answers while it is
 *  open and the project and its phase take them. */
export function surveyPossibleNow(survey: Pick<SurveyForm, 'State' | 'Now'>): Word[] {
  return ['phaseView', ...(survey.State === 'open' && survey.Now.Answer ? ['phaseAnswer' as const] : [])];
}

/** „Jetzt möglich: …“ for each map and each published survey of the project that the visitor
 *  sees (docs/product.md §25.4); nothing for layers kept on a device from a server without the flags. */
export function NowPossible({ layers, surveys = [] }: { layers: readonly Pick<Layer, 'ID' | 'Name' | 'Now'>[]; surveys?: readonly Pick<SurveyForm, 'Id' | 'Title' | 'State' | 'Now'>[] }) {
  const t = useT('projects', de.projects);
  const shown = layers.filter((l) => l.Now);
  const shownSurveys = surveys.filter((s) => s.State !== 'draft');
  if (shown.length === 0 && shownSurveys.length === 0) return null;
  return (
    <ul className="list-unstyled project-now mt-3">
      {shown.map((l) => (
        <li key={l.ID}>
          <span className="fw-semibold">{l.Name}</span>: <span>{t('nowPossible', { what: possibleNow(l.Now!).map((w) => t(w)).join(', ') })}</span>
        </li>
      ))}
      {shownSurveys.map((s) => (
        <li key={s.Id}>
          <span className="fw-semibold">{t('nowSurvey', { title: s.Title })}</span>: <span>{t('nowPossible', { what: surveyPossibleNow(s).map((w) => t(w)).join(', ') })}</span>
        </li>
      ))}
    </ul>
  );
}
