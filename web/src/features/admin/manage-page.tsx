import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de/map';
import { useT } from '../../i18n/runtime';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The entries of the map sidebar (docs/product.md §2 Admin shell), each with what it is for. */
const TOOLS = [
  { to: '/map', title: 'sidebarMap', text: 'manageMapText' },
  { to: '/workspaces', title: 'sidebarWorkspaces', text: 'manageWorkspacesText' },
  { to: '/layers', title: 'sidebarLayers', text: 'manageLayersText' },
] as const;

/** /admin/manage, 'Bürgerbeteiligung' of the admin sidebar (docs/product.md §2: "Other links seen"): the
 *  map sidebar's screens as cards, inside the admin shell. The whole card is the link. */
export function ManagePage() {
  const t = useT('pages', de.pages);
  const tm = useT('map', de.map);
  useDocumentTitle(t('manageTitle'));
  return (
    <>
      <h1 className="h3">{t('manageTitle')}</h1>
      <p>{t('manageIntro')}</p>
      <Row as="ul" xs={1} md={2} xl={3} className="g-3 list-unstyled">
        {TOOLS.map((tool) => (
          <Col as="li" key={tool.to}>
            <Card className="h-100">
              <Card.Body>
                <h2 className="h5 card-title">
                  <Link to={tool.to} className="stretched-link">{tm(tool.title)}</Link>
                </h2>
                <Card.Text>{t(tool.text)}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
