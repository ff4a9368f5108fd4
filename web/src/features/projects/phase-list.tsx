import { currentPhaseIndex, type Phase } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/projects';
import { useT } from '../../i18n/runtime';
import { todayInBerlin } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { phaseDates } from '../../components/project-card/project-card';
import { useTownTextOf } from '../../components/town-text';

/** The phases of a project in order, with their days; the one today falls in is marked in words
 *  and for screen readers (aria-current="step"), not by colour alone. */
export function PhaseList({ phases, headingId }: { phases: readonly Phase[]; headingId: string }) {
  const t = useT('projects', de.projects);
  const townOf = useTownTextOf();
  const format = useFormat();
  const current = currentPhaseIndex(phases, todayInBerlin());
  return (
    <ol className="project-phases" aria-labelledby={headingId}>
      {phases.map((p, i) => (
        <li key={`${i}-${p.Title}`} className={i === current ? 'project-phase-current' : undefined} aria-current={i === current ? 'step' : undefined}>
          <span {...townOf(p, 'Title')} className="fw-semibold">{p.Title}</span>
          {i === current && <span className="badge text-bg-primary ms-2">{t('phaseNow')}</span>}
          <div className="small text-body-secondary">{phaseDates(t, p.Start && format.day(p.Start), p.End && format.day(p.End))}</div>
        </li>
      ))}
    </ol>
  );
}
