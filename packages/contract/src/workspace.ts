import { z } from 'zod';
import { Id, Name, ScalarMap } from './common.js';
import { Boundary, MapView } from './map-area.js';
import { Description, ImageAlt, Phases } from './project.js';
import { ProjectTranslations } from './content-translations.js';
import { ResidencyMet, ResidencyRequirement } from './residency.js';
import { Licence } from './open-data.js';

/** The owner of a workspace as its managers see it. */
export const WorkspaceOwner = z.object({ ID: Id, Name: z.string(), Email: z.string() });
export type WorkspaceOwner = z.infer<typeof WorkspaceOwner>;

/** A workspace: container of layers with an owner and an access list (docs/product.md §3.8 Workspace). */
export const Workspace = z.object({
  ID: Id,
  Name: z.string(),
  Public: z.boolean(),
  Editable: z.boolean(),
  UserID: Id.nullable(),
  Attributes: ScalarMap,
  /** Where its map opens, and the boundary its entries must lie in; null: none (docs/product.md §17.1). */
  MapView: MapView.nullable(),
  Boundary: Boundary.nullable(),
  /** The project page (docs/product.md §17.2): the description as written (Markdown) and as safe
   *  HTML rendered by the server, the phases, and whether it is closed to new entries, comments and votes. */
  Description: Description,
  DescriptionHtml: z.string(),
  Phases: Phases,
  /** The name, description and phases in other languages (docs/product.md §23.5), by language;
   *  `TranslationsHtml` the descriptions rendered like `DescriptionHtml`, by language. */
  Translations: ProjectTranslations,
  TranslationsHtml: z.record(z.string(), z.string()),
  Closed: z.boolean(),
  /** The project page's image (an uploaded image of this workspace) and its description; null: none. */
  ImageID: Id.nullable(),
  ImageAlt: z.string(),
  /** The licence its public maps are published under as open data (docs/product.md §24.4); null:
   *  none chosen, its maps are not in the catalogue. */
  Licence: Licence,
  /** The owner by name and address, for the workspace's managers; null for others and when it has
   *  none (docs/product.md §17.4). */
  Owner: WorkspaceOwner.nullable(),
  /** Who may take part (docs/product.md §14.1): entries and votes only from verified residents,
   *  and whether the caller meets that (`ResidencyMet`, the server's verdict). */
  Residency: ResidencyRequirement,
  ResidencyMet: ResidencyMet,
  /** The caller's rights, the policies' verdicts (docs/architecture.md §6, Flags for the web app):
   *  change it, its layers and questionnaires; add layers; see and change its team and
   *  invitations; delete it and hand it over (the owner). */
  CanEdit: z.boolean(),
  CanAddLayer: z.boolean(),
  CanManageTeam: z.boolean(),
  CanDelete: z.boolean(),
  CanTransfer: z.boolean(),
  /** Whether the caller follows the project's „Neuigkeiten“ (docs/product.md §25.5); false for visitors. */
  Following: z.boolean(),
  /** Whether the results page is public now (docs/product.md §25.5), the server's verdict. */
  ResultsPublished: z.boolean(),
});
export type Workspace = z.infer<typeof Workspace>;

/** POST /gis/workspace body. The owner is always the caller, so `UserID` is refused here. */
export const CreateWorkspaceBody = z.strictObject({
  Name: Name,
  Public: z.boolean().default(false),
  Editable: z.boolean().default(false),
  Attributes: ScalarMap.default({}),
  MapView: MapView.nullable().default(null),
  Boundary: Boundary.nullable().default(null),
  Description: Description.default(''),
  Phases: Phases.default([]),
  Translations: ProjectTranslations.default({}),
  Closed: z.boolean().default(false),
  ImageID: Id.nullable().default(null),
  ImageAlt: ImageAlt.default(''),
  Licence: Licence.default(null),
  Residency: ResidencyRequirement.default({ Entries: false, Votes: false, Municipalities: [] }),
});
export type CreateWorkspaceBody = z.infer<typeof CreateWorkspaceBody>;

/** PUT /gis/workspace/{id} body. `ID` may be sent back but must match the path; a different
 *  `UserID` transfers ownership (owner only, docs/architecture.md §6). `MapView`, `Boundary`,
 *  `Description`, `Phases`, `Translations`, `Closed`, `ImageID`, `ImageAlt` and `Licence` left out keep their stored values; null
 *  removes a map area or the image. */
export const UpdateWorkspaceBody = z.strictObject({
  ID: Id.optional(),
  Name: Name,
  Public: z.boolean(),
  Editable: z.boolean(),
  UserID: Id.nullable().optional(),
  Attributes: ScalarMap.default({}),
  MapView: MapView.nullable().optional(),
  Boundary: Boundary.nullable().optional(),
  Description: Description.optional(),
  Phases: Phases.optional(),
  /** Left out: the stored ones stay (those of phases that are gone are dropped); {} removes them all. */
  Translations: ProjectTranslations.optional(),
  Closed: z.boolean().optional(),
  /** null removes the image. */
  ImageID: Id.nullable().optional(),
  ImageAlt: ImageAlt.optional(),
  /** Left out keeps the stored licence; null removes it. */
  Licence: Licence.optional(),
  /** Left out keeps the stored requirement. */
  Residency: ResidencyRequirement.optional(),
  /** Rendered by the server: may be sent back with the rest of an answer, and is ignored. */
  DescriptionHtml: z.string().max(1_000_000).optional(),
  TranslationsHtml: z.record(z.string(), z.string().max(1_000_000)).optional(),
  /** Parts of a Workspace as answered; may be sent back and are ignored. */
  Owner: WorkspaceOwner.nullable().optional(),
  ResidencyMet: ResidencyMet.optional(),
  CanEdit: z.boolean().optional(),
  CanAddLayer: z.boolean().optional(),
  CanManageTeam: z.boolean().optional(),
  CanDelete: z.boolean().optional(),
  CanTransfer: z.boolean().optional(),
  Following: z.boolean().optional(),
  ResultsPublished: z.boolean().optional(),
});
export type UpdateWorkspaceBody = z.infer<typeof UpdateWorkspaceBody>;
