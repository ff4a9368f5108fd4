import './landing.css';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { LANDING_SETTINGS } from '@mitmachkarte/contract';
import { de } from '../../i18n/de';
import { orgSetting, useOrg } from '../../lib/org';
import { Section, StoreLink } from './sections';
import { RedirectToMapWhenLoggedIn, TextSection, TopicFooter, TopicHelpSection, TopicMasthead } from './topic-page';
import { topicTexts } from './topic-texts';

type TopicTexts = { lead: string; project: readonly string[]; apps: string; maps: string };

/** The shared layout of the bicycle and waters pages (docs/product.md §2): project, apps (with the store
 *  link of the organisation setting app_store_url), maps, help and contact; the sections are the
 *  targets of the page's own menu (app/navigation.ts topicMenu). */
function TopicPage({ title, texts }: { title: string; texts: TopicTexts }) {
  const storeUrl = orgSetting(useOrg(), LANDING_SETTINGS.appStoreUrl).trim();
  return (
    <RedirectToMapWhenLoggedIn>
      <div className="landing-page">
        <TopicMasthead title={title} lead={texts.lead} />
        <TextSection id="projekt" title={de.landing.projectTitle} paragraphs={texts.project} />
        <Section id="apps" title={de.topics.appsTitle} className="bg-body-tertiary">
          <Row><Col lg={8}>
            <p>{texts.apps}</p>
            <StoreLink url={storeUrl} />
          </Col></Row>
        </Section>
        <Section id="maps" title={de.topics.mapsTitle}>
          <Row><Col lg={8}>
            <p>{texts.maps}</p>
            <p><Link className="btn btn-primary" to="/map">{de.topics.toMap}</Link></p>
          </Col></Row>
        </Section>
        <TopicHelpSection />
        <TopicFooter />
      </div>
    </RedirectToMapWhenLoggedIn>
  );
}

/** /fahrrad: bicycle mobility (docs/product.md §1, §2). */
export const BicyclePage = () => <TopicPage title={de.topics.bicycle} texts={topicTexts.fahrrad} />;

/** /gewaesser: the city's river and brooks (docs/product.md §1, §2). */
export const WatersPage = () => <TopicPage title={de.topics.waters} texts={topicTexts.gewaesser} />;

/** /infrastruktur: city infrastructure with the button to the survey (docs/product.md §2). */
export function InfrastructurePage() {
  const t = topicTexts.infrastruktur;
  return (
    <RedirectToMapWhenLoggedIn>
      <div className="landing-page">
        <TopicMasthead title={de.topics.infrastructure} lead={t.lead}>
          <Link className="btn btn-light btn-lg" to="/umfrage">{de.topics.toSurvey}</Link>
          <Link className="btn btn-outline-light btn-lg" to="/map">{de.topics.toMap}</Link>
        </TopicMasthead>
        <TextSection id="projekt" title={de.landing.projectTitle} paragraphs={t.project} />
        <Section id="umfrage" title={t.surveyTitle} className="bg-body-tertiary">
          <Row><Col lg={8}>
            <p>{t.surveyText}</p>
            <p><Link className="btn btn-primary" to="/umfrage">{de.topics.toSurvey}</Link></p>
          </Col></Row>
        </Section>
        <TopicHelpSection />
        <TopicFooter />
      </div>
    </RedirectToMapWhenLoggedIn>
  );
}
