import type { Quad } from 'n3';
import { PREFIXES } from './dcat-vocabulary.js';

/** Writes triples as RDF/XML (W3C RDF 1.1 XML Syntax), the flat form: one rdf:Description per
 *  subject, every object as rdf:resource, rdf:nodeID or text with xml:lang or rdf:datatype.
 *  Our own small writer: no maintained RDF/JS library writes RDF/XML (docs/decisions/0039); the
 *  tests read it back with rdfxml-streaming-parser and compare the triples. Predicates must lie in
 *  a namespace of PREFIXES or end in a name after '#' or '/'. */

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r/g, '&#13;');

/** Splits a predicate IRI into namespace and local name (an XML name). */
function split(predicate: string): [string, string] {
  const known = Object.values(PREFIXES).find((ns) => predicate.startsWith(ns) && /^[A-Za-z_][\w.-]*$/.test(predicate.slice(ns.length)));
  if (known) return [known, predicate.slice(known.length)];
  const at = Math.max(predicate.lastIndexOf('#'), predicate.lastIndexOf('/')) + 1;
  const local = predicate.slice(at);
  if (at === 0 || !/^[A-Za-z_][\w.-]*$/.test(local)) throw new Error(`RDF/XML cannot name the predicate ${predicate}`);
  return [predicate.slice(0, at), local];
}

/** The RDF/XML document of `quads` (the default graph). */
export function writeRdfXml(quads: readonly Quad[]): string {
  const prefixOf = new Map<string, string>(Object.entries(PREFIXES).map(([p, ns]) => [ns, p]));
  const bySubject = new Map<string, { about: string; lines: string[] }>();
  for (const q of quads) {
    const [ns, local] = split(q.predicate.value);
    if (!prefixOf.has(ns)) prefixOf.set(ns, `ns${prefixOf.size}`);
    const name = `${prefixOf.get(ns)}:${local}`;
    const key = `${q.subject.termType}|${q.subject.value}`;
    const about = q.subject.termType === 'BlankNode' ? `rdf:nodeID="${escape(q.subject.value)}"` : `rdf:about="${escape(q.subject.value)}"`;
    const entry = bySubject.get(key) ?? { about, lines: [] };
    bySubject.set(key, entry);
    const o = q.object;
    if (o.termType === 'NamedNode') entry.lines.push(`<${name} rdf:resource="${escape(o.value)}"/>`);
    else if (o.termType === 'BlankNode') entry.lines.push(`<${name} rdf:nodeID="${escape(o.value)}"/>`);
    else if (o.termType === 'Literal' && o.language) entry.lines.push(`<${name} xml:lang="${escape(o.language)}">${escape(o.value)}</${name}>`);
    else if (o.termType === 'Literal' && o.datatype.value !== `${PREFIXES.xsd}string`) entry.lines.push(`<${name} rdf:datatype="${escape(o.datatype.value)}">${escape(o.value)}</${name}>`);
    else entry.lines.push(`<${name}>${escape(o.value)}</${name}>`);
  }
  const namespaces = [...prefixOf].map(([ns, p]) => `    xmlns:${p}="${escape(ns)}"`).join('\n');
  const descriptions = [...bySubject.values()].map((s) => `  <rdf:Description ${s.about}>\n${s.lines.map((l) => `    ${l}`).join('\n')}\n  </rdf:Description>`);
  return `<?xml version="1.0" encoding="utf-8"?>\n<rdf:RDF\n${namespaces}>\n${descriptions.join('\n')}\n</rdf:RDF>\n`;
}
