import { CATEGORY_ATTRIBUTE, type Layer } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import type { QueuedEntry } from '../../lib/offline/db';
import { category } from '../../test/schema-fixtures';
import { INITIAL_MAP_MODE, mapMode, type MapModeAction, type MapModeState } from './map-mode';
import { layer, point } from './test-fixtures';

/** The map page's modes (docs/product.md §4, §16.5, §22) as a pure function of what happens. */

const TRUEB = category('Trueb', 'Trüb');
const withCategories = layer([], [category('Zustand', 'Zustand', [TRUEB])]);
const withoutCategories = layer([]);
const HERE = { lat: 51.31, lng: 9.49 };
const run = (actions: MapModeAction[], from: MapModeState = INITIAL_MAP_MODE) => actions.reduce(mapMode, from);
const answered = point(1, { [CATEGORY_ATTRIBUTE]: { DataType: 'category', Value: 'Trueb' } });
const queued = (l: Layer): QueuedEntry => ({
  seq: 7, body: { Layer: l.ID, Latitude: 51.2, Longitude: 9.3, Altitude: 0, Attributes: { [CATEGORY_ATTRIBUTE]: { DataType: 'category', Value: 'Trueb' } } },
  idempotencyKey: 'k', layerName: l.Name, categoryLabel: 'Trüb', savedAt: '2026-01-01T12:00:00Z', uploaded: {}, state: 'pending',
});

describe('mapMode: a new entry', () => {
  it('opens the category chooser where the layer has categories, and the chosen one starts record mode', () => {
    const choosing = run([{ type: 'select', id: 'p' }, { type: 'newEntry', layer: withCategories }]);
    expect(choosing).toMatchObject({ chooserOpen: true, selectedId: undefined, mode: { kind: 'overview' } });
    expect(mapMode(choosing, { type: 'chooseCategory', category: TRUEB })).toMatchObject({ chooserOpen: false, mode: { kind: 'record', category: TRUEB } });
  });

  it('starts record mode at once where the layer has no categories', () => {
    expect(run([{ type: 'newEntry', layer: withoutCategories }])).toMatchObject({ chooserOpen: false, mode: { kind: 'record', category: undefined } });
  });

  it('starts with a double-click in the overview, the marker there, where the server lets the caller add points', () => {
    expect(run([{ type: 'doubleClick', layer: withCategories, position: HERE }])).toMatchObject({ marker: HERE, chooserOpen: true });
    const refused = { ...withCategories, CanAddPoints: false };
    expect(run([{ type: 'doubleClick', layer: refused, position: HERE }])).toEqual(INITIAL_MAP_MODE);
    expect(run([{ type: 'doubleClick', layer: undefined, position: HERE }])).toEqual(INITIAL_MAP_MODE);
  });

  it('ignores a second double-click while the chooser is open', () => {
    const choosing = run([{ type: 'doubleClick', layer: withCategories, position: HERE }]);
    expect(mapMode(choosing, { type: 'doubleClick', layer: withCategories, position: { lat: 1, lng: 2 } })).toBe(choosing);
  });

  it('forgets the marker when the chooser closes without a choice', () => {
    const closed = run([{ type: 'doubleClick', layer: withCategories, position: HERE }, { type: 'closeChooser' }]);
    expect(closed).toMatchObject({ chooserOpen: false, marker: undefined, mode: { kind: 'overview' } });
  });
});

