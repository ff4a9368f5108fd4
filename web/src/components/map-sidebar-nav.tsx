import { NavLink } from 'react-router';
import * as de from '../i18n/de/map';
import { useT } from '../i18n/runtime';
import { useSession } from '../lib/session';

/** The map sidebar of docs/product.md §2: Karte, and Projektverwaltung and Kartenverwaltung for holders of
 *  `project` (and, on the manager screens themselves, for everyone who got there). */
export function MapSidebarNav({ className = '', showManagers = false }: { className?: string; showManagers?: boolean }) {
  const t = useT('map', de.map);
  const session = useSession();
  return (
    <nav className={`nav nav-pills small ${className}`} aria-label={t('sidebar')}>
      <NavLink to="/map" end className="nav-link py-1 px-2">{t('sidebarMap')}</NavLink>
      {(showManagers || session.can('project')) && (
        <>
          <NavLink to="/workspaces" className="nav-link py-1 px-2">{t('sidebarWorkspaces')}</NavLink>
          <NavLink to="/layers" className="nav-link py-1 px-2">{t('sidebarLayers')}</NavLink>
        </>
      )}
    </nav>
  );
}
