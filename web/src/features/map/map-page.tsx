import { findCategory, startViewOf, type Category, type Layer, type Point } from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import type L from 'leaflet';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import * as de from '../../i18n/de/map';
import { pointKey, useMapSummary, usePoint } from './api/points';
import { LayerSelector } from './panel/layer-selector';
import { MapHeader } from './panel/map-header';
import { MapView, RESIZE_DEBOUNCE_MS } from './view/map-view';
import { OverviewPanel, type PointsView } from './list/overview-panel';
import { NO_FILTER, toMapFilter, type PointFilter } from './list/point-filter';
import { PointFilterBar } from './list/point-filter-bar';
import { pointCategory } from '../../components/questionnaire/entry-values';
import { useWorkspaceSelection } from '../../lib/use-workspace-selection';
import type { MarkerPosition } from './entry/use-save-point';
import { AddressSearch } from '../../components/address-search';
import { showLocation, showPlace, viewBoxOf } from '../../lib/leaflet';
import { MyLocation, type Located } from './view/my-location';
import { useLiveUpdates } from './api/live-updates';
import type { QueuedEntry } from '../../lib/offline/db';
import { AfterLoad } from '../../lib/use-after-load';
import { useOpenedOnce } from '../../lib/use-opened-once';

// What the map's first view does not show loads when it is opened (docs/architecture.md §14): the
// entry form, the category chooser and the information pop-up.
const EntryForm = lazy(async () => ({ default: (await import('./entry/entry-form')).EntryForm }));
const CategoryChooser = lazy(async () => ({ default: (await import('./entry/category-chooser')).CategoryChooser }));
const InfoModal = lazy(async () => ({ default: (await import('./panel/info-modal')).InfoModal }));
// Capturing without network (docs/product.md §22) loads after the map: the service worker, the
// queue of entries saved on this device and the offline map area.
const OfflinePanel = lazy(async () => ({ default: (await import('./offline/offline-panel')).OfflinePanel }));

/** Height of the navigation bar; the map fills the rest of the window (docs/product.md §9). */
const NAVBAR_HEIGHT = 60;

/** Window height minus the navigation bar, updated 200 ms after the last resize (docs/product.md §9). */
function useMapHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight - NAVBAR_HEIGHT);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setHeight(window.innerHeight - NAVBAR_HEIGHT), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return height;
}

type Mode =
  | { kind: 'overview' }
  | { kind: 'record'; category: Category | undefined; draft?: QueuedEntry }
  | { kind: 'edit'; point: Point; category: Category | undefined };

/** The category stored in an entry's answers: from the layer's tree, or by its bare name when the
 *  tree no longer has it (the answer is then sent back as stored, docs/product.md §4.9). */
function categoryOf(layer: Layer, attributes: Point['Attributes']): Category | undefined {
  const name = pointCategory(attributes);
  if (!name) return undefined;
  return findCategory(layer.Schema.Categories, name)?.category ?? { Name: name, Label: '', Icon: '' };
}

/** The map app at /map (docs/product.md §2.14 Map app, §4): map left, scrolling panel right (stacked on small
 *  screens). Overview mode shows the invitation and the points; 'Neuer Eintrag' or a double-click
 *  on the map leads through the category chooser into record mode with the entry form; „Bearbeiten“
 *  (or a link with `bearbeiten=1`) opens edit mode, the same form filled with a point's answers and
 *  its draggable marker (docs/product.md §16.5, §16.6). */
