import { Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { RequireLogin } from '../../components/login-notice';
import { MapSidebarNav } from '../../components/map-sidebar-nav';
import * as de from '../../i18n/de/audit';
import { useWorkspaces } from '../../lib/gis';
import { useDocumentTitle } from '../../lib/use-document-title';
import { workspaceAuditPath } from './api';
import { AuditLog } from './audit-log';

/** /workspaces/{id}/protokoll (docs/product.md §2.12, §16.4): the audit log of one workspace for
 *  its managers (and administrators), for logged-in users; the server refuses everyone else. */
export function WorkspaceAuditPage() {
  return <RequireLogin title={de.audit.title}><WorkspaceAudit /></RequireLogin>;
}

function WorkspaceAudit() {
  const t = de.audit;
  const { id = '' } = useParams();
  const name = useWorkspaces().data?.find((w) => w.ID === id)?.Name;
  const title = name ? t.workspaceTitle(name) : t.title;
  useDocumentTitle(title);
  return (
    <Container fluid="xxl" className="py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <MapSidebarNav showManagers />
      </div>
      <p><Link to="/workspaces">{t.backToWorkspaces}</Link></p>
      <AuditLog path={workspaceAuditPath(id)} />
    </Container>
  );
}
