import { z } from 'zod';
import { Attributes } from './point.js';
import { FIELD_MESSAGES } from './field-messages.js';

export * from './import-rules.js';

/** The import of entries into a layer (docs/product.md §18.6): a file of points sent as raw bytes,
 *  first for a preview, then to import. The server keeps nothing between the two requests. */

/** The file formats read: GeoJSON (RFC 7946), CSV (RFC 4180 with `,` or `;`), GeoPackage
 *  (OGC 12-128r18), KML (OGC 07-147r2). Which one a file is, the server tells from its bytes. */
export const IMPORT_FORMATS = ['geojson', 'csv', 'gpkg', 'kml'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Which question a field of the file answers: source field name → question name (or `category`
 *  for the category). Fields left out are not taken over. */
export const ImportMapping = z.record(z.string().max(200), z.string().max(200));
export type ImportMapping = z.infer<typeof ImportMapping>;

const MAPPING_MESSAGE = FIELD_MESSAGES.importMappingInvalid;

/** Query of POST /gis/import/{layerId}[/preview]: `mapping` as JSON text (left out: the preview
 *  suggests one, fields named like a question), `name` the file's name for the audit log. */
export const ImportQuery = z.object({
  mapping: z.string().max(20_000).optional().transform((text, ctx) => {
    if (text === undefined) return undefined;
    try {
      const parsed = ImportMapping.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch { /* reported below */ }
    ctx.addIssue({ code: 'custom', message: MAPPING_MESSAGE });
    return z.NEVER;
  }),
  name: z.string().max(255).default(''),
});
export type ImportQuery = z.input<typeof ImportQuery>;

/** A row the import refuses: its number (CSV: the line in the file, the header being line 1;
 *  other formats: the feature's place, from 1) and why, in German. */
export const ImportRefusal = z.object({ Row: z.number().int(), Messages: z.array(z.string()) });
export type ImportRefusal = z.infer<typeof ImportRefusal>;

/** A field of the file: its name and up to three of its values as text. */
export const ImportField = z.object({ Name: z.string(), Samples: z.array(z.string()) });
export type ImportField = z.infer<typeof ImportField>;

/** A row as it would be stored: position (degrees WGS84) and answers. */
export const ImportRow = z.object({ Row: z.number().int(), Latitude: z.number(), Longitude: z.number(), Attributes });
export type ImportRow = z.infer<typeof ImportRow>;

/** POST /gis/import/{layerId}/preview: what an import of the file would do, writing nothing. */
export const ImportPreview = z.object({
  Format: z.enum(IMPORT_FORMATS),
  Rows: z.number().int(),
  Fields: z.array(ImportField),
  Mapping: ImportMapping,
  First: z.array(ImportRow),
  Refused: z.array(ImportRefusal),
  RefusedCount: z.number().int(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

/** POST /gis/import/{layerId}: how many entries were added. */
export const ImportResult = z.object({ Imported: z.number().int() });
export type ImportResult = z.infer<typeof ImportResult>;
