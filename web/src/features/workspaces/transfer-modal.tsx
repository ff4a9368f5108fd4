import type { Workspace } from '@mitmachkarte/contract';
import { SingleFieldModal } from '../../components/single-field-modal';
import * as de from '../../i18n/de/editors';
import { translateNow, useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { useTransferWorkspace } from './api';

/** A failure of a call naming a user by e-mail: 'Der Benutzer konnte nicht gefunden werden.' for
 *  an unknown address (404), else `text` with the server's explanation (docs/product.md §8). */
export function userFailure(error: unknown, text: string): { text: string; error?: unknown } {
  return error instanceof ApiError && error.status === 404 ? { text: translateNow('workspaces', de.workspaces, 'userNotFound') } : { text, error };
}

/** The transfer-ownership modal (docs/product.md §2, §6): the new owner's e-mail address and the warning that
 *  the former owner loses the right to change the workspace. */
export function TransferModal({ workspace, onClose }: { workspace: Workspace; onClose: () => void }) {
  const t = useT('workspaces', de.workspaces);
  const transfer = useTransferWorkspace(workspace.ID);
  return (
    <SingleFieldModal id="ws-transfer" title={t('transferTitle')} label={t('transferEmail')} type="email" autoComplete="email"
      pending={transfer.isPending} failure={transfer.isError ? userFailure(transfer.error, t('transferFailed')) : undefined}
      onClose={onClose}
      onSubmit={(email) => transfer.mutate(email, {
        onSuccess: () => {
          showAlert('success', t('transferred'));
          onClose();
        },
      })}>
      <p className="alert alert-warning py-2" id="ws-transfer-warning">{t('transferWarning')}</p>
    </SingleFieldModal>
  );
}
