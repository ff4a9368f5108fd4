import { lazy, Suspense, useState } from 'react';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import type { QueuedEntry } from '../../../lib/offline/db';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useQueuedEntries } from './queue-store';

// The list and its modal load when first opened (docs/runtime.md §3).
const PendingList = lazy(async () => ({ default: (await import('./pending-list')).PendingList }));

type PendingEntriesProps = {
  /** The map shown: entries of it can be changed („Bearbeiten“). */
  layerId: string | undefined;
  /** Opens a waiting entry in the entry form; undefined while a form is open. */
  onEdit: ((entry: QueuedEntry) => void) | undefined;
};

/** „Noch nicht gesendet: N“ (docs/product.md §22): the number of entries saved on this device,
 *  shown while there are any, as a button that opens their list (pending-list.tsx); outlined in
 *  red while one of them was refused. */
export function PendingEntries({ layerId, onEdit }: PendingEntriesProps) {
  const t = useT('offline', de.offline);
  const entries = useQueuedEntries();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const refused = entries.some((e) => e.state === 'refused');
  if (entries.length === 0 && !open) return null;
  return (
    <>
      <button type="button" className={`btn btn-sm mb-2 ${refused ? 'btn-outline-danger' : 'btn-outline-primary'}`} onClick={() => setOpen(true)}>
        {t('pendingButton', { n: entries.length })}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <PendingList show={open} entries={entries} layerId={layerId} onEdit={onEdit} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
