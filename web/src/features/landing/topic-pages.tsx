import './landing.css';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { LANDING_SETTINGS } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/landing';
import { useT } from '../../i18n/runtime';
import { orgSetting, useOrg } from '../../lib/org';
import { ContentHtml, ContentText, usePageContent } from '../../components/page-content';
import { Section, StoreLink } from './sections';
import { RedirectToMapWhenLoggedIn, TextSection, TopicFooter, TopicHelpSection, TopicMasthead } from './topic-page';

/** The shared layout of the bicycle and waters pages (docs/product.md §2.3): project (left out
 *  while the organisation has written none), apps (with the store link of the organisation setting
 *  app_store_url), maps, help and contact; the texts are the organisation's page content under
 *  `{page}.…` (docs/product.md §17.3), and the sections are the targets of the page's own menu
 *  (app/navigation.ts topicMenu). */
function TopicPage({ page }: { page: 'fahrrad' | 'gewaesser' }) {
  const t = useT('landing', de.landing);
  const tt = useT('topics', de.topics);
  const storeUrl = orgSetting(useOrg(), LANDING_SETTINGS.appStoreUrl).trim();
  const { part } = usePageContent();
  return (
    <RedirectToMapWhenLoggedIn>
      <div className="landing-page">
        <TopicMasthead title={part(`${page}.title`)} leadHtml={part(`${page}.lead`)} />
        <TextSection id="projekt" title={t('projectTitle')} html={part(`${page}.project`)} />
        <Section id="apps" title={tt('appsTitle')} className="bg-body-tertiary">
          <Row><Col lg={8}>
            <ContentHtml html={part(`${page}.apps`)} />
            <StoreLink url={storeUrl} />
          </Col></Row>
        </Section>
        <Section id="maps" title={tt('mapsTitle')}>
          <Row><Col lg={8}>
            <ContentHtml html={part(`${page}.maps`)} />
            <p><Link className="btn btn-primary" to="/map">{tt('toMap')}</Link></p>
          </Col></Row>
        </Section>
        <TopicHelpSection html={part(`${page}.help`)} />
        <TopicFooter />
      </div>
    </RedirectToMapWhenLoggedIn>
  );
}

/** /fahrrad: bicycle mobility (docs/product.md §2.3). */
export const BicyclePage = () => <TopicPage page="fahrrad" />;

/** /gewaesser: the city's waters (docs/product.md §2.3). */
export const WatersPage = () => <TopicPage page="gewaesser" />;

/** /infrastruktur: city infrastructure with the button to the survey (docs/product.md §2.3); its
 *  texts are the organisation's page content under `infrastruktur.…`. */
export function InfrastructurePage() {
  const t = useT('landing', de.landing);
  const tt = useT('topics', de.topics);
  const { part } = usePageContent();
  return (
    <RedirectToMapWhenLoggedIn>
      <div className="landing-page">
        <TopicMasthead title={part('infrastruktur.title')} leadHtml={part('infrastruktur.lead')}>
          <Link className="btn btn-light btn-lg" to="/umfrage">{tt('toSurvey')}</Link>
          <Link className="btn btn-outline-light btn-lg" to="/map">{tt('toMap')}</Link>
        </TopicMasthead>
        <TextSection id="projekt" title={t('projectTitle')} html={part('infrastruktur.project')} />
        <Section id="umfrage" title={<ContentText part={part('infrastruktur.surveyTitle')} />} className="bg-body-tertiary">
          <Row><Col lg={8}>
            <ContentHtml html={part('infrastruktur.surveyText')} />
            <p><Link className="btn btn-primary" to="/umfrage">{tt('toSurvey')}</Link></p>
          </Col></Row>
        </Section>
        <TopicHelpSection html={part('infrastruktur.help')} />
        <TopicFooter />
      </div>
    </RedirectToMapWhenLoggedIn>
  );
}

export { LeichteSprachePage } from './leichte-sprache-page';
