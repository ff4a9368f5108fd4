import type { ProjectRetention } from '@mitmachkarte/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import * as de from '../../i18n/de/retention';
import { useT } from '../../i18n/runtime';
import { todayInBerlin } from '../../lib/format';
import { useFormat } from '../../lib/use-format';

/** What the project page says of a project's retention (docs/product.md §17.8), in the interface
 *  language (§23): the day the names leave its contributions, the months after its closing, or
 *  that they are archived. */
function useProjectPrivacyText(r: ProjectRetention | undefined): string {
  const t = useT('projectPrivacy', de.projectPrivacy);
  const format = useFormat();
  if (!r) return '';
  if (r.DueAt) return t('due', { day: format.day(todayInBerlin(new Date(r.DueAt))) });
  const months = r.Mode === 'months' ? r.Months : r.Mode === 'organisation' ? r.Organisation.Months : null;
  return months === null ? t('off') : t('months', { months });
}

/** „Datenschutz“ on a project's page: when the names leave its contributions, or that they are
 *  archived, and the link to the privacy policy's part on deletion (GET /gis/workspace/{id}/retention,
 *  which the page loads beside the project). Nothing without it. */
export function ProjectPrivacy({ retention }: { retention: ProjectRetention | undefined }) {
  const t = useT('projectPrivacy', de.projectPrivacy);
  const text = useProjectPrivacyText(retention);
  const id = useId();
  if (!retention) return null;
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 className="h4" id={id}>{t('title')}</h2>
      <p className="mb-1">{text}</p>
      <Link to="/datenschutz#loeschung">{t('privacy')}</Link>
    </section>
  );
}
