import { useId, type ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { figuresFailure } from '../../components/figures/figures-failure';
import { ProcessingTable } from '../../components/figures/processing-table';
import { StatusCountsTable } from '../../components/figures/status-counts-table';
import * as de from '../../i18n/de/deadlines';
import { useT } from '../../i18n/runtime';
import { figuresPath, useFigures, type FiguresPeriod } from '../../lib/figures';

/** The figures' default period: from the project's start until today (docs/product.md §16.11). */
const WHOLE_PERIOD: FiguresPeriod = {};

/** The section „Bearbeitung“ of a map's charts and printed report (docs/product.md §18.5): the
 *  figures of the work on the map's whole project `workspaceId` over its whole period (§16.11) —
 *  the table „Bearbeitung“ and the entries per map and status — said to cover every map of the
 *  project, with the link „Alle Kennzahlen“ on screen only. A refusal or failure of the figures is
 *  one line in the section; the charts stay. */
export function ProjectFigures({ workspaceId }: { workspaceId: string }) {
  const tc = useT('common', de.common);
  const t = useT('figures', de.figures);
  const figures = useFigures(workspaceId, WHOLE_PERIOD);
  const note = (
    <p className="small mb-1">
      {t('wholeProject')} <Link className="no-print" to={figuresPath(workspaceId)}>{t('allFigures')}</Link>
    </p>
  );
  if (figures.data) return <ProcessingTable f={figures.data} note={note}><StatusCountsTable f={figures.data} /></ProcessingTable>;
  return (
    <FiguresSection note={note}>
      {figures.isError
        ? <Alert variant="warning" role="status" className="mb-0">{figuresFailure(figures.error, t)}</Alert>
        : <p role="status">{tc('loading')}</p>}
    </FiguresSection>
  );
}

/** The heading „Bearbeitung“ and `note` over `children`, while the figures are not there. */
function FiguresSection({ note, children }: { note: ReactNode; children: ReactNode }) {
  const t = useT('figures', de.figures);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">{t('processing')}</h2>
      {note}
      {children}
    </section>
  );
}
