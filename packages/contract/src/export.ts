import { z } from 'zod';
import { ReviewFilter } from './review.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** The exports of a layer's entries (docs/product.md §18.4): XLSX, CSV for German spreadsheet
 *  programs, CSV international (RFC 4180, the default), GeoJSON, GeoPackage (OGC 12-128r18), KML
 *  (OGC 07-147r2). */
export const POINTS_EXPORT_FORMATS = ['xlsx', 'csv-de', 'csv', 'geojson', 'gpkg', 'kml'] as const;
export type PointsExportFormat = (typeof POINTS_EXPORT_FORMATS)[number];

const CSV_FORMAT_MESSAGE = FIELD_MESSAGES.csvFormatUnknown;

/** The query of every export of GET /gis/{format}/points/{layerId}: the evaluation's filter
 *  (ReviewFilter, docs/product.md §18.4), so that an export carries the entries the review table
 *  and the charts count; without one, every entry the moderation let through. */
export const PointsExportQuery = ReviewFilter;
export type PointsExportQuery = z.infer<typeof PointsExportQuery>;

/** GET /gis/csv/points/{layerId} query: `format=de` gives the German CSV (semicolons, decimal
 *  commas, Berlin time, labels as headers); left out or `international`, the CSV as before; and
 *  the filter (PointsExportQuery). */
export const PointsCsvQuery = z.object({
  format: z.enum(['de', 'international'], { error: CSV_FORMAT_MESSAGE }).default('international'),
}).and(PointsExportQuery);
export type PointsCsvQuery = z.infer<typeof PointsCsvQuery>;
