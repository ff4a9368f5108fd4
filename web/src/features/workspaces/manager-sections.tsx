import type { Workspace } from '@mitmachkarte/contract';
import { Nav } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { de } from '../../i18n/de';

/** The sections of the workspace manager (docs/product.md §17.5): the project's own (Projekt,
 *  Gebiet, Team) and those of the selected map (Karte, Fragebogen, Kategorien, Gelöschte
 *  Einträge). One is shown at a time, so that no screen grows beyond about three phone heights. */
export const MANAGER_SECTIONS = ['projekt', 'gebiet', 'team', 'karte', 'fragebogen', 'kategorien', 'geloescht'] as const;
export type ManagerSection = (typeof MANAGER_SECTIONS)[number];

/** The sections offered for `workspace` (its server flags, docs/product.md §17.4) and whether a
 *  map is selected: Gebiet and Gelöschte Einträge for managers, Team for those who may change it. */
export function offeredSections(workspace: Workspace | undefined, layerSelected: boolean): ManagerSection[] {
  const managed = workspace?.CanEdit === true;
  const offered: Record<ManagerSection, boolean> = {
    projekt: workspace !== undefined,
    gebiet: managed,
    team: workspace?.CanManageTeam === true,
    karte: layerSelected,
    fragebogen: layerSelected,
    kategorien: layerSelected,
    geloescht: layerSelected && managed,
  };
  return MANAGER_SECTIONS.filter((s) => offered[s]);
}

/** The section a link names (`?bereich=`) when it is offered, else the first offered one. */
export function useManagerSection(offered: readonly ManagerSection[]): ManagerSection | undefined {
  const [search] = useSearchParams();
  const asked = search.get('bereich');
  return offered.find((s) => s === asked) ?? offered[0];
}

/** A function that opens `section` as a link to it would (a new map opens at its questionnaire). */
export function useOpenSection(): (section: ManagerSection) => void {
  const [, setSearch] = useSearchParams();
  return (section) => setSearch((search) => {
    const next = new URLSearchParams(search);
    next.set('bereich', section);
    return next;
  });
}

/** The section links: each keeps the other query parameters and sets `bereich`, so that a section
 *  can be linked and Back returns to the previous one. */
export function ManagerSectionNav({ offered, current }: { offered: readonly ManagerSection[]; current: ManagerSection | undefined }) {
  const [search] = useSearchParams();
  const linkTo = (section: ManagerSection) => {
    const next = new URLSearchParams(search);
    next.set('bereich', section);
    return `?${next.toString()}`;
  };
  return (
    <Nav as="nav" variant="tabs" className="manager-sections mb-3" aria-label={de.workspaces.sectionsLabel}>
      {offered.map((section) => (
        <Nav.Item key={section}>
          <Nav.Link as={Link} to={linkTo(section)} active={section === current} aria-current={section === current ? 'page' : undefined}>
            {de.workspaces.sections[section]}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
