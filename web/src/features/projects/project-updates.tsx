import type { Workspace } from '@mitmachkarte/contract';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/project-updates';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useFollowProject, useProjectUpdates } from '../../lib/project-updates-api';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';

/** „Projekt folgen“ / „Nicht mehr folgen“ (aria-pressed, by the server's `Following`) for
 *  signed-in visitors, the link to sign in for others (docs/product.md §25.5). */
function FollowButton({ workspace }: { workspace: Workspace }) {
  const t = useT('projectUpdates', de.projectUpdates);
  const { loggedIn, isPending } = useSession();
  const follow = useFollowProject(workspace.ID);
  if (isPending) return null;
  if (!loggedIn) return <p className="mb-3"><Link to="/login">{t('signInToFollow')}</Link></p>;
  const toggle = () => follow.mutate(!workspace.Following, {
    onSuccess: (answer) => showAlert('success', answer.Message),
    onError: (err) => showAlert('warning', failureText(t('followFailed'), err)),
  });
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <Button variant={workspace.Following ? 'outline-secondary' : 'outline-primary'} aria-pressed={workspace.Following} disabled={follow.isPending} onClick={toggle}>
        {workspace.Following ? t('unfollow') : t('follow')}
      </Button>
      <span className="small text-body-secondary">{workspace.Following ? t('followingHint') : t('followHint')}</span>
    </div>
  );
}

/** „Neuigkeiten“ on a project page (docs/product.md §25.5): the follow button, and the section of
 *  the team's updates, newest first, each with its day, its title as a heading and its text (HTML
 *  the server rendered from Markdown and sanitised), from „Team des Projekts“; the section is left
 *  out while there is none (or the list cannot be read: the page stays usable). */
export function ProjectUpdates({ workspace }: { workspace: Workspace }) {
  const t = useT('projectUpdates', de.projectUpdates);
  const f = useFormat();
  const list = useProjectUpdates(workspace.ID).data ?? [];
  return (
    <>
      <FollowButton workspace={workspace} />
      {list.length > 0 && (
        <section className="mb-4" aria-labelledby="project-updates-title">
          <h2 className="h4" id="project-updates-title">{t('title')}</h2>
          <ul className="list-unstyled">
            {list.map((u) => (
              <li key={u.ID} className="mb-3 border-start border-3 border-primary-subtle ps-3">
                <article aria-labelledby={`update-${u.ID}`}>
                  <h3 className="h5 mb-1" id={`update-${u.ID}`}>{u.Title}</h3>
                  <p className="small text-body-secondary mb-2">{t('postedOn', { date: f.dayOf(u.CreatedAt) })} · {t('from')}</p>
                  {/* Sanitised on the server (docs/security.md, Markdown). */}
                  <div className="project-description" dangerouslySetInnerHTML={{ __html: u.TextHtml }} />
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
