import type { DcatFormat } from '@mitmachkarte/contract';

/** Content negotiation of the catalogue (RFC 9110 §12.5.1; docs/product.md §24.4): the Accept
 *  header's media types by quality, the first one served wins; none, `*\/*` and `text/*` give
 *  Turtle. undefined: nothing acceptable is served (406). */

/** The media type of each format's answer. */
export const DCAT_MEDIA_TYPES: Readonly<Record<DcatFormat, string>> = {
  ttl: 'text/turtle; charset=utf-8',
  rdf: 'application/rdf+xml; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
};

const SERVED: Readonly<Record<string, DcatFormat>> = {
  'text/turtle': 'ttl',
  'application/x-turtle': 'ttl',
  'application/rdf+xml': 'rdf',
  'application/ld+json': 'jsonld',
  'text/*': 'ttl',
  '*/*': 'ttl',
};

/** The format an Accept header asks for (see above). */
export function negotiateFormat(accept: string | undefined): DcatFormat | undefined {
  if (accept === undefined || accept.trim() === '') return 'ttl';
  const ranges = accept.split(',').map((part, index) => {
    const [type = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return { type, quality: Number.isFinite(quality) ? quality : 0, index };
  });
  const best = ranges.filter((r) => r.quality > 0 && SERVED[r.type] !== undefined)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)[0];
  return best && SERVED[best.type];
}
