import type { Point } from '@mitmachkarte/contract';
import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmModal } from '../../../components/confirm-modal';
import { failureText } from '../../../components/failure-alert';
import * as de from '../../../i18n/de/moderation';
import { useT } from '../../../i18n/runtime';
import { showAlert } from '../../../lib/alerts';
import { useDeletePoint } from '../api/points';

/** „Löschen“ for managers in the point's details (docs/product.md §16.5): after the question the
 *  entry moves to the layer's „Gelöschte Einträge“ in the workspace manager, where it can be
 *  restored. */
export function DeletePointButton({ point }: { point: Pick<Point, 'ID' | 'Layer'> }) {
  const t = useT('deletePoint', de.deletePoint);
  const id = useId();
  const [asking, setAsking] = useState(false);
  const remove = useDeletePoint(point.Layer);
  const confirm = () => remove.mutate(point.ID, {
    onSuccess: () => showAlert('success', t('deleted')),
    onError: (err) => showAlert('warning', failureText(t('failed'), err)),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <Button size="sm" variant="outline-danger" aria-label={t('label')} onClick={() => setAsking(true)}>{t('button')}</Button>
      <ConfirmModal id={`${id}-delete`} show={asking} title={t('title')} pending={remove.isPending} onConfirm={confirm} onCancel={() => setAsking(false)}>
        {t('question')}
      </ConfirmModal>
    </>
  );
}
