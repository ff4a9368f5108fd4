import { Button, Nav } from 'react-bootstrap';
import { NavLink } from 'react-router';
import { de } from '../../i18n/de';
import { useSession } from '../../lib/session';

/** Head of the map panel: the map sidebar (spec §2: Karte, and Workspacemanager and Layermanager
 *  for holders of `project`) and the 'Information' button. */
export function MapHeader({ onInfo }: { onInfo: () => void }) {
  const session = useSession();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <Nav as="nav" variant="pills" className="me-auto small" aria-label={de.map.sidebar}>
        <Nav.Link as={NavLink} to="/map" end className="py-1 px-2">{de.map.sidebarMap}</Nav.Link>
        {session.can('project') && (
          <>
            <Nav.Link as={NavLink} to="/workspaces" className="py-1 px-2">{de.map.sidebarWorkspaces}</Nav.Link>
            <Nav.Link as={NavLink} to="/layers" className="py-1 px-2">{de.map.sidebarLayers}</Nav.Link>
          </>
        )}
      </Nav>
      <Button variant="outline-primary" size="sm" onClick={onInfo}>{de.map.info}</Button>
    </div>
  );
}
