import type { Layer } from '@mitmachkarte/contract';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import { ExportMenu } from '../../components/export-menu';
import { useTownText } from '../../components/town-text';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { chartsPath, reviewPath } from '../../lib/evaluation-links';
import '../../components/entity-list.css';
import './workspaces.css';

type LayerListProps = {
  layers: readonly Layer[];
  selectedId: string | undefined;
  onOpen: (id: string) => void;
  /** Whether the caller manages the workspace (its CanEdit): then each layer links to its review
   *  table and its charts. */
  canReview?: boolean;
  /** Opens „Aufträge“ for the layer (docs/product.md §18.4): for managers, the export of a big map
   *  as a background job. */
  onExportJob?: (id: string) => void;
};

/** The layers of the workspace (docs/product.md §2): a name button each (the selected one
 *  highlighted), a menu „Export“ with Excel (XLSX), CSV (Excel, deutsch), CSV (international),
 *  GeoJSON, GeoPackage and KML (§18.4) of every entry the moderation let through, which open in a
 *  new tab, and for managers „Als Auftrag im Hintergrund …“ (the section „Aufträge“, for big
 *  maps); for the workspace's managers the links „Auswertung“ to the layer's review table (§18.1)
 *  and „Diagramme“ to its charts and printable report (§18.2, §18.5); small buttons, so that a row
 *  stays one line on a phone. */
export function LayerList({ layers, selectedId, onOpen, canReview = false, onExportJob }: LayerListProps) {
  const t = useT('workspaces', de.workspaces);
  const town = useTownText();
  const tr = useT('review', de.review);
  return (
    <ul className="list-group entity-list" aria-label={t('layerList')}>
      {layers.map((layer) => {
        const selected = layer.ID === selectedId;
        const button = selected ? 'btn-light' : 'btn-outline-secondary';
        return (
          <li key={layer.ID} className={`list-group-item entity-list-row layer-list-row${selected ? ' active' : ''}`}>
            <button type="button" className="entity-list-name" aria-current={selected ? 'true' : undefined} onClick={() => onOpen(layer.ID)}>
              <span className="fw-semibold" {...town}>{layer.Name}</span>
            </button>
            <div className="d-flex gap-1">
              <ExportMenu layerId={layer.ID} id={`layer-export-${layer.ID}`} variant={selected ? 'light' : 'outline-secondary'}
                label={t('exportMenu')} name={t('exportMenuLabel', { name: layer.Name })} entryName={(format) => t('exportLabel', { format, name: layer.Name })}>
                {canReview && onExportJob && (
                  <>
                    <Dropdown.Divider />
                    <Dropdown.Item as="button" type="button" aria-label={t('exportJobLabel', { name: layer.Name })} onClick={() => onExportJob(layer.ID)}>
                      {t('exportJob')}
                    </Dropdown.Item>
                  </>
                )}
              </ExportMenu>
              {canReview && (
                <>
                  <Link className={`btn btn-sm ${button}`} to={reviewPath(layer.ID)} aria-label={tr('linkLabel', { layer: layer.Name })}>
                    {tr('link')}
                  </Link>
                  <Link className={`btn btn-sm ${button}`} to={chartsPath(layer.ID)} aria-label={tr('chartsLabel', { layer: layer.Name })}>
                    {tr('chartsShort')}
                  </Link>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
