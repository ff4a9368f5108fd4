import { contentText } from '@mitmachkarte/contract';
import { useOrg } from '../../lib/org';

/** The organisation's texts of a public page (docs/product.md §17.3): `text(key)` the line of a
 *  one-line block (its own, else the catalogue's neutral fallback), `html(key)` the server's
 *  sanitised HTML of a Markdown block ('' for a block to leave out, and while the organisation
 *  loads or failed to load). */
export type PageContent = { text: (key: string) => string; html: (key: string) => string };

export function usePageContent(): PageContent {
  const org = useOrg();
  return {
    text: (key) => contentText(org?.Content, key),
    html: (key) => org?.ContentHtml[key] ?? '',
  };
}

/** A rendered Markdown block. Only HTML that the server rendered and sanitised (GET /auth/org
 *  `ContentHtml`, lib/markdown.ts on the server) goes in here; nothing for ''. */
export function ContentHtml({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`page-content ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
