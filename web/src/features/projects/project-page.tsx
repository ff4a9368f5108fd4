import { currentPhaseIndex } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import * as de from '../../i18n/de/projects';
import { residency } from '../../i18n/de/residency';
import { areaAlerts } from '../../i18n/de/area-alerts';
import { ResidencyNotice } from '../../components/residency-notice/residency-notice';
import { showAlert } from '../../lib/alerts';
import { todayInBerlin } from '../../lib/format';
import { useLayers, workspaceQueryOptions } from '../../lib/gis';
import { useSurveys } from '../../lib/surveys-api';
import { useProjectRetention } from '../../lib/retention';
import { imageUrl } from '../../lib/image-url';
import { inboxPath, useInboxCountOf } from '../../lib/inbox';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../../i18n/runtime';
import { useTownTextOf } from '../../components/town-text';
import { GermanOnlyNote } from '../../components/german-only-note';
import { useLocalisedWorkspace } from '../../lib/use-localised';
import { isTranslated } from '../../lib/content-translations';
import { NowPossible } from './now-possible';
import { PhaseList } from './phase-list';
import { ProjectPrivacy } from './project-privacy';
import { appLink, projectEditPath, projectMapPath, projectPagePath } from '../../lib/project-links';
import { QrCodeOnDemand } from './qr-code';
import './projects.css';
import { ProjectSurveys } from './project-surveys';
import { ProjectUpdates } from './project-updates';
import * as resultsDe from '../../i18n/de/results';
import { resultsPath } from '../../lib/results-api';

/** /#/projekt/{id} (docs/product.md §17.2): a project's public page. Its name (with „Bearbeiten“ for
 *  its team, by the server's `CanEdit`), whether it is open,
 *  the current phase, its image, the description (HTML the server rendered from Markdown and sanitised),
 *  „Mitmachen“ into its map (or, once closed, to its results there; „Karte ansehen“ with the reason
 *  where it keeps the visitor out as no verified resident, §14.1), the phases, when the names
 *  leave the contributions (§17.8), its „Neuigkeiten“ with „Projekt folgen“ (§25.5), and a link and a QR code to share. A project the visitor may not see is „not found“, like an unknown one. */
