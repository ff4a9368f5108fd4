import { Alert, Container } from 'react-bootstrap';
import * as de from '../../i18n/de/projects';
import { useT } from '../../i18n/runtime';
import { todayInBerlin } from '../../lib/format';
import { useWorkspaces } from '../../lib/gis';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProjectCard } from '../../components/project-card/project-card';
import './projects.css';

/** /#/projekte (docs/product.md §17.2): the public projects, open ones first, each with whether it
 *  takes contributions, its period and current phase, the start of its description, a link to its
 *  page and, while open, „Mitmachen“. */
export function ProjectsPage() {
  const tc = useT('common', de.common);
  const t = useT('projects', de.projects);
  useDocumentTitle(t('listTitle'));
  const workspaces = useWorkspaces();
  const today = todayInBerlin();
  const shown = (workspaces.data ?? []).filter((w) => w.Public).sort((a, b) => Number(a.Closed) - Number(b.Closed));

  return (
    <Container className="py-4 project-page">
      <h1 className="h2">{t('listTitle')}</h1>
      <p>{t('listIntro')}</p>
      {workspaces.isPending && <p role="status">{tc('loading')}</p>}
      {workspaces.isError && <Alert variant="warning">{t('loadFailed')}</Alert>}
      {workspaces.data && shown.length === 0 && <p>{t('none')}</p>}
      <ul className="list-unstyled project-list">
        {shown.map((w) => <li key={w.ID}><ProjectCard workspace={w} today={today} /></li>)}
      </ul>
    </Container>
  );
}
