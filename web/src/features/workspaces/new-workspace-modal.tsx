import type { Workspace } from '@mitmachkarte/contract';
import { SingleFieldModal } from '../../components/single-field-modal';
import * as de from '../../i18n/de/editors';
import { showAlert } from '../../lib/alerts';
import { useCreateWorkspace } from './api';

/** The 'Neues Workspace' modal (docs/product.md §2, §5: a name is required, else nothing happens; docs/product.md §8). */
export function NewWorkspaceModal({ onClose, onCreated }: { onClose: () => void; onCreated: (ws: Workspace) => void }) {
  const t = de.workspaces;
  const create = useCreateWorkspace();
  return (
    <SingleFieldModal id="ws-new" title={t.newTitle} label={t.name} pending={create.isPending}
      failure={create.isError ? { text: t.createFailed, error: create.error } : undefined} onClose={onClose}
      onSubmit={(Name) => create.mutate({ Name, Public: false, Editable: false, Attributes: {}, MapView: null, Boundary: null }, {
        onSuccess: (ws) => {
          showAlert('success', t.created);
          onCreated(ws);
        },
      })} />
  );
}
