import { findCategory, type Category, type EntryShape, type GeometryKind, type Layer, type Point } from '@mitmachkarte/contract';
import { pointCategory } from '../../components/questionnaire/entry-values';
import type { QueuedEntry } from '../../lib/offline/db';
import type { MarkerPosition } from './entry/use-save-point';
import type { PointsView } from './list/overview-panel';

/** What the map app's panel shows (docs/product.md §4, §16.5): the overview (invitation, a point's
 *  details or the list), the form of a new entry (record; `draft` when it is an entry still waiting
 *  on this device, docs/product.md §22), or the form of an existing entry (edit). */
export type Mode =
  | { kind: 'overview' }
  | { kind: 'record'; category: Category | undefined; draft?: QueuedEntry }
  | { kind: 'edit'; point: Point; category: Category | undefined };

/** Everything the map page's modes decide: the mode, the entry's marker, the open pop-ups, the
 *  selected point and how the overview shows the points. */
export type MapModeState = {
  mode: Mode;
  /** The marker of the entry being recorded or changed (degrees WGS84). */
  marker: MarkerPosition | undefined;
  chooserOpen: boolean;
  /** „Was möchten Sie eintragen?“ open: the layer accepts several kinds (docs/product.md §25.1). */
  kindChooserOpen: boolean;
  /** The kind of the entry being recorded or changed: a point (its marker), a line or an area. */
  entryKind: GeometryKind;
  /** The line or area of the entry being recorded or changed, as drawn so far (degrees WGS84). */
  shape: EntryShape | undefined;
  /** The line or area is being drawn: the map and the drawing's controls, not yet the questionnaire. */
  drawing: boolean;
  infoOpen: boolean;
  selectedId: string | undefined;
  /** A request to move the keyboard focus to a point's marker (a new object per request). */
  focusRequest: { id: string } | undefined;
  view: PointsView;
};

/** The map page as it opens: the overview with the details view and nothing selected. */
export const INITIAL_MAP_MODE: MapModeState = {
  mode: { kind: 'overview' }, marker: undefined, chooserOpen: false, kindChooserOpen: false, entryKind: 'point', shape: undefined, drawing: false, infoOpen: false, selectedId: undefined, focusRequest: undefined, view: 'detail',
};

/** What happens on the map page. */
export type MapModeAction =
  /** „Neuer Eintrag“: through the category chooser where the layer has categories. */
  | { type: 'newEntry'; layer: Layer }
  /** „Bearbeiten“ (or a link with `bearbeiten=1`) of a point the caller may change. */
  | { type: 'edit'; layer: Layer; point: Point }
  /** An entry waiting on this device, opened from the offline panel. */
  | { type: 'editQueued'; layer: Layer; entry: QueuedEntry }
  /** „Punkt setzen“, „Linie zeichnen“ or „Fläche zeichnen“ chosen for a new entry of `layer`. */
  | { type: 'chooseKind'; layer: Layer; kind: GeometryKind }
  | { type: 'closeKindChooser' }
  /** The line or area drawn or changed on the map (undefined: no corners left). */
  | { type: 'shape'; shape: EntryShape | undefined }
  /** „Fertig“ of the drawing: on to the questionnaire. */
  | { type: 'drawingDone' }
  /** „Form ändern“ in the form: back to the drawing. */
  | { type: 'redraw' }
  | { type: 'chooseCategory'; category: Category }
  /** „Kategorie ändern“ in edit mode. */
  | { type: 'changeCategory' }
  | { type: 'closeChooser' }
  /** The form discarded, or its entry queued on this device. */
  | { type: 'leaveForm' }
  /** The form's entry saved by the server: its details are shown. */
  | { type: 'saved'; id: string }
  /** A double-click (or long press) on the map; `layer` undefined while none is chosen. */
  | { type: 'doubleClick'; layer: Layer | undefined; position: MarkerPosition }
  /** The marker dragged, placed at the map's centre, at a photo's place or at „Mein Standort“. */
  | { type: 'moveMarker'; position: MarkerPosition }
  /** A point chosen on the map or in the list. */
  | { type: 'select'; id: string }
  /** The list's „Auf der Karte zeigen“. */
  | { type: 'showOnMap'; id: string }
  /** A link's `?punkt=…`, or on a phone the list's „Auf der Karte zeigen“: that point's details. */
  | { type: 'openLink'; id: string }
  | { type: 'view'; view: PointsView }
  | { type: 'info'; open: boolean };

/** The category stored in an entry's answers: from the layer's tree, or by its bare name when the
 *  tree no longer has it (the answer is then sent back as stored, docs/product.md §4.9). */
function categoryOf(layer: Layer, attributes: Point['Attributes']): Category | undefined {
  const name = pointCategory(attributes);
  if (!name) return undefined;
  return findCategory(layer.Schema.Categories, name)?.category ?? { Name: name, Label: '', Icon: '' };
}

/** The kind of an entry by its geometry, as the contract's kindOfGeometry; written here because
 *  the contract's geometry rules bring Turf's measures, which the map's first load must not carry. */
