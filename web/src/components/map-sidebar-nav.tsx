import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router';
import * as de from '../i18n/de/map';
import { useSession } from '../lib/session';

/** The map sidebar of docs/product.md §2: Karte, and Projektverwaltung and Kartenverwaltung for holders of
 *  `project` (and, on the manager screens themselves, for everyone who got there). */
export function MapSidebarNav({ className = '', showManagers = false }: { className?: string; showManagers?: boolean }) {
  const session = useSession();
  return (
    <Nav as="nav" variant="pills" className={`small ${className}`} aria-label={de.map.sidebar}>
      <Nav.Link as={NavLink} to="/map" end className="py-1 px-2">{de.map.sidebarMap}</Nav.Link>
      {(showManagers || session.can('project')) && (
        <>
          <Nav.Link as={NavLink} to="/workspaces" className="py-1 px-2">{de.map.sidebarWorkspaces}</Nav.Link>
          <Nav.Link as={NavLink} to="/layers" className="py-1 px-2">{de.map.sidebarLayers}</Nav.Link>
        </>
      )}
    </Nav>
  );
}
