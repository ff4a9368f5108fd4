import type { InviteAnswer, Layer, Workspace } from '@mitmachkarte/contract';
import { apiPost } from '../../lib/api-client';
import { emptyWorkspaceBody, layerBody, parseEmails, workspaceBody, type ProjectDraft } from './project-draft';

/** How far creating a project has come: what exists, and the answers of the invitations. */
export type Progress = {
  workspace?: Workspace;
  layer?: Layer;
  /** Addresses that got an invitation mail (with an account or not: the server does not say). */
  mailed: string[];
  /** Addresses whose invitation was refused, with the refusal. */
  notInvited: { email: string; error: unknown }[];
};

/** The outcome: the progress, and the call that stopped it (workspace or layer) with its error. */
export type Outcome = Progress & { failed?: { step: 'workspace' | 'layer'; error: unknown } };

export const NO_PROGRESS: Progress = { mailed: [], notInvited: [] };

/** Creates the project of the quick start with the API's own calls (docs/product.md §17.6): POST
 *  /gis/workspace, then POST /gis/layer with the template's questionnaire, then one POST
 *  /gis/workspaceacl/invite/{id} per address, in this order. A refused workspace or layer stops
 *  there and is named in `failed`; a refused invitation is noted and the others go on. Given the
 *  progress of an earlier, stopped run it goes on where that stopped and creates nothing twice.
 *  Never throws. */
export async function createProject(draft: ProjectDraft, earlier: Progress = NO_PROGRESS): Promise<Outcome> {
  let { workspace, layer } = earlier;
  try {
    workspace ??= await apiPost<Workspace>('/gis/workspace', workspaceBody(draft));
  } catch (error) {
    return { ...earlier, failed: { step: 'workspace', error } };
  }
  try {
    layer ??= await apiPost<Layer>('/gis/layer', layerBody(draft, workspace.ID));
  } catch (error) {
    return { ...earlier, workspace, failed: { step: 'layer', error } };
  }
  const progress: Progress = { workspace, layer, mailed: [], notInvited: [] };
  for (const email of parseEmails(draft.emails).valid) {
    try {
      await apiPost<InviteAnswer>(`/gis/workspaceacl/invite/${encodeURIComponent(workspace.ID)}`, { Email: email });
      progress.mailed.push(email);
    } catch (error) {
      progress.notInvited.push({ email, error });
    }
  }
  return progress;
}

/** „Leer beginnen“ (docs/product.md §17.6): POST /gis/workspace with the first step's title and
 *  description only; the expert sets up the rest in the workspace manager. Never throws: a refusal
 *  is `failed` like createProject's. */
export async function createEmptyProject(draft: ProjectDraft): Promise<Outcome> {
  try {
    return { ...NO_PROGRESS, workspace: await apiPost<Workspace>('/gis/workspace', emptyWorkspaceBody(draft)) };
  } catch (error) {
    return { ...NO_PROGRESS, failed: { step: 'workspace', error } };
  }
}