describe('mapMode: in the forms', () => {
  it('moves the marker with a double-click or a drag, and keeps the selection', () => {
    const recording = run([{ type: 'newEntry', layer: withoutCategories }, { type: 'doubleClick', layer: withoutCategories, position: HERE }]);
    expect(recording.marker).toEqual(HERE);
    expect(mapMode(recording, { type: 'moveMarker', position: { lat: 1, lng: 2 } }).marker).toEqual({ lat: 1, lng: 2 });
    expect(mapMode(recording, { type: 'select', id: 'other' })).toBe(recording);
  });

  it('leaves record mode for the overview without the marker, in the view it came from', () => {
    const left = run([{ type: 'view', view: 'list' }, { type: 'newEntry', layer: withoutCategories }, { type: 'moveMarker', position: HERE }, { type: 'leaveForm' }]);
    expect(left).toMatchObject({ mode: { kind: 'overview' }, marker: undefined, view: 'list' });
  });

  it('shows the saved entry\'s details', () => {
    const saved = run([{ type: 'view', view: 'list' }, { type: 'newEntry', layer: withoutCategories }, { type: 'saved', id: 'new' }]);
    expect(saved).toMatchObject({ mode: { kind: 'overview' }, selectedId: 'new', view: 'detail', marker: undefined });
  });
});

describe('mapMode: changing an entry (docs/product.md §16.5)', () => {
  it('opens edit mode with the point selected, its marker at its place and its category from the layer', () => {
    const editing = run([{ type: 'edit', layer: withCategories, point: answered }]);
    expect(editing).toMatchObject({ selectedId: answered.ID, marker: { lat: 51.3, lng: 9.4 }, mode: { kind: 'edit', point: answered, category: TRUEB } });
  });

  it('keeps a category the layer no longer has by its bare name', () => {
    expect(run([{ type: 'edit', layer: withoutCategories, point: answered }]).mode).toMatchObject({ category: { Name: 'Trueb', Label: '' } });
  });

  it('„Kategorie ändern“ changes only the category; closing the chooser keeps marker and category', () => {
    const other = category('Klar', 'Klar');
    const editing = run([{ type: 'edit', layer: withCategories, point: answered }, { type: 'changeCategory' }]);
    expect(editing.chooserOpen).toBe(true);
    expect(mapMode(editing, { type: 'chooseCategory', category: other })).toMatchObject({ chooserOpen: false, mode: { kind: 'edit', point: answered, category: other } });
    expect(mapMode(editing, { type: 'closeChooser' })).toMatchObject({ chooserOpen: false, marker: { lat: 51.3, lng: 9.4 }, mode: { category: TRUEB } });
  });

  it('leads back to the details, also when it started in the list', () => {
    const left = run([{ type: 'view', view: 'list' }, { type: 'edit', layer: withCategories, point: answered }, { type: 'leaveForm' }]);
    expect(left).toMatchObject({ mode: { kind: 'overview' }, view: 'detail', selectedId: answered.ID, marker: undefined });
  });
});

describe('mapMode: an entry waiting on this device (docs/product.md §22)', () => {
  it('opens in record mode with its category, marker and answers', () => {
    const entry = queued(withCategories);
    expect(run([{ type: 'select', id: 'p' }, { type: 'editQueued', layer: withCategories, entry }]))
      .toMatchObject({ selectedId: undefined, marker: { lat: 51.2, lng: 9.3 }, mode: { kind: 'record', category: TRUEB, draft: entry } });
  });

  it('waits while another layer is chosen', () => {
    const entry = { ...queued(withCategories), body: { ...queued(withCategories).body, Layer: 'another' } };
    expect(run([{ type: 'editQueued', layer: withCategories, entry }])).toEqual(INITIAL_MAP_MODE);
  });
});

describe('mapMode: choosing points', () => {
  it('selects on the map or in the list; a link shows the details', () => {
    expect(run([{ type: 'select', id: 'a' }]).selectedId).toBe('a');
    expect(run([{ type: 'view', view: 'list' }, { type: 'openLink', id: 'b' }])).toMatchObject({ selectedId: 'b', view: 'detail' });
  });

  it('„Auf der Karte zeigen“ asks anew each time for the focus on the marker', () => {
    const first = run([{ type: 'showOnMap', id: 'a' }]);
    const again = mapMode(first, { type: 'showOnMap', id: 'a' });
    expect(again).toMatchObject({ selectedId: 'a', focusRequest: { id: 'a' } });
    expect(again.focusRequest).not.toBe(first.focusRequest);
  });

  it('opens and closes the information pop-up', () => {
    expect(run([{ type: 'info', open: true }]).infoOpen).toBe(true);
    expect(run([{ type: 'info', open: true }, { type: 'info', open: false }]).infoOpen).toBe(false);
  });
});

