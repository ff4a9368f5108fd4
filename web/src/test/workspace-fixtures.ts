import type { Workspace } from '@mitmachkarte/contract';

/** The parts of a Workspace answer that depend on the caller (docs/product.md §17.4): the owner
 *  as managers see it and the rights the server grants; `manager` for owner and team, `owner`
 *  adds deleting and handing over. */
export const callerParts = (manager: boolean, owner = false, Owner: Workspace['Owner'] = null): Pick<Workspace, 'Owner' | 'CanEdit' | 'CanAddLayer' | 'CanManageTeam' | 'CanDelete' | 'CanTransfer'> => ({
  Owner, CanEdit: manager, CanAddLayer: manager, CanManageTeam: manager, CanDelete: owner, CanTransfer: owner,
});

/** A workspace as the server answers it, with the defaults of a new one: private, not editable,
 *  no map area, no description or phases, open, seen by someone who does not manage it nor follow it. */
export const workspaceOf = (w: Partial<Workspace> & Pick<Workspace, 'ID' | 'Name'>): Workspace => ({
  Public: false, Editable: false, UserID: null, Attributes: {}, MapView: null, Boundary: null,
  Description: '', DescriptionHtml: '', Phases: [], Translations: {}, TranslationsHtml: {}, Closed: false, ImageID: null, ImageAlt: '', Licence: null,
  Residency: { Entries: false, Votes: false, Municipalities: [] }, ResidencyMet: { Entries: true, Votes: true }, Following: false, ResultsPublished: false, ...callerParts(false), ...w,
});
