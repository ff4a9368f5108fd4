import type { Workspace } from '@mitmachkarte/contract';

/** The sections of the workspace manager (docs/product.md §17.5): the project's own (Projekt,
 *  Gebiet, Team, Zuständigkeiten §16.10, Aufbewahrung, §17.8) and those of the selected map (Karte, Fragebogen, Kategorien, Gelöschte
 *  Einträge, Import), and the user's background jobs (Aufträge, §18.4). One is shown at a time, so that no screen grows beyond about three phone heights. */
export const MANAGER_SECTIONS = ['projekt', 'gebiet', 'team', 'zustaendigkeiten', 'aufbewahrung', 'karte', 'fragebogen', 'kategorien', 'geloescht', 'import', 'auftraege'] as const;
export type ManagerSection = (typeof MANAGER_SECTIONS)[number];

/** The sections offered for `workspace` (its server flags, docs/product.md §17.4) and whether a
 *  map is selected: Gebiet, Zuständigkeiten, Aufbewahrung, Gelöschte Einträge, Import and Aufträge for managers, Team for those who may change it. */
export function offeredSections(workspace: Workspace | undefined, layerSelected: boolean): ManagerSection[] {
  const managed = workspace?.CanEdit === true;
  const offered: Record<ManagerSection, boolean> = {
    projekt: workspace !== undefined,
    gebiet: managed,
    team: workspace?.CanManageTeam === true,
    zustaendigkeiten: managed,
    aufbewahrung: managed,
    karte: layerSelected,
    fragebogen: layerSelected,
    kategorien: layerSelected,
    geloescht: layerSelected && managed,
    import: layerSelected && managed,
    auftraege: managed,
  };
  return MANAGER_SECTIONS.filter((s) => offered[s]);
}
