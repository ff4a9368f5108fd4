import type { ProjectRetention } from '@mitmachkarte/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import * as de from '../../i18n/de/retention';
import { formatDay, todayInBerlin } from '../../lib/format';

/** What the project page says of a project's retention (docs/product.md §17.8). */
export function projectPrivacyText(r: ProjectRetention): string {
  const t = de.projectRetention;
  if (r.DueAt) return t.pageDue(formatDay(todayInBerlin(new Date(r.DueAt))));
  const months = r.Mode === 'months' ? r.Months : r.Mode === 'organisation' ? r.Organisation.Months : null;
  return months === null ? t.pageOff : t.pageMonths(months);
}

/** „Datenschutz“ on a project's page: when the names leave its contributions, or that they are
 *  archived, and the link to the privacy policy's part on deletion (GET /gis/workspace/{id}/retention,
 *  which the page loads beside the project). Nothing without it. */
export function ProjectPrivacy({ retention }: { retention: ProjectRetention | undefined }) {
  const t = de.projectRetention;
  const id = useId();
  if (!retention) return null;
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 className="h4" id={id}>{t.pageTitle}</h2>
      <p className="mb-1">{projectPrivacyText(retention)}</p>
      <Link to="/datenschutz#loeschung">{t.pagePrivacy}</Link>
    </section>
  );
}
