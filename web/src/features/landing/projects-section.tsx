import type { Workspace } from '@mitmachkarte/contract';
import { Alert } from 'react-bootstrap';
import * as de from '../../i18n/de/landing';
import { useT } from '../../i18n/runtime';
import { todayInBerlin } from '../../lib/format';
import { useWorkspaces } from '../../lib/gis';
import { ProjectCard } from '../../components/project-card/project-card';
import { Section } from './sections';

function CardList({ projects, today }: { projects: readonly Workspace[]; today: string }) {
  return (
    <ul className="list-unstyled project-list">
      {projects.map((w) => <li key={w.ID}><ProjectCard workspace={w} today={today} headingLevel="h3" /></li>)}
    </ul>
  );
}

/** The start page's projects (docs/product.md §2.2): the organisation's public projects as cards,
 *  first those open for entries under „Jetzt mitmachen“, then the closed ones. Without any public
 *  project it says so instead of showing someone else's. */
export function ProjectsSection() {
  const tc = useT('common', de.common);
  const t = useT('landing', de.landing);
  const workspaces = useWorkspaces();
  const today = todayInBerlin();
  const shown = (workspaces.data ?? []).filter((w) => w.Public);
  const open = shown.filter((w) => !w.Closed);
  const closed = shown.filter((w) => w.Closed);
  return (
    <Section id="projekte" title={t('projectsTitle')}>
      {workspaces.isPending && <p role="status">{tc('loading')}</p>}
      {workspaces.isError && <Alert variant="warning">{t('projectsLoadFailed')}</Alert>}
      {workspaces.data && open.length === 0 && <p>{t('projectsNoneOpen')}</p>}
      <CardList projects={open} today={today} />
      {closed.length > 0 && (
        <>
          <h3 className="h4 mt-4 mb-3">{t('projectsClosedTitle')}</h3>
          <CardList projects={closed} today={today} />
        </>
      )}
    </Section>
  );
}
