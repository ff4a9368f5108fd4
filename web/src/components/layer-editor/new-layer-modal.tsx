import type { Layer } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useCreateLayer } from '../../lib/gis';
import { SingleFieldModal } from '../single-field-modal';

/** The new-layer modal of both managers (docs/product.md §2, §5: a name is required, else nothing happens;
 *  docs/product.md §8 messages; on failure the modal stays open with the warning). */
export function NewLayerModal({ workspaceId, onClose, onCreated }: { workspaceId: string; onClose: () => void; onCreated: (layer: Layer) => void }) {
  const t = useT('layers', de.layers);
  const create = useCreateLayer();
  return (
    <SingleFieldModal id="layer-new" title={t('newTitle')} label={t('name')} pending={create.isPending}
      failure={create.isError ? { text: t('createFailed'), error: create.error } : undefined} onClose={onClose}
      onSubmit={(Name) => create.mutate({ Name, Workspace: workspaceId, Attributes: {}, Schema: { Schema: [], Categories: [] } }, {
        onSuccess: (layer) => {
          showAlert('success', t('created'));
          onCreated(layer);
        },
      })} />
  );
}
