import { escapeHtml } from '../mail/mail.templates.js';

/** An Atom feed (RFC 4287) as text: a feed's id, title, self link, alternate (web) link, update
 *  time and author (the organisation: the entries name no person), and its entries, each with id,
 *  title, link, updated and a plain-text summary. Every value is escaped as XML text. */

export type AtomEntry = { id: string; title: string; link: string; updated: string; summary: string };
export type AtomFeed = { id: string; title: string; self: string; alternate: string; author: string; language: string; entries: AtomEntry[] };

const x = escapeHtml;

/** The feed's XML; `updated` is that of its newest entry, else the Unix epoch's start (no news yet). */
export function atomFeed(feed: AtomFeed): string {
  const updated = feed.entries.reduce((max, e) => (e.updated > max ? e.updated : max), '1970-01-01T00:00:00.000Z');
  const entries = feed.entries.map((e) => [
    '  <entry>',
    `    <id>${x(e.id)}</id>`,
    `    <title type="text">${x(e.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${x(e.link)}"/>`,
    `    <updated>${x(e.updated)}</updated>`,
    `    <summary type="text">${x(e.summary)}</summary>`,
    '  </entry>',
  ].join('\n'));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${x(feed.language)}">`,
    `  <id>${x(feed.id)}</id>`,
    `  <title type="text">${x(feed.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${x(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(feed.alternate)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${x(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
