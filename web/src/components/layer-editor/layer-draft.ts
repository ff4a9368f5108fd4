import { DUPLICATE_RADIUS_DEFAULT, DUPLICATE_RADIUS_MAX, FIELD_MESSAGES, GEOMETRY_KINDS, type GeometryKind, type Layer, type MapView, type UpdateLayerBody } from '@mitmachkarte/contract';
import { contextLayerProblems, fromContextLayerDrafts, toContextLayerDrafts, type ContextLayerDraft, type ContextLayerField } from '../context-layer-editor/context-layer-draft';
import { fromCategoryDrafts, toCategoryDrafts, withSavedCategoryKeys, type CategoryDraft } from '../category-editor/category-draft';
import { fromVariableDrafts, toVariableDrafts, withSavedKeys as withSavedVariableKeys, type VariableDraft } from '../schema-editor/schema-draft';
import { draftProblems, type DraftProblems } from '../schema-editor/schema-problems';
import { fromStatusDrafts, statusProblems, toStatusDrafts, type StatusDraft } from '../status-editor/status-draft';

/** A layer being edited in the layer panel (docs/product.md §3.10 Layer): name, flags, and schema and categories
 *  which may be created or removed (docs/product.md §4). */
export type LayerDraft = {
  Name: string;
  Public: boolean;
  Editable: boolean;
  /** „Beiträge vor Veröffentlichung prüfen“ (docs/product.md §16.3). */
  Premoderation: boolean;
  /** „Umkreis für „Wurde das schon gemeldet?““ in metres as typed (docs/product.md §24.3). */
  duplicateRadius: string;
  hasSchema: boolean;
  variables: VariableDraft[];
  hasCategories: boolean;
  categories: CategoryDraft[];
  statuses: StatusDraft[];
  /** Its own start view (docs/product.md §17.1); null: as its project. */
  MapView: MapView | null;
  /** Its context layers (docs/product.md §17.7). */
  contextLayers: ContextLayerDraft[];
  /** „Was kann eingetragen werden?“: points, lines, areas (docs/product.md §25.1), in
   *  GEOMETRY_KINDS' order. */
  geometries: GeometryKind[];
};

/** What a layer accepts; a layer sent without it (cached offline by an older version) takes points. */
export const geometriesOf = (layer: Pick<Layer, 'Geometries'>): GeometryKind[] => layer.Geometries ?? ['point'];

/** `kinds` with `kind` added (`on`) or taken out, in GEOMETRY_KINDS' order. */
export const withGeometry = (kinds: readonly GeometryKind[], kind: GeometryKind, on: boolean): GeometryKind[] =>
  GEOMETRY_KINDS.filter((k) => (k === kind ? on : kinds.includes(k)));

export function toLayerDraft(layer: Layer): LayerDraft {
  return {
    Name: layer.Name, Public: layer.Public, Editable: layer.Editable, Premoderation: layer.Premoderation,
    duplicateRadius: String(layer.DuplicateRadius ?? DUPLICATE_RADIUS_DEFAULT),
    hasSchema: layer.Schema.Schema.length > 0, variables: toVariableDrafts(layer.Schema.Schema),
    hasCategories: layer.Schema.Categories.length > 0, categories: toCategoryDrafts(layer.Schema.Categories),
    statuses: toStatusDrafts(layer.Statuses), MapView: layer.MapView,
    contextLayers: toContextLayerDrafts(layer.ContextLayers), geometries: geometriesOf(layer),
  };
}

/** The questionnaire as it would be saved: without schema or categories once removed. */
export function draftSchema(draft: LayerDraft) {
  return {
    Schema: draft.hasSchema ? fromVariableDrafts(draft.variables) : [],
    Categories: draft.hasCategories ? fromCategoryDrafts(draft.categories) : [],
  };
}

/** PUT /gis/layer/{id} body of the draft. */
export function toUpdateBody(layer: Layer, draft: LayerDraft): UpdateLayerBody & { ID: string } {
  return {
    ID: layer.ID, Workspace: layer.Workspace, Name: draft.Name.trim(), Public: draft.Public, Editable: draft.Editable,
    Attributes: layer.Attributes, Schema: draftSchema(draft), Statuses: fromStatusDrafts(draft.statuses), Premoderation: draft.Premoderation,
    MapView: draft.MapView, ContextLayers: fromContextLayerDrafts(draft.contextLayers), Geometries: draft.geometries,
    ...(isRadius(draft.duplicateRadius) ? { DuplicateRadius: Number(draft.duplicateRadius) } : {}),
  };
}

/** Whether `text` is a radius the server takes: a whole number of metres, 0 to DUPLICATE_RADIUS_MAX. */
export const isRadius = (text: string) => /^\d{1,3}$/.test(text.trim()) && Number(text) <= DUPLICATE_RADIUS_MAX;

/** The problems that block saving (docs/product.md §5, §16.1, §17.7), by variable, for the
 *  category tree, for the statuses and per context layer and field. */
export function layerDraftProblems(draft: LayerDraft): DraftProblems & {
  statuses: string[]; contextLayers: Record<string, Partial<Record<ContextLayerField, string>>>; geometries: string | undefined;
} {
  const { Schema, Categories } = draftSchema(draft);
  const problems = draftProblems(Schema, Categories);
  const statuses = statusProblems(draft.statuses);
  const contextLayers = contextLayerProblems(draft.contextLayers);
  const contextMessages = draft.contextLayers.flatMap((l, i) =>
    Object.values(contextLayers[l.uid] ?? {}).map((m) => `Zusätzliche Kartenebene ${i + 1}: ${m}`));
  // At least one kind, in the server's words (contract Geometries).
  const geometries = draft.geometries.length === 0 ? FIELD_MESSAGES.geometriesChoice : undefined;
  return { ...problems, statuses, contextLayers, geometries, all: [...problems.all, ...statuses, ...contextMessages, ...(geometries ? [geometries] : [])] };
}

/** Whether the draft differs from the stored layer (both taken through the same conversion). */
export function isLayerChanged(layer: Layer, draft: LayerDraft): boolean {
  return JSON.stringify(toUpdateBody(layer, draft)) !== JSON.stringify(toUpdateBody(layer, toLayerDraft(layer)));
}

/** The draft once saved: the keys of its questions, options and categories no longer follow their
 *  texts, as answers may be stored under them now (docs/product.md §4.9, §5.7). */
export const withSavedKeys = (draft: LayerDraft): LayerDraft =>
  ({ ...draft, variables: withSavedVariableKeys(draft.variables), categories: withSavedCategoryKeys(draft.categories) });

/** The draft without categories; questions conditioned on a category then apply to every entry. */
export function withoutCategories(draft: LayerDraft): LayerDraft {
  return { ...draft, hasCategories: false, categories: [], variables: draft.variables.map((v) => ({ ...v, CategoryCondition: '' })) };
}
