import type { InboxCount, Workspace } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Container, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { failureText } from '../../components/failure-alert';
import { RequireLogin } from '../../components/login-notice';
import { TownText, useTownText } from '../../components/town-text';
import * as de from '../../i18n/de';
import { chartsPath, reviewPath } from '../../lib/evaluation-links';
import { inboxPath, useInboxCounts } from '../../lib/inbox';
import { layersQueryOptions, useWorkspaces } from '../../lib/gis';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../../i18n/runtime';

/** „Meine Projekte“, `/#/meine-projekte` (docs/product.md §17.4): the projects the user manages as
 *  owner or team member (the server's `CanEdit` on each workspace), each with links to the
 *  workspace manager and to its map, and per map of the project to its review table and to its
 *  charts with the printable report (§18.1, §18.2, §18.5); needs no permission. Holders of
 *  `project` find „Neues Projekt“ here (§17.6). Visitors are asked to log in. */
export function MyProjectsPage() {
  const t = useT('myProjects', de.myProjects);
  useDocumentTitle(t('title'));
  return <RequireLogin title={t('title')}><MyProjects /></RequireLogin>;
}

function MyProjects() {
  const tc = useT('common', de.common);
  const t = useT('myProjects', de.myProjects);
  const tq = useT('quickStart', de.quickStart);
  const session = useSession();
  const workspaces = useWorkspaces();
  const mine = (workspaces.data ?? []).filter((w) => w.CanEdit);
  const counts = useInboxCounts().data?.Workspaces;
  return (
    <Container className="py-4">
      <h1 className="h3">{t('title')}</h1>
      <p>{t('intro')}</p>
      {session.can('project') && <p><Link className="btn btn-primary" to="/projekte/neu">{tq('open')}</Link></p>}
      {workspaces.isPending && <p role="status">{tc('loading')}</p>}
      {workspaces.isError && <Alert variant="warning">{failureText(t('loadFailed'), workspaces.error)}</Alert>}
      {workspaces.isSuccess && mine.length === 0 && <p>{t('empty')}</p>}
      {mine.length > 0 && (
        <ListGroup as="ul" aria-label={t('title')}>
          {mine.map((w) => (
            <ListGroup.Item as="li" key={w.ID} className="d-flex flex-wrap align-items-center gap-2">
              <div className="me-auto">
                <h2 className="h6 mb-1"><TownText>{w.Name}</TownText> {w.Public && <Badge bg="secondary" className="ms-1">{t('publicBadge')}</Badge>}</h2>
                <p className="small text-body-secondary mb-0">
                  {w.UserID === session.info.ID ? t('ownerYou') : w.Owner ? t('owner', { name: w.Owner.Name }) : t('team')}
                </p>
              </div>
              <InboxLink count={counts?.find((c) => c.Workspace === w.ID)} name={w.Name} workspaceId={w.ID} />
              <Link className="btn btn-sm btn-primary" aria-label={t('manageLabel', { name: w.Name })} to={`/workspaces?${new URLSearchParams({ workspace: w.ID })}`}>{t('manage')}</Link>
              <Link className="btn btn-sm btn-outline-primary" aria-label={t('toMapLabel', { name: w.Name })} to={`/map?${new URLSearchParams({ workspace: w.ID })}`}>{t('toMap')}</Link>
              <ProjectMaps workspace={w} />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Container>
  );
}

/** „Eingang (3 neu)“ into the project's inbox (docs/product.md §16.9), with what waits for
 *  approval and what was reported; nothing until the counts have come. */
function InboxLink({ count, name, workspaceId }: { count: InboxCount | undefined; name: string; workspaceId: string }) {
  const n = useT('nav', de.nav);
  const t = useT('myProjects', de.myProjects);
  if (!count) return null;
  return (
    <span className="d-flex flex-wrap align-items-center gap-2">
      <Link className={`btn btn-sm ${count.New > 0 ? 'btn-warning' : 'btn-outline-secondary'}`} to={inboxPath(workspaceId)} aria-label={n('inboxLabel', { project: name, n: count.New })}>
        {n('inboxLink', { n: count.New })}
      </Link>
      {count.Waiting > 0 && <Link className="small" to={inboxPath(workspaceId, 'freigabe')}>{t('waiting', { n: count.Waiting })}</Link>}
      {count.Reported > 0 && <Link className="small" to={inboxPath(workspaceId, 'gemeldet')}>{t('reported', { n: count.Reported })}</Link>}
    </span>
  );
}

/** The maps of a project the user manages, each with „Auswertung“ and „Diagramme“ (its charts, which
 *  print as the report to the council). Nothing while they load or when they cannot be loaded: the
 *  workspace manager lists them too. */
function ProjectMaps({ workspace }: { workspace: Workspace }) {
  const t = useT('myProjects', de.myProjects);
  const town = useTownText();
  const tr = useT('review', de.review);
  const layers = useQuery({ ...layersQueryOptions(workspace.ID), meta: { silent: true } });
  if (!layers.data?.length) return null;
  return (
    <ul className="list-unstyled w-100 mb-0" aria-label={t('mapsOf', { name: workspace.Name })}>
      {layers.data.map((layer) => (
        <li key={layer.ID} className="d-flex flex-wrap align-items-center gap-2 border-top pt-2 mt-2">
          <span className="me-auto" {...town}>{layer.Name}</span>
          {/* The two links wrap together under a long name. */}
          <span className="d-flex gap-2">
            <Link className="btn btn-sm btn-outline-secondary" to={reviewPath(layer.ID)} aria-label={tr('linkLabel', { layer: layer.Name })}>{tr('link')}</Link>
            <Link className="btn btn-sm btn-outline-secondary" to={chartsPath(layer.ID)} aria-label={tr('chartsLabel', { layer: layer.Name })}>{tr('chartsShort')}</Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
