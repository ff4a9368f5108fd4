import { currentPhaseIndex, type Phase, type Workspace } from '@mitmachkarte/contract';
import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de/projects';
import { useT, type MessageValues } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { imageUrl } from '../../lib/image-url';
import { useTownTextOf } from '../town-text';
import { useLocalisedWorkspace } from '../../lib/use-localised';
import { projectMapPath, projectPagePath } from '../../lib/project-links';
import './project-card.css';

/** The text of the server's description HTML, without its markup (DOMParser runs no script). */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The days a project runs, from its phases' earliest start to their latest end (ISO days, either
 *  may be missing); nothing when no phase has a day. */
export function projectPeriod(phases: readonly Phase[]): { start: string | null; end: string | null } {
  const starts = phases.map((p) => p.Start).filter((d): d is string => d !== null).sort();
  const ends = phases.map((p) => p.End).filter((d): d is string => d !== null).sort();
  return { start: starts[0] ?? null, end: ends[ends.length - 1] ?? null };
}

/** Days as a phase or project shows them: „1. März – 31. März“, „ab 1. März“, „bis 31. März“, or
 *  nothing when both are open; `t` reads the projects catalogue. */
export function phaseDates(t: (key: keyof typeof de.projects, values?: MessageValues) => string, start: string | null, end: string | null): string {
  if (start && end) return t('phaseFromTo', { start, end });
  if (start) return t('phaseFrom', { start });
  return end ? t('phaseUntil', { end }) : '';
}

type ProjectCardProps = { workspace: Workspace; today: string; headingLevel?: 'h2' | 'h3' };

/** A project as a card (docs/product.md §17.2, §2.2): its image, its name linking to its page, open
 *  or closed in words (not by colour alone), its period and current phase, the start of its
 *  description, and „Mitmachen“ to its map while it takes the visitor's entries (else, where it
 *  keeps them out as no verified resident, „Nur für verifizierte Einwohner“ to its page, §14.1). */
export function ProjectCard({ workspace, today, headingLevel: Heading = 'h2' }: ProjectCardProps) {
  const t = useT('projects', de.projects);
  // Its name, description and phases in the visitor's language where the town wrote them (§23.5).
  const w = useLocalisedWorkspace(workspace)!;
  const townOf = useTownTextOf();
  const format = useFormat();
  const phase = w.Phases[currentPhaseIndex(w.Phases, today)];
  const period = projectPeriod(w.Phases);
  const dates = phaseDates(t, period.start && format.day(period.start), period.end && format.day(period.end));
  return (
    <Card className="h-100 project-card">
      {w.ImageID && <Card.Img variant="top" className="project-card-image" src={imageUrl('norm', w.ImageID)} alt={w.ImageAlt} loading="lazy" />}
      <Card.Body className="d-flex flex-column">
        <Heading {...townOf(w, 'Name')} className="h5"><Link to={projectPagePath(w.ID)} aria-label={t('toProject', { name: w.Name })}>{w.Name}</Link></Heading>
        <p className="d-flex flex-wrap align-items-center gap-2 small mb-2">
          <Badge bg={w.Closed ? 'secondary' : 'success'}>{w.Closed ? t('closed') : t('open')}</Badge>
          {dates && <span>{t('period', { dates })}</span>}
          {phase && <span>{t('currentPhase', { title: phase.Title })}</span>}
        </p>
        {w.DescriptionHtml && <p {...townOf(w, 'Description')} className="project-excerpt small">{plainText(w.DescriptionHtml)}</p>}
        {/* No „Mitmachen“ that leads to a refusal: a project that keeps the visitor out as no
            verified resident (docs/product.md §14.1) leads to its page, which says why and how. */}
        {!w.Closed && (w.Residency.Entries && !w.ResidencyMet.Entries
          ? <Link className="btn btn-outline-primary align-self-start mt-auto" to={projectPagePath(w.ID)}>{t('residentsOnly')}</Link>
          : (
            <Link className="btn btn-primary align-self-start mt-auto" to={projectMapPath(w.ID)} aria-label={t('takePartIn', { name: w.Name })}>
              {t('takePart')}
            </Link>
          ))}
      </Card.Body>
    </Card>
  );
}
