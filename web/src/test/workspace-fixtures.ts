import type { Workspace } from '@mitmachkarte/contract';

/** A workspace as the server answers it, with the defaults of a new one: private, not editable,
 *  no map area, no description or phases, open. */
export const workspaceOf = (w: Partial<Workspace> & Pick<Workspace, 'ID' | 'Name'>): Workspace => ({
  Public: false, Editable: false, UserID: null, Attributes: {}, MapView: null, Boundary: null,
  Description: '', DescriptionHtml: '', Phases: [], Closed: false, ...w,
});
