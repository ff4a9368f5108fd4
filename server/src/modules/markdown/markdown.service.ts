import type { MarkdownPreview, MarkdownPreviewBody } from '@mitmachkarte/contract';
import { canPreviewMarkdown } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { renderMarkdown } from '../../lib/markdown.js';

/** POST /markdown/preview (docs/product.md §17.3): the HTML of `Text` from the renderer that the
 *  pages' texts go through, so that the editor's preview shows what the page will show.
 *  UNAUTHENTICATED for anonymous visitors. Stores nothing. */
export function previewMarkdown(actor: Actor, body: MarkdownPreviewBody): MarkdownPreview {
  requireAccess(actor, canPreviewMarkdown(actor));
  return { Html: renderMarkdown(body.Text) };
}
