import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';

/** Open data: the licence of a project and the query of the DCAT-AP.de catalogue
 *  (docs/product.md §24.4, docs/decisions/0039). */

/** The licences a project's maps may be published under: identifiers of the DCAT-AP.de licence
 *  vocabulary (http://dcat-ap.de/def/licenses/), open licences that GovData accepts. */
export const LICENCES = ['dl-by-de/2.0', 'dl-zero-de/2.0', 'cc-by/4.0', 'cc-by-sa/4.0', 'cc-zero'] as const;
export type LicenceKey = (typeof LICENCES)[number];

/** The namespace of the DCAT-AP.de licence vocabulary. */
export const LICENCE_VOCABULARY = 'http://dcat-ap.de/def/licenses/';

/** The IRI of a licence in the DCAT-AP.de vocabulary, e.g. http://dcat-ap.de/def/licenses/cc-by/4.0. */
export const licenceIri = (key: LicenceKey) => `${LICENCE_VOCABULARY}${key}`;

/** A stored licence as the contract names it; null for none (and for a value no longer offered). */
export const licenceOf = (stored: string | null | undefined): LicenceKey | null =>
  (LICENCES as readonly string[]).includes(stored ?? '') ? (stored as LicenceKey) : null;

/** A project's licence for its public maps; null: none chosen, its maps stay out of the catalogue. */
export const Licence = z.enum(LICENCES, { error: FIELD_MESSAGES.licenceUnknown }).nullable();
export type Licence = z.infer<typeof Licence>;

/** The formats of the catalogue (`?format=`): Turtle, RDF/XML, JSON-LD. */
export const DCAT_FORMATS = ['ttl', 'rdf', 'jsonld'] as const;
export type DcatFormat = (typeof DCAT_FORMATS)[number];

/** GET /dcat: `format` chooses the serialisation over the Accept header. */
export const DcatQuery = z.strictObject({
  format: z.enum(DCAT_FORMATS, { error: FIELD_MESSAGES.dcatFormat }).optional(),
}, { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? FIELD_MESSAGES.ogcUnknownParameter : undefined) });
export type DcatQuery = z.infer<typeof DcatQuery>;

/** The formats of a map's open data download: the files programs read (docs/product.md §18.4). */
export const OPEN_DATA_FORMATS = ['geojson', 'csv', 'gpkg'] as const;

/** GET /dcat/download/{layerId}: `format` is required. */
export const OpenDataDownloadQuery = z.strictObject({
  format: z.enum(OPEN_DATA_FORMATS, { error: FIELD_MESSAGES.openDataFormat }),
}, { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? FIELD_MESSAGES.ogcUnknownParameter : undefined) });
export type OpenDataDownloadQuery = z.infer<typeof OpenDataDownloadQuery>;
