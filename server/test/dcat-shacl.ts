import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rdf from '@zazuko/env';
import { type Quad, Parser } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';
import { RdfXmlParser } from 'rdfxml-streaming-parser';

/** The DCAT-AP.de 3.0 validation of the GovData validator (fixtures/dcat-ap-de/README.md): the
 *  DCAT-AP 3.0.0 shapes of SEMIC with the German changes, additions, controlled vocabularies and
 *  deprecations, run by rdf-validate-shacl; the licence vocabulary, GovData's list of data
 *  providers and an extract of the EU vocabularies stand in for the validator's imports. */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'dcat-ap-de');
const SHAPES = ['dcat-ap-SHACL.ttl', 'dcat-ap-SHACL-DE.ttl', 'dcat-ap-spec-german-additions.ttl', 'dcat-ap-de-controlledvocabularies.ttl', 'dcat-ap-de-deprecated.ttl'];
const VOCABULARIES = ['licenses.rdf', 'contributors.rdf', 'eu-vocabularies-extract.ttl'];

/** Parses Turtle. */
export const parseTurtle = (text: string): Quad[] => new Parser({ format: 'text/turtle' }).parse(text);

/** Parses RDF/XML with rdfxml-streaming-parser. */
export function parseRdfXml(text: string, baseIRI = 'http://localhost/'): Promise<Quad[]> {
  return new Promise((resolve, reject) => {
    const quads: Quad[] = [];
    const parser = new RdfXmlParser({ baseIRI });
    parser.on('data', (q: Quad) => quads.push(q)).on('error', reject).on('end', () => resolve(quads));
    parser.write(text);
    parser.end();
  });
}

const read = (file: string) => readFileSync(path.join(FIXTURES, file), 'utf8');
const load = async (file: string) => (file.endsWith('.rdf') ? parseRdfXml(read(file), `http://dcat-ap.de/def/${file.replace('.rdf', '')}`) : parseTurtle(read(file)));

let validator: SHACLValidator | undefined;
let vocabularies: Quad[] | undefined;

/** One result of the validation in words, for a failing test's message. */
export type ShaclProblem = { severity: string; focus: string; path: string; message: string };

/** Validates `data` against DCAT-AP.de 3.0: conforms, and each result (violations, warnings and
 *  infos, all of which break conformance) in words. */
export async function validateDcatApDe(data: readonly Quad[]): Promise<{ conforms: boolean; problems: ShaclProblem[] }> {
  validator ??= new SHACLValidator(rdf.dataset((await Promise.all(SHAPES.map(load))).flat()), { factory: rdf });
  vocabularies ??= (await Promise.all(VOCABULARIES.map(load))).flat();
  const report = await validator.validate(rdf.dataset([...data, ...vocabularies]));
  const problems = report.results.map((r) => ({
    severity: r.severity?.value.replace('http://www.w3.org/ns/shacl#', '') ?? '',
    focus: r.focusNode?.value ?? '', path: r.path?.value ?? '', message: r.message.map((m) => m.value).join(' / '),
  }));
  return { conforms: report.conforms, problems };
}
