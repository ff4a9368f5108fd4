import { currentPhaseIndex, type Workspace } from '@mitmachkarte/contract';
import { Alert, Badge, Card, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de/projects';
import { todayInBerlin } from '../../lib/format';
import { useWorkspaces } from '../../lib/gis';
import { useDocumentTitle } from '../../lib/use-document-title';
import { projectPagePath } from './project-links';
import './projects.css';

/** /#/projekte (docs/product.md §17.2): the public projects, open ones first, each with whether it
 *  takes contributions, its current phase, the start of its description and a link to its page. */
export function ProjectsPage() {
  const t = de.projects;
  useDocumentTitle(t.listTitle);
  const workspaces = useWorkspaces();
  const today = todayInBerlin();
  const shown = (workspaces.data ?? []).filter((w) => w.Public).sort((a, b) => Number(a.Closed) - Number(b.Closed));

  return (
    <Container className="py-4 project-page">
      <h1 className="h2">{t.listTitle}</h1>
      <p>{t.listIntro}</p>
      {workspaces.isPending && <p role="status">{de.common.loading}</p>}
      {workspaces.isError && <Alert variant="warning">{t.loadFailed}</Alert>}
      {workspaces.data && shown.length === 0 && <p>{t.none}</p>}
      <ul className="list-unstyled project-list">
        {shown.map((w) => <li key={w.ID}><ProjectCard workspace={w} today={today} /></li>)}
      </ul>
    </Container>
  );
}

/** The text of the server's description HTML, without its markup (DOMParser runs no script). */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

function ProjectCard({ workspace: w, today }: { workspace: Workspace; today: string }) {
  const t = de.projects;
  const phase = w.Phases[currentPhaseIndex(w.Phases, today)];
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5"><Link to={projectPagePath(w.ID)} aria-label={t.toProject(w.Name)}>{w.Name}</Link></h2>
        <p className="d-flex flex-wrap align-items-center gap-2 small mb-2">
          <Badge bg={w.Closed ? 'secondary' : 'success'}>{w.Closed ? t.closed : t.open}</Badge>
          {phase && <span>{t.currentPhase(phase.Title)}</span>}
        </p>
        {w.DescriptionHtml && <p className="project-excerpt small mb-0">{plainText(w.DescriptionHtml)}</p>}
      </Card.Body>
    </Card>
  );
}