describe('mapMode: lines and areas (docs/product.md §25.1)', () => {
  const LINE = { type: 'LineString' as const, coordinates: [[9.48, 51.31], [9.49, 51.32]] as [number, number][] };
  const several = { ...withoutCategories, Geometries: ['point' as const, 'line' as const, 'polygon' as const] };
  const linesOnly = { ...withCategories, Geometries: ['line' as const] };

  it('asks what to add where the layer accepts several kinds; a line is drawn before the form', () => {
    const asking = run([{ type: 'newEntry', layer: several }]);
    expect(asking).toMatchObject({ kindChooserOpen: true, mode: { kind: 'overview' } });
    const drawing = mapMode(asking, { type: 'chooseKind', layer: several, kind: 'line' });
    expect(drawing).toMatchObject({ kindChooserOpen: false, entryKind: 'line', drawing: true, shape: undefined, mode: { kind: 'record' } });
    const drawn = run([{ type: 'shape', shape: LINE }, { type: 'drawingDone' }], drawing);
    expect(drawn).toMatchObject({ shape: LINE, drawing: false });
    expect(mapMode(drawn, { type: 'redraw' })).toMatchObject({ shape: LINE, drawing: true });
    expect(mapMode(drawn, { type: 'leaveForm' })).toMatchObject({ shape: undefined, drawing: false, entryKind: 'point', mode: { kind: 'overview' } });
  });

  it('closing the question of the kind adds nothing', () => {
    expect(run([{ type: 'newEntry', layer: several }, { type: 'closeKindChooser' }])).toMatchObject({ kindChooserOpen: false, mode: { kind: 'overview' } });
  });

  it('goes straight to the one kind a layer accepts, through its category chooser', () => {
    const choosing = run([{ type: 'newEntry', layer: linesOnly }]);
    expect(choosing).toMatchObject({ kindChooserOpen: false, chooserOpen: true, entryKind: 'line', drawing: true });
    expect(mapMode(choosing, { type: 'chooseCategory', category: TRUEB })).toMatchObject({ entryKind: 'line', drawing: true, mode: { kind: 'record', category: TRUEB } });
    // A layer cached before it knew kinds takes points.
    expect(run([{ type: 'newEntry', layer: withoutCategories }])).toMatchObject({ entryKind: 'point', drawing: false });
  });

  it('a double-click sets no marker of a line, and starts no point where the layer takes none', () => {
    const drawing = run([{ type: 'newEntry', layer: linesOnly }, { type: 'chooseCategory', category: TRUEB }]);
    expect(mapMode(drawing, { type: 'doubleClick', layer: linesOnly, position: HERE }).marker).toBeUndefined();
    expect(run([{ type: 'doubleClick', layer: linesOnly, position: HERE }])).toEqual(INITIAL_MAP_MODE);
    expect(run([{ type: 'doubleClick', layer: several, position: HERE }])).toMatchObject({ entryKind: 'point', marker: HERE, mode: { kind: 'record' } });
  });

  it('edits a stored line with its shape, and a queued one with its shape', () => {
    const stored = { ...point(1), Geometry: LINE };
    expect(run([{ type: 'edit', layer: linesOnly, point: stored }])).toMatchObject({ entryKind: 'line', shape: LINE, drawing: false, mode: { kind: 'edit' } });
    const entry = queued(linesOnly);
    const waiting = { ...entry, body: { ...entry.body, Geometry: LINE } };
    expect(run([{ type: 'editQueued', layer: linesOnly, entry: waiting }])).toMatchObject({ entryKind: 'line', shape: LINE, mode: { kind: 'record', draft: waiting } });
  });
});
