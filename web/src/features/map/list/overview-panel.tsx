import type { Layer, MapFilter, Point, Workspace } from '@mitmachkarte/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import { useSession } from '../../../lib/session';
import { PointList } from './point-list';
import { ResidencyNotice } from '../../../components/residency-notice/residency-notice';

// A point's details (answers, status, official answer, comments, votes, moderation) load when a
// point is selected: the map's first view shows none (docs/runtime.md §3).
const PointDetail = lazy(async () => ({ default: (await import('../detail/point-detail')).PointDetail }));

/** Which view of the overview shows the points. */
export type PointsView = 'detail' | 'list';

/** The views of the toggle, in its order, with their labels' keys in the catalogue `map`. */
const VIEWS: [PointsView, keyof typeof de.map][] = [['detail', 'detail'], ['list', 'list']];

type OverviewPanelProps = {
  layer: Layer;
  /** The map's filter as the server reads it; the list pages through the points that pass it. */
  filter: MapFilter;
  selectedId: string | undefined;
  /** GET /gis/point/{selectedId}: the selected point's details. */
  selected: UseQueryResult<Point>;
  onSelect: (point: Point) => void;
  /** The list's 'Auf der Karte zeigen': select the point and focus its marker. */
  onShowOnMap: (point: Point) => void;
  view: PointsView;
  onView: (view: PointsView) => void;
  /** Whether the 'Neuer Eintrag' button is offered (the server has the last word). */
  canRecord: boolean;
  /** The button stands elsewhere (a phone's sheet bar): the invitation card shows only its text. */
  newEntryElsewhere?: boolean;
  /** The project is closed (Workspace.Closed, docs/product.md §17.2): said instead of an invitation,
   *  and its entries take no comments or votes. */
  closed: boolean;
  onNewEntry: () => void;
  /** „Bearbeiten“ of a point the caller may change (Point.CanChange): opens edit mode. */
  onEdit: (point: Point) => void;
  /** The layer's project with its residency requirement and the server's verdict on the visitor
   *  (docs/product.md §14.1): its notice stands under the invitation, and votes follow it. */
  workspace?: Pick<Workspace, 'Residency' | 'ResidencyMet' | 'Closed'>;
  /** The filters of the points, above the Details / Liste toggle. */
  filterBar?: ReactNode;
  /** On a phone while the sheet is not wide open: the selected point shows as a card whose
   *  „Details“ calls this (detail/point-detail.tsx). */
  onDetails?: () => void;
};

/** Overview mode of the map app (docs/product.md §2, §4): the invitation card with 'Neuer Eintrag' (on a
 *  phone that button is in the sheet's bar), and the
 *  Details / Liste toggle (default Details) over the selected point (loaded by its id) or the
 *  list, paged by the server with the points' votes and comments. */
export function OverviewPanel({ layer, filter, selectedId, selected, onSelect, onShowOnMap, view, onView, canRecord, newEntryElsewhere = false, closed, onNewEntry, onEdit, workspace, filterBar, onDetails }: OverviewPanelProps) {
  const t = useT('map', de.map);
  const tc = useT('common', de.common);
  const ta = useT('access', de.access);
  const { loggedIn } = useSession();
  const residentsOnly = !canRecord && !closed && !!workspace && workspace.Residency.Entries && !workspace.ResidencyMet.Entries;
  const votesKeptOut = !!workspace && workspace.Residency.Votes && !workspace.ResidencyMet.Votes;
  // The project's current phase takes no new entries on this map (the server's flag, docs/product.md §25.4).
  const phaseOff = layer.Now?.Contribute === false && !!layer.Now.Phase;
  // A point just deselected, gone (deleted, hidden) or of another layer shows the hint to choose one.
  const point = selectedId && selected.data?.ID === selectedId && selected.data.Layer === layer.ID ? selected.data : undefined;
  const loading = Boolean(selectedId) && !point && selected.isPending;
  return (
    <>
      {/* Where the project keeps the visitor out as no verified resident, the notice says why and
          how to take part, in place of an invitation they could not follow (docs/product.md §14.1). */}
      {!residentsOnly && (
        <div className="card mb-3 map-invite">
          <div className="card-body">
            <h2 className="card-title h5">{t('inviteTitle')}</h2>
            {/* How to place an entry, unless the current phase takes none (the line below says so). */}
            {!phaseOff && <p className="card-text">{ta('inviteText')}</p>}
            {canRecord
              ? !newEntryElsewhere && <button type="button" className="btn btn-primary" onClick={onNewEntry}>{t('newEntry')}</button>
              : <p className="small text-body-secondary mb-0">{closed ? tc('projectClosed') : phaseOff ? tc('phaseNoEntries', { phase: layer.Now!.Phase! }) : loggedIn ? t('recordNotAllowed') : t('loginToRecord')}</p>}
          </div>
        </div>
      )}
      {workspace && <ResidencyNotice workspace={workspace} compact />}
      {filterBar}
      {/* Bootstrap's toggle buttons: radios (which take the keyboard: Tab, arrow keys) drawn as
          buttons by their labels. */}
      <div className="btn-group mb-3" role="group" aria-label={t('viewToggle')}>
        {VIEWS.map(([value, label]) => (
          <Fragment key={value}>
            <input type="radio" className="btn-check" name="map-points-view" id={`map-view-${value}`} value={value} autoComplete="off"
              checked={view === value} onChange={() => onView(value)} />
            <label className="btn btn-outline-primary btn-sm" htmlFor={`map-view-${value}`}>{t(label)}</label>
          </Fragment>
        ))}
      </div>
      {view === 'detail'
        ? (loading ? <p>{tc('loading')}</p>
          : point ? <Suspense fallback={<p>{tc('loading')}</p>}><PointDetail point={point} layer={layer} closed={closed} votesKeptOut={votesKeptOut} now={layer.Now} onEdit={onEdit} onDetails={onDetails} /></Suspense>
          : <p className="text-body-secondary">{t('noSelection')}</p>)
        // A new layer or filter starts at the first page.
        : <PointList key={`${layer.ID} ${JSON.stringify(filter)}`} layerId={layer.ID} filter={filter} schema={layer.Schema} statuses={layer.Statuses}
            selectedId={selectedId} onSelect={onSelect} onShowOnMap={onShowOnMap} onEdit={onEdit} />}
    </>
  );
}