export function ProjectPage() {
  const tc = useT('common', de.common);
  const t = useT('projects', de.projects);
  const townOf = useTownTextOf();
  const { id = '' } = useParams();
  // Silent: an unknown or hidden project is said on the page itself, not in an alert as well.
  const workspace = useQuery({ ...workspaceQueryOptions(id), meta: { silent: true } });
  const layers = useLayers(workspace.data ? id : undefined);
  const surveys = useSurveys(id, !!workspace.data);
  // Asked for beside the project, not once its page is drawn: the page waits for both, so that
  // the part on retention does not push the share section down when it comes (layout shift).
  const retention = useProjectRetention(id);
  const ids = { phases: useId(), share: useId(), link: useId() };
  const inbox = useInboxCountOf(id);
  const n = useT('nav', de.nav);
  const rt = useT('residency', residency);
  const at = useT('areaAlerts', areaAlerts);
  const rs = useT('results', resultsDe.results);
  // Its name, description and phases in the visitor's language where the town wrote them (§23.5).
  const localised = useLocalisedWorkspace(workspace.data);
  useDocumentTitle(localised?.Name ?? t('listTitle'));

  if (workspace.isPending || retention.isPending) return <div className="container py-4"><p role="status">{tc('loading')}</p></div>;
  if (!localised) {
    return (
      <div className="container py-4 project-page">
        <h1 className="h3">{t('listTitle')}</h1>
        <div className="alert alert-warning" role="alert">{t('notFound')}</div>
        <Link to="/projekte">{t('allProjects')}</Link>
      </div>
    );
  }
  const ws = localised;
  const phase = ws.Phases[currentPhaseIndex(ws.Phases, todayInBerlin())];
  const mapPath = projectMapPath(ws.ID, layers.data?.[0]?.ID);
  // No „Mitmachen“ where no map takes the visitor's entries now: kept out as no verified resident
  // (§14.1), or every map's current phase switched new entries off (the server's flags, §25.4).
  const phaseKeepsOut = !!layers.data && layers.data.length > 0 && layers.data.every((l) => l.Now?.Contribute === false);
  const entriesKeptOut = (ws.Residency.Entries && !ws.ResidencyMet.Entries) || phaseKeepsOut;
  const pageLink = appLink(projectPagePath(ws.ID));
  const copy = () => navigator.clipboard.writeText(pageLink)
    .then(() => showAlert('success', t('copied')), () => showAlert('warning', t('copyFailed')));

  return (
    <div className="container py-4 project-page">
      <p className="mb-2"><Link to="/projekte">{t('allProjects')}</Link></p>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <h1 {...townOf(ws, 'Name')} className="h2 mb-0 me-auto">{ws.Name}</h1>
        {/* For its team: the page's texts, image and phases are the workspace manager's „Projekt“ section. */}
        {ws.CanEdit && <Link className="btn btn-outline-primary" to={projectEditPath(ws.ID)}>{t('edit')}</Link>}
        {/* For its team: what came in (docs/product.md §16.9). */}
        {ws.CanEdit && inbox && <Link className="btn btn-outline-secondary" to={inboxPath(ws.ID)} aria-label={n('inboxLabel', { project: ws.Name, n: inbox.New })}>{n('inboxLink', { n: inbox.New })}</Link>}
        {/* For its team: its deadlines' and work's figures (docs/product.md §16.11). */}
        {ws.CanEdit && <Link className="btn btn-outline-secondary" to={`/kennzahlen/${encodeURIComponent(ws.ID)}`}>{n('figuresLink')}</Link>}
      </div>
      <p className="d-flex flex-wrap align-items-center gap-2">
        <span className={`badge ${ws.Closed ? 'text-bg-secondary' : 'text-bg-success'}`}>{ws.Closed ? t('closed') : t('open')}</span>
        {phase && <span>{t('currentPhase', { title: phase.Title })}</span>}
      </p>
      {ws.Closed && <div className="alert alert-secondary" role="alert">{tc('projectClosed')}</div>}
      {ws.ImageID && <img className="project-image mb-3" src={imageUrl('norm', ws.ImageID)} alt={ws.ImageAlt} />}
      {/* Sanitised on the server (docs/security.md, Markdown); the CSP forbids inline script besides. */}
      {ws.DescriptionHtml && !isTranslated(ws, 'Description') && <GermanOnlyNote of={ws} />}
      {ws.DescriptionHtml && <div {...townOf(ws, 'Description')} className="project-description mb-3" dangerouslySetInnerHTML={{ __html: ws.DescriptionHtml }} />}
      {/* No „Mitmachen“ that leads to a refusal: where the project keeps the visitor out as no
          verified resident (docs/product.md §14.1), the map is to look at, and the notice says how to take part. */}
      <ResidencyNotice workspace={ws} />
      <Link className={`btn btn-lg ${ws.Closed || entriesKeptOut ? 'btn-outline-primary' : 'btn-primary'} mb-4`} to={mapPath}>
        {ws.Closed ? t('viewResults') : entriesKeptOut ? rt('viewMap') : t('takePart')}
      </Link>
      {/* Area alerts (docs/product.md §24.2): new entries and status changes near an address, by mail. */}
      {ws.Public && (
        <Link className="btn btn-lg btn-outline-primary mb-4 ms-2" to={`${projectPagePath(ws.ID)}/benachrichtigen`} aria-label={at('openLabel', { project: ws.Name })}>
          {at('open')}
        </Link>
      )}

      {/* The results page (docs/product.md §25.5): for everyone once the server says it is public, for the team before as a preview. */}
      {(ws.ResultsPublished || ws.CanEdit) && (
        <Link className={`btn btn-lg ${ws.ResultsPublished ? 'btn-success' : 'btn-outline-secondary'} mb-4 ms-2`} to={resultsPath(ws.ID)}>
          {ws.ResultsPublished ? rs('viewResults') : rs('previewResults')}
        </Link>
      )}

      <ProjectSurveys workspaceId={ws.ID} />

      {/* The team's news and following them by mail (docs/product.md §25.5). */}
      <ProjectUpdates workspace={ws} />

      {ws.Phases.length > 0 && (
        <section className="mb-4">
          <h2 className="h4" id={ids.phases}>{t('phasesTitle')}</h2>
          <PhaseList phases={ws.Phases} headingId={ids.phases} />
          {/* What each map and survey allows now, by the server's flags (docs/product.md §25.4). */}
          {!ws.Closed && <NowPossible layers={layers.data ?? []} surveys={surveys.data ?? []} />}
        </section>
      )}

      <ProjectPrivacy retention={retention.data} />

      <section aria-labelledby={ids.share}>
        <h2 className="h4" id={ids.share}>{t('shareTitle')}</h2>
        <label className="form-label" htmlFor={ids.link}>{t('shareLink')}</label>
        <div className="input-group mb-3 project-share">
          <input className="form-control" id={ids.link} readOnly value={pageLink} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>{t('copy')}</button>
        </div>
        <h3 className="h5">{t('qrTitle')}</h3>
        <p className="small">{t('qrHint')}</p>
        <QrCodeOnDemand text={appLink(mapPath)} alt={t('qrAlt', { name: ws.Name })} fileName={`qr-code-${ws.Name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.png`} />
      </section>
    </div>
  );
}
