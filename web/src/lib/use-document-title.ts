import { useEffect } from 'react';
import * as de from '../i18n/de/common';

/** Sets the browser tab's title to '<page> – Mitmachkarte' while the calling screen is shown, and
 *  restores the previous title when it goes. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = de.pages.documentTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
