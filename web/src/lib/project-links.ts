/** Addresses of a project (docs/product.md §17.2): its page and its map, as paths of this app and
 *  as full links to share (built from where the app is served, so they fit any host). */

/** The map app at the project, on its first layer when it has one. */
export function projectMapPath(workspaceId: string, firstLayerId?: string): string {
  const params = new URLSearchParams({ workspace: workspaceId });
  if (firstLayerId) params.set('layer', firstLayerId);
  return `/map?${params}`;
}

export const projectPagePath = (workspaceId: string) => `/projekt/${encodeURIComponent(workspaceId)}`;

/** The workspace manager at the project's section „Projekt“, where its page is written. */
export const projectEditPath = (workspaceId: string) => `/workspaces?${new URLSearchParams({ workspace: workspaceId, bereich: 'projekt' })}`;

/** A full link to the app's hash route `path` (e.g. for a QR code or the clipboard). */
export const appLink = (path: string) => `${window.location.origin}${window.location.pathname}#${path}`;