export function MapPage() {
  const selection = useWorkspaceSelection({ linkAndOrgDefaults: true });
  const { layer, workspace } = selection;
  const [filter, setFilter] = useState<PointFilter>(NO_FILTER);
  // Another layer has other statuses and categories: its points start unfiltered.
  useEffect(() => setFilter(NO_FILTER), [layer?.ID]);
  // The server filters (docs/product.md §16.1); the period's first day is fixed when it is chosen.
  const wireFilter = useMemo(() => toMapFilter(filter), [filter]);
  const summary = useMapSummary(layer?.ID, wireFilter);
  // What others add, change or remove shows without a reload (docs/product.md §21).
  useLiveUpdates(layer?.ID);
  const qc = useQueryClient();
  const height = useMapHeight();
  const map = useRef<L.Map>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'overview' });
  const [marker, setMarker] = useState<MarkerPosition>();
  // The visitor's position found by „Mein Standort“, drawn on the map.
  const [located, setLocated] = useState<Located>();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const chooserOpened = useOpenedOnce(chooserOpen);
  const infoOpened = useOpenedOnce(infoOpen);
  const [selectedId, setSelectedId] = useState<string>();
  // A request to move the keyboard focus to a point's marker (a new object per request).
  const [focusRequest, setFocusRequest] = useState<{ id: string }>();
  const [view, setView] = useState<PointsView>('detail');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previousMode = useRef(mode.kind);
  const [search] = useSearchParams();
  const linkedPoint = search.get('punkt');
  const linkedEdit = search.get('bearbeiten') === '1';
  const openedLink = useRef<string | undefined>(undefined);
  const selected = usePoint(selectedId);
  // A point of another layer (chosen before switching layers) is not this map's selection.
  const selectedPoint = selected.data?.ID === selectedId && selected.data?.Layer === layer?.ID ? selected.data : undefined;
  const linked = usePoint(linkedPoint ?? undefined);

  // A link's '?punkt=…' (with '?workspace=…&layer=…'; „Meine Beiträge“, the moderation queue)
  // opens that entry's details (GET /gis/point/{id}) once its layer is chosen, once per link
  // (docs/product.md §16.6); the map pans to it (view/map-view.tsx PanToSelected). With
  // '&bearbeiten=1' it opens edit mode instead, once the details say that the server lets the
  // caller change the entry.
  useEffect(() => {
    if (!linkedPoint || !layer || openedLink.current === linkedPoint) return;
    if (linkedEdit && linked.isPending) return;
    openedLink.current = linkedPoint;
    setSelectedId(linkedPoint);
    setView('detail');
    if (linkedEdit && linked.data?.CanChange) startEdit(linked.data);
  }, [linkedPoint, linkedEdit, linked.data, linked.isPending, layer]);

  // Back in overview mode after saving or discarding: the form's buttons are gone, so the focus
  // goes to the panel's heading, or after a change to the changed entry's heading in 'Details'.
  useEffect(() => {
    if (previousMode.current !== 'overview' && mode.kind === 'overview') {
      const detailTitle = previousMode.current === 'edit' ? document.getElementById('point-detail-title') : null;
      (detailTitle ?? titleRef.current)?.focus({ preventScroll: true });
    }
    previousMode.current = mode.kind;
  }, [mode.kind]);

  // The point being changed in edit mode.
  const editing = mode.kind === 'edit' ? mode.point : undefined;

  // The server says who may add points (points.policy.ts canAddPoint).
  const canRecord = layer?.CanAddPoints ?? false;

  const startEntry = () => {
    if (!layer) return;
    setSelectedId(undefined);
    if (layer.Schema.Categories.length > 0) setChooserOpen(true);
    else setMode({ kind: 'record', category: undefined });
  };
  /** Edit mode for `point`: its category chosen, its marker at its place (degrees WGS84). */
  const startEdit = (point: Point) => {
    if (!layer) return;
    setSelectedId(point.ID);
    setMarker({ lat: point.Latitude, lng: point.Longitude });
    setMode({ kind: 'edit', point, category: categoryOf(layer, point.Attributes) });
  };
  /** Record mode for an entry still waiting on this device (docs/product.md §22): its category,
   *  marker and answers; saving puts it back in its place in the queue. */
  const editQueued = (entry: QueuedEntry) => {
    if (!layer || entry.body.Layer !== layer.ID) return;
    setSelectedId(undefined);
    setMarker({ lat: entry.body.Latitude, lng: entry.body.Longitude });
    setMode({ kind: 'record', category: categoryOf(layer, entry.body.Attributes), draft: entry });
  };
  const chooseCategory = (category: Category) => {
    setChooserOpen(false);
    setMode(mode.kind === 'edit' ? { ...mode, category } : { kind: 'record', category });
  };
  const closeChooser = () => {
    setChooserOpen(false);
    // „Kategorie ändern“ closed without a choice keeps the entry's marker and category.
    if (mode.kind !== 'edit') setMarker(undefined);
  };
  const toOverview = () => {
    // Leaving edit mode shows the entry's details again, whether it started there or in the list.
    if (mode.kind === 'edit') setView('detail');
    setMode({ kind: 'overview' });
    setMarker(undefined);
  };
  const onSaved = (point: Point) => {
    toOverview();
    setSelectedId(point.ID);
    setView('detail');
  };
  const onDoubleClick = (position: MarkerPosition) => {
    if (mode.kind !== 'overview') setMarker(position);
    else if (canRecord && !chooserOpen) {
      setMarker(position);
      startEntry();
    }
  };
  const placeMarkerAtCentre = () => {
    const centre = map.current?.getCenter().wrap();
    if (centre) setMarker({ lat: centre.lat, lng: centre.lng });
  };
  // The marker where an uploaded photo was taken, shown on the map.
  const placeMarkerAt = (position: MarkerPosition) => {
    setMarker(position);
    map.current?.panTo([position.lat, position.lng]);
  };
  // „Mein Standort“ (docs/product.md §17.1): the map centres on the position; the step offered
  // there is a new entry with its marker there (as a double-click), or in record and edit mode the
  // marker moved there — none once the marker stands there.
  const showLocated = (position: Located) => {
    setLocated(position);
    showLocation(map.current, position);
    // On a phone the map lies above the panel: it comes into view, the button stays below it.
    map.current?.getContainer().scrollIntoView({ block: 'nearest' });
  };
  const markerThere = !!marker && !!located && marker.lat === located.lat && marker.lng === located.lng;
  const locationStep = markerThere ? undefined
    : mode.kind !== 'overview' ? { label: de.myLocation.markerHere, done: de.myLocation.markerPlaced, run: ({ lat, lng }: Located) => placeMarkerAt({ lat, lng }) }
    : canRecord && layer ? { label: de.myLocation.createHere, run: ({ lat, lng }: Located) => onDoubleClick({ lat, lng }) }
    : undefined;
  const selectPoint = (id: string) => {
    if (mode.kind === 'overview') setSelectedId(id);
  };
  // An entry of the list is a whole point: its details need no second request.
  const knowPoint = (point: Point) => {
    if (!qc.getQueryData(pointKey(point.ID))) qc.setQueryData(pointKey(point.ID), point);
  };
  const selectListed = (point: Point) => {
    knowPoint(point);
    selectPoint(point.ID);
  };
  const showOnMap = (point: Point) => {
    knowPoint(point);
    setSelectedId(point.ID);
    setFocusRequest({ id: point.ID });
  };

  return (
    <div className="map-app" style={{ '--map-height': `${height}px` } as CSSProperties}>
      <div className="map-pane">
        <MapView layerId={layer?.ID} area={workspace && { MapView: startViewOf(layer, workspace), Boundary: workspace.Boundary }} summary={summary.isPlaceholderData ? undefined : summary.data} choosing={selection.isLoading} filter={wireFilter}
          categories={layer?.Schema.Categories ?? []} statuses={layer?.Statuses ?? []} contextLayers={layer?.ContextLayers} selectedId={selectedId} selected={selectedPoint}
          onSelect={selectPoint} focusRequest={focusRequest} marker={marker} onMarkerMove={setMarker} onDoubleClick={onDoubleClick} mapRef={map} located={located}
          hiddenId={editing?.ID} markerLabel={editing ? de.editEntry.marker : undefined} />
      </div>
      <section className="map-panel" aria-labelledby="map-title">
        <MapHeader onInfo={() => setInfoOpen(true)} />
        <h1 className="h4" id="map-title" tabIndex={-1} ref={titleRef}>{layer?.Name ?? de.map.title}</h1>
        {/* First in the panel: on a phone (the map above the panel) the map, the button, its next
            step and its message fit on one screen (docs/product.md §17.1). */}
        <MyLocation onLocated={showLocated} nextStep={locationStep} />
        {/* The offline panel waits until the map's first view has been drawn. */}
        <AfterLoad><Suspense fallback={null}><OfflinePanel map={map} layerId={layer?.ID} onEdit={mode.kind === 'overview' ? editQueued : undefined} /></Suspense></AfterLoad>
        <LayerSelector workspaces={selection.workspaces} workspace={workspace} layers={selection.layers} layer={layer}
          onWorkspace={selection.selectWorkspace} onLayer={selection.selectLayer} disabled={mode.kind !== 'overview'} />
        <AddressSearch viewBox={() => viewBoxOf(map.current)} onFound={(place) => {
          showPlace(map.current, place);
          // On a phone the map lies above the panel.
          map.current?.getContainer().scrollIntoView({ block: 'nearest' });
        }} />
        {selection.isLoading && <p>{de.common.loading}</p>}
        {!selection.isLoading && !layer && <p>{selection.workspaces.length === 0 ? de.map.noWorkspace : de.map.noLayer}</p>}
        {layer && mode.kind === 'overview' && (
          <OverviewPanel layer={layer} filter={wireFilter} selectedId={selectedId} selected={selected} onSelect={selectListed} onShowOnMap={showOnMap} view={view} onView={setView}
            canRecord={canRecord} closed={workspace?.Closed ?? false} onNewEntry={startEntry} onEdit={startEdit}
            filterBar={<PointFilterBar layer={layer} filter={filter} onChange={setFilter} shown={summary.data?.Matched} total={summary.data?.Total} />} />
        )}
        <Suspense fallback={<p role="status">{de.common.loading}</p>}>
        {layer && mode.kind === 'record' && (
          <EntryForm key={`${layer.ID}-${mode.draft?.seq ?? 'new'}`} layer={layer} boundary={workspace?.Boundary ?? null} category={mode.category} marker={marker}
            draft={mode.draft} onSaved={onSaved} onQueued={toOverview} onDiscard={toOverview} onPlaceMarker={placeMarkerAtCentre}
            onPlaceMarkerAt={placeMarkerAt} />
        )}
        {layer && mode.kind === 'edit' && (
          <EntryForm key={`${layer.ID}-${mode.point.ID}`} layer={layer} boundary={workspace?.Boundary ?? null} category={mode.category} marker={marker} point={mode.point}
            onChangeCategory={layer.Schema.Categories.length > 0 ? () => setChooserOpen(true) : undefined}
            onSaved={onSaved} onDiscard={toOverview} onPlaceMarker={placeMarkerAtCentre} />
        )}
        </Suspense>
      </section>
      <Suspense fallback={null}>
        {layer && chooserOpened && (
          <CategoryChooser show={chooserOpen} categories={layer.Schema.Categories} onChoose={chooseCategory} onClose={closeChooser} />
        )}
        {infoOpened && <InfoModal show={infoOpen} onClose={() => setInfoOpen(false)} />}
      </Suspense>
    </div>
  );
}
