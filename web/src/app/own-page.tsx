import type { ContentPageId } from '@mitmachkarte/contract';
import type { ReactNode } from 'react';
import { useOwnPage } from '../lib/org';
import { NotFoundPage } from './not-found-page';

/** A page that exists only for an organisation that has written it (docs/product.md §2.3, §2.4,
 *  §17.3): the topic and tram pages and the survey. Elsewhere its address is „Seite nicht
 *  gefunden“; nothing while the organisation loads. */
export function OwnPage({ page, children }: { page: ContentPageId; children: ReactNode }) {
  const own = useOwnPage(page);
  if (own === undefined) return null;
  return own ? children : <NotFoundPage />;
}
