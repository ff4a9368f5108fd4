import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Markdown of texts that managers write for the public (project descriptions, page content) into
 *  safe HTML (docs/security.md, Markdown). Two layers: markdown-it with raw HTML switched off, so
 *  `<script>` in the source stays text; then sanitize-html with an allow-list, so that whatever the
 *  renderer emits carries no script, style, event handler or foreign scheme. Headings start at
 *  level 2 (the page has its own h1); links get rel="nofollow noopener noreferrer". */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2', h5: 'h4', h6: 'h4',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

/** Rendered texts by source: every workspace answer carries its description's HTML, and the
 *  workspace list is read on every map load, while descriptions seldom change. */
const rendered = new LRUCache<string, string>({ max: 500 });

/** Safe HTML of a Markdown text (CommonMark with links and lists; no raw HTML, no images). Empty
 *  text gives ''. Never throws on any input. */
export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  let html = rendered.get(source);
  if (html === undefined) {
    html = sanitizeHtml(markdown.render(source), SANITIZE).trim();
    rendered.set(source, html);
  }
  return html;
}
