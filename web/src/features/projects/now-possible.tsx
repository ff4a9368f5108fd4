import type { Layer } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/projects';
import { useT } from '../../i18n/runtime';

type Word = 'phaseView' | 'phaseContribute' | 'phaseComment' | 'phaseVote';

/** The words of what a map allows its visitor now, from the server's flags (Layer.Now, docs/product.md
 *  §25.4): a map the visitor sees is always to look at; the rest as the server says. */
export function possibleNow(now: NonNullable<Layer['Now']>): Word[] {
  return ['phaseView', ...(now.Contribute ? ['phaseContribute' as const] : []), ...(now.Comment ? ['phaseComment' as const] : []), ...(now.Vote ? ['phaseVote' as const] : [])];
}

/** „Jetzt möglich: …“ for each map of the project that the visitor sees (docs/product.md §25.4);
 *  nothing for layers kept on a device from a server without the flags. */
export function NowPossible({ layers }: { layers: readonly Pick<Layer, 'ID' | 'Name' | 'Now'>[] }) {
  const t = useT('projects', de.projects);
  const shown = layers.filter((l) => l.Now);
  if (shown.length === 0) return null;
  return (
    <ul className="list-unstyled project-now mt-3">
      {shown.map((l) => (
        <li key={l.ID}>
          <span className="fw-semibold">{l.Name}</span>: <span>{t('nowPossible', { what: possibleNow(l.Now!).map((w) => t(w)).join(', ') })}</span>
        </li>
      ))}
    </ul>
  );
}
