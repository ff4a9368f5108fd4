import type { Layer } from '@mitmachkarte/contract';
import { Button, ButtonGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { de } from '../../i18n/de';
import { exportUrl } from './api';
import '../../components/entity-list.css';
import './workspaces.css';

type LayerListProps = {
  layers: readonly Layer[];
  selectedId: string | undefined;
  onOpen: (id: string) => void;
  /** Whether the caller manages the workspace (its CanEdit): then each layer links to its review table. */
  canReview?: boolean;
};

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');

/** The layers of the workspace (docs/product.md §2): a name button each (the selected one highlighted),
 *  the CSV and GeoJSON exports, which open in a new tab, and for the workspace's managers the link
 *  „Auswertung“ to the layer's review table (docs/product.md §18.1). */
export function LayerList({ layers, selectedId, onOpen, canReview = false }: LayerListProps) {
  const t = de.workspaces;
  return (
    <ul className="list-group entity-list" aria-label={t.layerList}>
      {layers.map((layer) => {
        const selected = layer.ID === selectedId;
        return (
          <li key={layer.ID} className={`list-group-item entity-list-row layer-list-row${selected ? ' active' : ''}`}>
            <button type="button" className="entity-list-name" aria-current={selected ? 'true' : undefined} onClick={() => onOpen(layer.ID)}>
              <span className="fw-semibold">{layer.Name}</span>
            </button>
            <ButtonGroup size="sm">
              <Button variant={selected ? 'light' : 'outline-secondary'} aria-label={t.csvLabel(layer.Name)} title={t.csvLabel(layer.Name)}
                onClick={() => openInNewTab(exportUrl('csv', layer.ID))}>
                {t.csv}
              </Button>
              <Button variant={selected ? 'light' : 'outline-secondary'} aria-label={t.geojsonLabel(layer.Name)} title={t.geojsonLabel(layer.Name)}
                onClick={() => openInNewTab(exportUrl('geojson', layer.ID))}>
                {t.geojson}
              </Button>
              {canReview && (
                <Link className={`btn ${selected ? 'btn-light' : 'btn-outline-secondary'}`} to={`/auswertung/${layer.ID}`} aria-label={de.review.linkLabel(layer.Name)}>
                  {de.review.link}
                </Link>
              )}
            </ButtonGroup>
          </li>
        );
      })}
    </ul>
  );
}
