import { useEffect } from 'react';
import * as de from '../i18n/de/common';
import { useT } from '../i18n/runtime';

/** Sets the browser tab's title to '<page> – Mitmachkarte' while the calling screen is shown, and
 *  restores the previous title when it goes. */
export function useDocumentTitle(page: string) {
  const t = useT('pages', de.pages);
  useEffect(() => {
    const previous = document.title;
    document.title = t('documentTitle', { page });
    return () => {
      document.title = previous;
    };
  }, [page, t]);
}
