import { Link } from 'react-router';
import * as de from '../../i18n/de/surveys';
import { useT } from '../../i18n/runtime';
import { surveyPath, useSurveys } from '../../lib/surveys-api';
import { useFormat } from '../../lib/use-format';

/** The open surveys of a project on its page (docs/product.md §25.2), each with „Zur Umfrage“;
 *  nothing while there is none (or the list cannot be read: the page stays usable). */
export function ProjectSurveys({ workspaceId }: { workspaceId: string }) {
  const t = useT('surveys', de.surveys);
  const f = useFormat();
  const open = (useSurveys(workspaceId).data ?? []).filter((s) => s.State === 'open');
  if (open.length === 0) return null;
  return (
    <section className="mb-4" aria-labelledby="project-surveys-title">
      <h2 className="h4" id="project-surveys-title">{t('projectSurveys')}</h2>
      <ul className="list-unstyled">
        {open.map((s) => (
          <li key={s.Id} className="mb-2">
            <Link to={surveyPath(workspaceId, s.Id)} aria-label={t('takePartLabel', { title: s.Title })}>{s.Title}</Link>
            {s.ClosesAt && <span className="small text-body-secondary"> ({t('until', { date: f.date(s.ClosesAt) })})</span>}
            {s.Answered && <span className="small text-body-secondary"> – {t('answeredShort')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
