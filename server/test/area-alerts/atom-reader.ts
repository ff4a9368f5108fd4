import { SaxesParser } from 'saxes';

/** An Atom feed (RFC 4287) read by a real XML parser (saxes): the feed's id, title, updated and
 *  links, and each entry's id, title, link, updated and summary; throws on XML that is not well
 *  formed or on a root that is not atom:feed. */
export type ReadEntry = { id: string; title: string; link: string; updated: string; summary: string };
export type ReadFeed = { id: string; title: string; updated: string; author: string; links: { rel: string; href: string }[]; entries: ReadEntry[] };

const ATOM = 'http://www.w3.org/2005/Atom';

export function readAtom(xml: string): ReadFeed {
  const parser = new SaxesParser({ xmlns: true });
  const feed: ReadFeed = { id: '', title: '', updated: '', author: '', links: [], entries: [] };
  const path: string[] = [];
  let entry: ReadEntry | undefined;
  let text = '';
  parser.on('error', (err) => { throw err; });
  parser.on('opentag', (tag) => {
    if (path.length === 0 && (tag.local !== 'feed' || tag.uri !== ATOM)) throw new Error(`root is ${tag.name}, not atom:feed`);
    if (tag.uri !== ATOM) throw new Error(`element ${tag.name} outside the Atom namespace`);
    path.push(tag.local);
    text = '';
    if (tag.local === 'entry') entry = { id: '', title: '', link: '', updated: '', summary: '' };
    if (tag.local === 'link') {
      const href = tag.attributes.href?.value ?? '';
      if (entry) entry.link = href;
      else feed.links.push({ rel: tag.attributes.rel?.value ?? 'alternate', href });
    }
  });
  parser.on('text', (t) => { text += t; });
  parser.on('closetag', (tag) => {
    const parent = path[path.length - 2];
    if (tag.local === 'entry' && entry) { feed.entries.push(entry); entry = undefined; }
    else if (entry && parent === 'entry' && ['id', 'title', 'updated', 'summary'].includes(tag.local)) entry[tag.local as 'id'] = text;
    else if (parent === 'feed' && ['id', 'title', 'updated'].includes(tag.local)) feed[tag.local as 'id'] = text;
    else if (tag.local === 'name' && parent === 'author' && path.length === 3) feed.author = text;
    path.pop();
    text = '';
  });
  parser.write(xml).close();
  return feed;
}
