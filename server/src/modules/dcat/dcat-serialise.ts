import type { DcatFormat } from '@mitmachkarte/contract';
import jsonld from 'jsonld';
import { type Quad, Writer } from 'n3';
import { writeRdfXml } from './dcat-rdfxml.js';
import { PREFIXES } from './dcat-vocabulary.js';

/** The catalogue's triples in each of its formats (docs/product.md §24.4): Turtle by n3's writer,
 *  RDF/XML by dcat-rdfxml.ts, JSON-LD by jsonld (compacted with the prefixes as its context). */

/** Writes `quads` with n3 in `format` ('Turtle' or 'N-Quads'). */
function writeN3(quads: readonly Quad[], format: 'Turtle' | 'N-Quads'): Promise<string> {
  const writer = new Writer(format === 'Turtle' ? { format, prefixes: PREFIXES } : { format });
  writer.addQuads([...quads]);
  return new Promise((resolve, reject) => writer.end((err, text: string) => (err ? reject(err) : resolve(text))));
}

/** JSON-LD of `quads`, compacted with the catalogue's prefixes as context (no context is fetched). */
async function writeJsonLd(quads: readonly Quad[]): Promise<string> {
  const expanded = await jsonld.fromRDF(await writeN3(quads, 'N-Quads'), { format: 'application/n-quads' });
  const compacted = await jsonld.compact(expanded, { ...PREFIXES });
  return JSON.stringify(compacted, null, 1);
}

/** `quads` grouped by subject, each subject where it first appears: Turtle and RDF/XML then
 *  describe each resource in one block. */
function bySubject(quads: readonly Quad[]): Quad[] {
  const groups = new Map<string, Quad[]>();
  for (const q of quads) {
    const key = `${q.subject.termType}|${q.subject.value}`;
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  return [...groups.values()].flat();
}

/** The text of `quads` in `format`. */
export function serialise(unordered: readonly Quad[], format: DcatFormat): Promise<string> {
  const quads = bySubject(unordered);
  if (format === 'ttl') return writeN3(quads, 'Turtle');
  if (format === 'rdf') return Promise.resolve(writeRdfXml(quads));
  return writeJsonLd(quads);
}
