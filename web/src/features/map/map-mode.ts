import { findCategory, type Category, type Layer, type Point } from '@mitmachkarte/contract';
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
  infoOpen: boolean;
  selectedId: string | undefined;
  /** A request to move the keyboard focus to a point's marker (a new object per request). */
  focusRequest: { id: string } | undefined;
  view: PointsView;
};

/** The map page as it opens: the overview with the details view and nothing selected. */
export const INITIAL_MAP_MODE: MapModeState = {
  mode: { kind: 'overview' }, marker: undefined, chooserOpen: false, infoOpen: false, selectedId: undefined, focusRequest: undefined, view: 'detail',
};

/** What happens on the map page. */
export type MapModeAction =
  /** „Neuer Eintrag“: through the category chooser where the layer has categories. */
  | { type: 'newEntry'; layer: Layer }
  /** „Bearbeiten“ (or a link with `bearbeiten=1`) of a point the caller may change. */
  | { type: 'edit'; layer: Layer; point: Point }
  /** An entry waiting on this device, opened from the offline panel. */
  | { type: 'editQueued'; layer: Layer; entry: QueuedEntry }
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

/** A new entry of `layer`: the chooser first where the layer has categories, else the form at once. */
function newEntry(state: MapModeState, layer: Layer): MapModeState {
  const next = { ...state, selectedId: undefined };
  return layer.Schema.Categories.length > 0 ? { ...next, chooserOpen: true } : { ...next, mode: { kind: 'record', category: undefined } };
}

/** Back to the overview without the marker; leaving edit mode shows the entry's details again,
 *  whether it started there or in the list. */
function toOverview(state: MapModeState): MapModeState {
  return { ...state, mode: { kind: 'overview' }, marker: undefined, view: state.mode.kind === 'edit' ? 'detail' : state.view };
}

/** The map page's next state after `action` (docs/product.md §4, §16.5, §16.6, §17.1, §22); pure. */
export function mapMode(state: MapModeState, action: MapModeAction): MapModeState {
  switch (action.type) {
    case 'newEntry':
      return newEntry(state, action.layer);
    case 'edit': {
      const { point, layer } = action;
      return { ...state, selectedId: point.ID, marker: { lat: point.Latitude, lng: point.Longitude }, mode: { kind: 'edit', point, category: categoryOf(layer, point.Attributes) } };
    }
    case 'editQueued': {
      const { entry, layer } = action;
      // An entry of another layer waits for that layer to be chosen.
      if (entry.body.Layer !== layer.ID) return state;
      return {
        ...state, selectedId: undefined, marker: { lat: entry.body.Latitude, lng: entry.body.Longitude },
        mode: { kind: 'record', category: categoryOf(layer, entry.body.Attributes), draft: entry },
      };
    }
    case 'chooseCategory':
      return { ...state, chooserOpen: false, mode: state.mode.kind === 'edit' ? { ...state.mode, category: action.category } : { kind: 'record', category: action.category } };
    case 'changeCategory':
      return { ...state, chooserOpen: true };
    case 'closeChooser':
      // „Kategorie ändern“ closed without a choice keeps the entry's marker and category.
      return { ...state, chooserOpen: false, marker: state.mode.kind === 'edit' ? state.marker : undefined };
    case 'leaveForm':
      return toOverview(state);
    case 'saved':
      return { ...toOverview(state), selectedId: action.id, view: 'detail' };
    case 'doubleClick':
      // In the forms a double-click moves the marker; in the overview it starts a new entry there
      // where the server lets the caller add points (Layer.CanAddPoints).
      if (state.mode.kind !== 'overview') return { ...state, marker: action.position };
      if (!action.layer?.CanAddPoints || state.chooserOpen) return state;
      return newEntry({ ...state, marker: action.position }, action.layer);
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
