import type { Layer } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useDeleteLayer } from '../../lib/gis';
import { ConfirmModal } from '../confirm-modal';
import { failureText } from '../failure-alert';

/** The delete-layer modal of both managers (docs/product.md §2), with the messages of docs/product.md §8. */
export function DeleteLayerModal({ layer, onClose, onDeleted }: { layer: Layer; onClose: () => void; onDeleted: () => void }) {
  const t = useT('layers', de.layers);
  const remove = useDeleteLayer();
  const confirm = () => remove.mutate(layer, {
    onSuccess: () => {
      showAlert('success', t('deleted'));
      onDeleted();
    },
    onError: (err) => showAlert('warning', failureText(t('deleteFailed'), err)),
    onSettled: onClose,
  });
  return (
    <ConfirmModal id="layer-delete" show title={t('deleteTitle')} pending={remove.isPending} onConfirm={confirm} onCancel={onClose}>
      {t('deleteQuestion', { name: layer.Name })}
    </ConfirmModal>
  );
}
