import { POINTS_EXPORT_FORMATS, type Layer } from '@mitmachkarte/contract';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de';
import { exportUrl } from './api';
import '../../components/entity-list.css';
import './workspaces.css';

type LayerListProps = {
  layers: readonly Layer[];
  selectedId: string | undefined;
  onOpen: (id: string) => void;
  /** Whether the caller manages the workspace (its CanEdit): then each layer links to its review table. */
  canReview?: boolean;
  /** Opens „Aufträge“ for the layer (docs/product.md §18.4): for managers, the export of a big map
   *  as a background job. */
  onExportJob?: (id: string) => void;
};

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');

/** The layers of the workspace (docs/product.md §2): a name button each (the selected one
 *  highlighted), a menu „Export“ with Excel (XLSX), CSV (Excel, deutsch), CSV (international),
 *  GeoJSON, GeoPackage and KML (§18.4), which open in a new tab, and for managers „Als Auftrag im
 *  Hintergrund …“ (the section „Aufträge“, for big maps); for the workspace's managers the link
 *  „Auswertung“ to the layer's review table (§18.1); small buttons, so that a row stays one line
 *  on a phone. */
export function LayerList({ layers, selectedId, onOpen, canReview = false, onExportJob }: LayerListProps) {
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
            <div className="d-flex gap-1">
              <Dropdown align="end">
                <Dropdown.Toggle size="sm" variant={selected ? 'light' : 'outline-secondary'} id={`layer-export-${layer.ID}`}
                  aria-label={t.exportMenuLabel(layer.Name)}>
                  {t.exportMenu}
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  {POINTS_EXPORT_FORMATS.map((format) => (
                    <Dropdown.Item key={format} as="button" type="button" aria-label={t.exportLabel(t.exportFormats[format], layer.Name)}
                      onClick={() => openInNewTab(exportUrl(format, layer.ID))}>
                      {t.exportFormats[format]}
                    </Dropdown.Item>
                  ))}
                  {canReview && onExportJob && (
                    <>
                      <Dropdown.Divider />
                      <Dropdown.Item as="button" type="button" aria-label={t.exportJobLabel(layer.Name)} onClick={() => onExportJob(layer.ID)}>
                        {t.exportJob}
                      </Dropdown.Item>
                    </>
                  )}
                </Dropdown.Menu>
              </Dropdown>
              {canReview && (
                <Link className={`btn btn-sm ${selected ? 'btn-light' : 'btn-outline-secondary'}`} to={`/auswertung/${layer.ID}`} aria-label={de.review.linkLabel(layer.Name)}>
                  {de.review.link}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
