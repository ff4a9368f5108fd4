import './landing.css';
import { LANDING_SETTINGS, ORG_SETTING_LAYER } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/common';
import { useT } from '../../i18n/runtime';
import { orgSetting, useOrg } from '../../lib/org';
import { ContactSection, LandingFooter } from './contact-section';
import { Masthead } from './masthead';
import { usePageContent, WhenContentLoaded } from '../../components/page-content';
import { ProjectsSection } from './projects-section';
import { SectionMenu } from './section-menu';
import { AppSection, HelpSection, MapSection, ProjectSection } from './sections';

/** The landing page ('' route, docs/product.md §2.2): masthead with the organisation's title, the
 *  scrolling menu, the public projects („Jetzt mitmachen“), sections project, app, map (only with
 *  the setting gwapp_layer: a new organisation shows no empty map), help and contact, funding
 *  credits and copyright.
 *  What differs between organisations comes from their page content (lead, project, app and map
 *  texts, help steps; docs/product.md §17.3) and their settings (LANDING_SETTINGS): store link,
 *  contact address, help link, funding text and copyright holder (else the title). */
export function LandingPage() {
  return <WhenContentLoaded><LandingSections /></WhenContentLoaded>;
}

function LandingSections() {
  const tc = useT('common', de.common);
  const org = useOrg();
  const content = usePageContent();
  const title = org?.Title ?? tc('appName');
  const setting = (key: string) => orgSetting(org, key).trim();
  const withMap = setting(ORG_SETTING_LAYER) !== '';
  return (
    <div className="landing-page">
      <Masthead title={title} leadHtml={content.html('start.lead')} />
      <SectionMenu withMap={withMap} />
      <ProjectsSection />
      <ProjectSection html={content.html('start.project')} />
      <AppSection storeUrl={setting(LANDING_SETTINGS.appStoreUrl)} html={content.html('start.app')}
        browserText={content.text('start.appBrowser')} recordLink={content.text('start.recordLink')} />
      {withMap && <MapSection title={content.text('start.mapTitle')} html={content.html('start.mapText')} />}
      <HelpSection html={content.html('start.help')} helpUrl={setting(LANDING_SETTINGS.helpUrl)} />
      <ContactSection email={setting(LANDING_SETTINGS.contactEmail)} />
      <LandingFooter title={setting(LANDING_SETTINGS.copyrightHolder) || title} funding={setting(LANDING_SETTINGS.funding)} />
    </div>
  );
}
