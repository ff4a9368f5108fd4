import * as de from '../../i18n/de/audit';
import { useT } from '../../i18n/runtime';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_AUDIT_PATH } from './api';
import { AuditLog } from './audit-log';

/** /admin/protokoll inside the admin shell (docs/product.md §2.6, §16.4): the whole audit log for
 *  holders of `admin`. */
export function AdminAuditPage() {
  const t = useT('audit', de.audit);
  useDocumentTitle(t('title'));
  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p>{t('intro')}</p>
      <AuditLog path={ADMIN_AUDIT_PATH} />
    </>
  );
}
