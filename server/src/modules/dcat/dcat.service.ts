import { type Boundary, CONTRIBUTOR_VOCABULARY, type DcatFormat, IMPRESSUM_SETTINGS, LANDING_SETTINGS, licenceOf, OPEN_DATA_SETTINGS, type ScalarMap } from '@mitmachkarte/contract';
import type { Quad } from 'n3';
import type { Db } from '../../db/database.js';
import { mapAreaOf } from '../../db/records/workspace.record.js';
import { nowIso } from '../../lib/ids.js';
import { getServingOrganisationSettings } from '../organisations/organisations.service.js';
import { publicExtentOfVisibleLayers } from '../points/core/points-gis.service.js';
import { listLicensedPublicLayers } from './dcat.repository.js';
import { serialise } from './dcat-serialise.js';
import { type CatalogueAddresses, catalogueQuads, type DatasetFacts, type Publisher } from './dcat.presenter.js';

/** The open data catalogue (DCAT-AP.de 3.0; docs/product.md §24.4, docs/decisions/0039). Who
 *  sees what is the anonymous visitor's rule, whoever asks: the public maps of public projects
 *  (access/layer.rules.ts publicLayersWhere) with their public entries that the moderation let
 *  through (access/point.rules.ts publicPointsWhere), and only maps whose project chose a
 *  licence. Nothing of a person: the publisher is the organisation serving the request's host. */

const text = (other: ScalarMap, key: string) => {
  const value = other[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The organisation serving `host` as publisher: the operator's name from its Impressum (else its
 *  title), its contact address (else the Impressum's), postal address, and its GovData data
 *  provider ID when the setting names one of that list's IRIs. */
async function publisherOf(db: Db, host: string | undefined): Promise<Publisher> {
  const org = await getServingOrganisationSettings(db, host);
  if (!org) return { name: 'Mitmachkarte' };
  const email = text(org.other, LANDING_SETTINGS.contactEmail) ?? text(org.other, IMPRESSUM_SETTINGS.email);
  const address = text(org.other, IMPRESSUM_SETTINGS.address);
  const contributor = text(org.other, OPEN_DATA_SETTINGS.contributorId);
  const contributorId = contributor?.startsWith(CONTRIBUTOR_VOCABULARY) && !/[\s<>"{}|\\^`]/.test(contributor) ? contributor : undefined;
  return {
    name: text(org.other, IMPRESSUM_SETTINGS.association) ?? (org.title.trim() || 'Mitmachkarte'),
    ...(email ? { email } : {}), ...(address ? { address } : {}), ...(contributorId ? { contributorId } : {}),
  };
}

/** The rings of a boundary as WKT (POLYGON or MULTIPOLYGON, longitude latitude). */
export function boundaryWkt(boundary: Boundary): string {
  const ring = (r: readonly (readonly number[])[]) => `(${r.map(([x, y]) => `${x} ${y}`).join(',')})`;
  const polygon = (p: readonly (readonly (readonly number[])[])[]) => `(${p.map(ring).join(',')})`;
  return boundary.type === 'Polygon' ? `POLYGON${polygon(boundary.coordinates)}` : `MULTIPOLYGON(${boundary.coordinates.map(polygon).join(',')})`;
}

/** The box around a boundary, [minLon, minLat, maxLon, maxLat]. */
export function boundaryBbox(boundary: Boundary): [number, number, number, number] {
  const points = (boundary.type === 'Polygon' ? boundary.coordinates : boundary.coordinates.flat()).flat();
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const later = (a: string, b: string | undefined) => (b !== undefined && b > a ? b : a);

/** GET /dcat: the catalogue's triples for the organisation serving `host`, its links below `at`. */
export async function getCatalogue(db: Db, host: string | undefined, at: CatalogueAddresses): Promise<Quad[]> {
  const publisher = await publisherOf(db, host);
  const layers = await listLicensedPublicLayers(db);
  const extents = await publicExtentOfVisibleLayers(db, layers.map((l) => l.id));
  const datasets: DatasetFacts[] = [];
  for (const l of layers) {
    const licence = licenceOf(l.licence);
    if (!licence) continue;
    const extent = extents.get(l.id);
    const { Boundary: boundary } = mapAreaOf({ map_view: null, boundary: l.boundary ?? null });
    const bbox = boundary ? boundaryBbox(boundary) : extent?.bbox;
    datasets.push({
      layerId: l.id, layerName: l.name, workspaceId: l.workspace_id, projectName: l.workspace_name, description: l.description ?? '',
      licence, closed: l.closed === 1, issued: l.created_at, modified: later(l.updated_at, extent?.modified),
      ...(bbox ? { bbox } : {}), ...(boundary ? { geometry: boundaryWkt(boundary) } : {}),
      ...(extent ? { first: extent.first, last: extent.last } : {}),
    });
  }
  const modified = datasets.reduce<string | undefined>((m, d) => (m === undefined ? d.modified : later(m, d.modified)), undefined) ?? nowIso();
  return catalogueQuads(at, publisher, datasets, modified);
}

/** GET /dcat: the catalogue of the organisation serving `host` as text in `format`. */
export async function getCatalogueText(db: Db, host: string | undefined, at: CatalogueAddresses, format: DcatFormat): Promise<string> {
  return serialise(await getCatalogue(db, host, at), format);
}
