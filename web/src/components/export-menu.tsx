import { POINTS_EXPORT_FORMATS, type PointsExportFormat, type ReviewFilter } from '@mitmachkarte/contract';
import type { ReactNode } from 'react';
import { Dropdown } from 'react-bootstrap';
import * as de from '../i18n/de/editors';
import { useT } from '../i18n/runtime';
import { exportUrl } from '../lib/evaluation-links';

type ExportMenuProps = {
  layerId: string;
  /** Unique on the page: the toggle's id. */
  id: string;
  /** The toggle's visible text and its name for screen readers, which starts with that text (WCAG 2.5.3). */
  label: string;
  name: string;
  /** Each entry's name, from the format's visible label. */
  entryName: (format: string) => string;
  /** The filter the exports carry (docs/product.md §18.4); left out: every entry the moderation let through. */
  filter?: ReviewFilter;
  variant?: string;
  /** Entries after the formats (the workspace manager's „Als Auftrag im Hintergrund …“). */
  children?: ReactNode;
};

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');

/** The name of an export format in the interface language („Excel (XLSX)“, „CSV (Excel, deutsch)“, …). */
export function useExportFormatName(): (format: PointsExportFormat) => string {
  const t = useT('workspaces', de.workspaces);
  return (format) => t(`format_${format}`);
}

/** The small menu of a map's exports (docs/product.md §18.4): Excel (XLSX), CSV (Excel, deutsch),
 *  CSV (international), GeoJSON, GeoPackage and KML, each opening the download in a new tab. One
 *  button, so that it fits a row on a phone. */
export function ExportMenu({ layerId, id, label, name, entryName, filter = {}, variant = 'outline-secondary', children }: ExportMenuProps) {
  const formatName = useExportFormatName();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle size="sm" variant={variant} id={id} aria-label={name}>{label}</Dropdown.Toggle>
      <Dropdown.Menu>
        {POINTS_EXPORT_FORMATS.map((format) => (
          <Dropdown.Item key={format} as="button" type="button" aria-label={entryName(formatName(format))}
            onClick={() => openInNewTab(exportUrl(format, layerId, filter))}>
            {formatName(format)}
          </Dropdown.Item>
        ))}
        {children}
      </Dropdown.Menu>
    </Dropdown>
  );
}
