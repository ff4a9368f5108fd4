import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import type MarkdownIt from 'markdown-it';
import type sanitizeHtml from 'sanitize-html';

/** Markdown of texts that managers write for the public (project descriptions, page content) into
 *  safe HTML (docs/security.md, Markdown). Two layers: markdown-it with raw HTML switched off, so
 *  `<script>` in the source stays text; then sanitize-html with an allow-list, so that whatever the
 *  renderer emits carries no script, style, event handler or foreign scheme. Headings start at
 *  level 2 (the page has its own h1); links get rel="nofollow noopener noreferrer". */
type Renderer = { markdown: MarkdownIt; sanitize: typeof sanitizeHtml; options: sanitizeHtml.IOptions };
let renderer: Renderer | undefined;

/** markdown-it and sanitize-html, loaded on the first text to render rather than at start-up
 *  (docs/runtime.md §1); both ship CommonJS, so `require` keeps renderMarkdown
 *  synchronous for the presenters. */
function loadRenderer(): Renderer {
  const require = createRequire(import.meta.url);
  const MarkdownItClass = require('markdown-it') as typeof MarkdownIt;
  const sanitize = require('sanitize-html') as typeof sanitizeHtml;
  return { markdown: new MarkdownItClass({ html: false, linkify: true, typographer: false, breaks: false }), sanitize, options: sanitizeOptions(sanitize) };
}

const sanitizeOptions = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: ['p', 'br', 'strong', 'em', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2', h5: 'h4', h6: 'h4',
    a: sanitize.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
});

/** Rendered texts by source: every workspace answer carries its description's HTML, and the
 *  workspace list is read on every map load, while descriptions seldom change. */
const rendered = new LRUCache<string, string>({ max: 500 });

/** Safe HTML of a Markdown text (CommonMark with links and lists; no raw HTML, no images). Empty
 *  text gives ''. Never throws on any input. */
export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  let html = rendered.get(source);
  if (html === undefined) {
    renderer ??= loadRenderer();
    html = renderer.sanitize(renderer.markdown.render(source), renderer.options).trim();
    rendered.set(source, html);
  }
  return html;
}
