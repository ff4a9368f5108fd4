import type { Workspace } from '@mitmachkarte/contract';

/** The sections of the workspace manager (docs/product.md §17.5): the project's own (Projekt,
 *  Gebiet, Team, Zuständigkeiten §16.10, Aufbewahrung, §17.8, Offene Daten §24.4, Webhooks §24.6, Umfragen §25.2, Neuigkeiten and Ergebnisse §25.5) and those of the selected map (Karte, Fragebogen, Kategorien, Gelöschte
 *  Einträge, Import), Übersetzungen of both (§23.5), and the user's background jobs (Aufträge, §18.4). One is shown at a time, so that no screen grows beyond about three phone heights. */
export const MANAGER_SECTIONS = ['projekt', 'gebiet', 'team', 'zustaendigkeiten', 'aufbewahrung', 'daten', 'webhooks', 'umfragen', 'neuigkeiten', 'ergebnisse', 'karte', 'fragebogen', 'kategorien', 'uebersetzungen', 'geloescht', 'import', 'auftraege'] as const;
export type ManagerSection = (typeof MANAGER_SECTIONS)[number];

/** The sections offered for `workspace` (its server flags, docs/product.md §17.4) and whether a
 *  map is selected: Gebiet, Zuständigkeiten, Aufbewahrung, Offene Daten, Webhooks, Umfragen, Neuigkeiten, Ergebnisse, Gelöschte Einträge, Import and Aufträge for managers, Team for those who may change it. */
export function offeredSections(workspace: Workspace | undefined, layerSelected: boolean): ManagerSection[] {
  const managed = workspace?.CanEdit === true;
  const offered: Record<ManagerSection, boolean> = {
    projekt: workspace !== undefined,
    gebiet: managed,
    team: workspace?.CanManageTeam === true,
    zustaendigkeiten: managed,
    aufbewahrung: managed,
    daten: managed,
    webhooks: managed,
    umfragen: managed,
    neuigkeiten: managed,
    ergebnisse: managed,
    karte: layerSelected,
    fragebogen: layerSelected,
    kategorien: layerSelected,
    uebersetzungen: managed,
    geloescht: layerSelected && managed,
    import: layerSelected && managed,
    auftraege: managed,
  };
  return MANAGER_SECTIONS.filter((s) => offered[s]);
}
