import type { DashboardCounts } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import { dashboardQueryOptions } from './api';

const COUNT_KEYS: (keyof DashboardCounts)[] = ['Users', 'Groups', 'Organisations', 'Workspaces', 'Layers', 'Points', 'PointsLast7Days'];

/** /admin start page: a greeting and the counts of GET /admin/dashboard, each card
 *  linking to its screen where the visitor may open it (docs/product.md §6), and the way to the
 *  audit log (§16.4). */
export function AdminDashboard() {
  const tc = useT('common', de.common);
  const t = useT('admin', de.admin);
  const ta = useT('audit', de.audit);
  const format = useFormat();
  const session = useSession();
  const name = session.info.Name;
  const counts = useQuery(dashboardQueryOptions);
  const links: Partial<Record<keyof DashboardCounts, string | false>> = {
    Users: session.can('usermanager') && '/admin/users',
    Groups: session.can('groupmanager') && '/admin/groups',
    Organisations: session.can('orgmanager') && '/admin/organisations',
    Workspaces: session.can('project') && '/workspaces',
  };
  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p>{name ? t('welcomeName', { name }) : t('welcome')}</p>
      <section aria-labelledby="dashboard-counts-title">
        <h2 id="dashboard-counts-title" className="h5 mb-3">{t('dashboardCounts')}</h2>
        {counts.isPending && <p>{tc('loading')}</p>}
        {counts.isError && <p className="text-danger">{t('countsFailed')}</p>}
        {counts.data && (
          <Row xs={2} md={3} xl={4} className="g-3 dashboard-counts">
            {COUNT_KEYS.map((key) => {
              const link = links[key];
              const label = t(`count${key}`);
              return (
                <Col key={key}>
                  <Card className="h-100 dashboard-card">
                    <Card.Body as="dl" className="mb-0">
                      <dt className="fw-normal text-body-secondary small">
                        {link ? <Link to={link} className="stretched-link" aria-label={t('toScreen', { screen: label })}>{label}</Link> : label}
                      </dt>
                      <dd className="display-6 fw-semibold mb-0" data-count={key}>{format.number(counts.data[key])}</dd>
                    </Card.Body>
                  </Card>
                </Col>
              );
            })}
          </Row>
        )}
      </section>
      <p className="mt-4"><Link to="/admin/protokoll">{ta('toLog')}</Link></p>
    </>
  );
}