const kindOfGeometry = (geometry: EntryShape | null | undefined): GeometryKind =>
  !geometry ? 'point' : geometry.type === 'LineString' ? 'line' : 'polygon';

/** What `layer` accepts as entries; a layer sent without it (cached offline before) takes points. */
export const acceptedKinds = (layer: Layer): GeometryKind[] => layer.Geometries ?? ['point'];

/** A new entry of `layer` (docs/product.md §25.1): „Was möchten Sie eintragen?“ first where the
 *  layer accepts several kinds, then the category chooser where it has categories, else the form
 *  at once; a line or an area is drawn first. */
function newEntry(state: MapModeState, layer: Layer): MapModeState {
  const kinds = acceptedKinds(layer);
  if (kinds.length > 1) return { ...state, selectedId: undefined, kindChooserOpen: true };
  return withKind({ ...state, selectedId: undefined }, layer, kinds[0] ?? 'point');
}

/** A new entry of `kind`: on to the category chooser or the form. */
function withKind(state: MapModeState, layer: Layer, kind: GeometryKind): MapModeState {
  const next: MapModeState = { ...state, kindChooserOpen: false, entryKind: kind, shape: undefined, drawing: kind !== 'point', marker: kind === 'point' ? state.marker : undefined };
  return layer.Schema.Categories.length > 0 ? { ...next, chooserOpen: true } : { ...next, mode: { kind: 'record', category: undefined } };
}

/** Back to the overview without the marker; leaving edit mode shows the entry's details again,
 *  whether it started there or in the list. */
function toOverview(state: MapModeState): MapModeState {
  return { ...state, mode: { kind: 'overview' }, marker: undefined, entryKind: 'point', shape: undefined, drawing: false, view: state.mode.kind === 'edit' ? 'detail' : state.view };
}

/** The map page's next state after `action` (docs/product.md §4, §16.5, §16.6, §17.1, §22); pure. */
export function mapMode(state: MapModeState, action: MapModeAction): MapModeState {
  switch (action.type) {
    case 'newEntry':
      return newEntry(state, action.layer);
    case 'edit': {
      const { point, layer } = action;
      return {
        ...state, selectedId: point.ID, marker: { lat: point.Latitude, lng: point.Longitude }, mode: { kind: 'edit', point, category: categoryOf(layer, point.Attributes) },
        entryKind: kindOfGeometry(point.Geometry), shape: point.Geometry, drawing: false,
      };
    }
    case 'editQueued': {
      const { entry, layer } = action;
      // An entry of another layer waits for that layer to be chosen.
      if (entry.body.Layer !== layer.ID) return state;
      return {
        ...state, selectedId: undefined, marker: { lat: entry.body.Latitude, lng: entry.body.Longitude },
        entryKind: kindOfGeometry(entry.body.Geometry), shape: entry.body.Geometry ?? undefined, drawing: false,
        mode: { kind: 'record', category: categoryOf(layer, entry.body.Attributes), draft: entry },
      };
    }
    case 'chooseKind':
      return withKind(state, action.layer, action.kind);
    case 'closeKindChooser':
      return { ...state, kindChooserOpen: false, marker: undefined };
    case 'shape':
      return { ...state, shape: action.shape };
    case 'drawingDone':
      return { ...state, drawing: false };
    case 'redraw':
      return { ...state, drawing: true };
    case 'chooseCategory':
      return { ...state, chooserOpen: false, mode: state.mode.kind === 'edit' ? { ...state.mode, category: action.category } : { kind: 'record', category: action.category } };
    case 'changeCategory':
      return { ...state, chooserOpen: true };
    case 'closeChooser':
      // „Kategorie ändern“ closed without a choice keeps the entry's marker and category.
      return { ...state, chooserOpen: false, marker: state.mode.kind === 'edit' ? state.marker : undefined, ...(state.mode.kind === 'edit' ? {} : { shape: undefined, drawing: false, entryKind: 'point' as const }) };
    case 'leaveForm':
      return toOverview(state);
    case 'saved':
      return { ...toOverview(state), selectedId: action.id, view: 'detail' };
    case 'doubleClick':
      // In the forms of a point a double-click moves the marker (a line's or an area's corners are
      // set by the drawing); in the overview it starts a new point there where the server lets the
      // caller add points (Layer.CanAddPoints) and the layer takes points.
      if (state.mode.kind !== 'overview') return state.entryKind === 'point' ? { ...state, marker: action.position } : state;
      if (!action.layer?.CanAddPoints || state.chooserOpen || state.kindChooserOpen || !acceptedKinds(action.layer).includes('point')) return state;
      return withKind({ ...state, selectedId: undefined, marker: action.position }, action.layer, 'point');
    case 'moveMarker':
      return { ...state, marker: action.position };
    case 'select':
      // The forms keep their entry: choosing another point waits until they are left.
      return state.mode.kind === 'overview' ? { ...state, selectedId: action.id } : state;
    case 'showOnMap':
      return { ...state, selectedId: action.id, focusRequest: { id: action.id } };
    case 'openLink':
      return { ...state, selectedId: action.id, view: 'detail' };
    case 'view':
      return { ...state, view: action.view };
    case 'info':
      return { ...state, infoOpen: action.open };
  }
}
