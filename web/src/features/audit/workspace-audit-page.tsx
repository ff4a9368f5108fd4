import { useParams } from 'react-router';
import { RequireLogin } from '../../components/login-notice';
import { ManagerPage } from '../../components/manager-page';
import * as de from '../../i18n/de/audit';
import { useT } from '../../i18n/runtime';
import { useWorkspaces } from '../../lib/gis';
import { useDocumentTitle } from '../../lib/use-document-title';
import { workspaceAuditPath } from './api';
import { AuditLog } from './audit-log';

/** /workspaces/{id}/protokoll (docs/product.md §2.12, §16.4): the audit log of one workspace for
 *  its managers (and administrators), for logged-in users; the server refuses everyone else. */
export function WorkspaceAuditPage() {
  const t = useT('audit', de.audit);
  return <RequireLogin title={t('title')}><WorkspaceAudit /></RequireLogin>;
}

function WorkspaceAudit() {
  const t = useT('audit', de.audit);
  const { id = '' } = useParams();
  const name = useWorkspaces().data?.find((w) => w.ID === id)?.Name;
  const title = name ? t('workspaceTitle', { name }) : t('title');
  useDocumentTitle(title);
  return (
    <ManagerPage title={title} back={{ to: '/workspaces', label: t('backToWorkspaces') }}>
      <AuditLog path={workspaceAuditPath(id)} />
    </ManagerPage>
  );
}
