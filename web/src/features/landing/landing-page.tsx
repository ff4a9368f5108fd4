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
import { LeichteSpracheSection } from './leichte-sprache-section';
import { AppSection, HelpSection, MapSection, ProjectSection } from './sections';

/** The landing page ('' route, docs/product.md §2.2): masthead with the organisation's title, the
 *  scrolling menu, the public projects („Jetzt mitmachen“), sections project, app, map (only with
 *  the setting gwapp_layer: a new organisation shows no empty map), help, the explanations in
 *  Leichte Sprache (BITV 2.0 § 4, docs/product.md §23.2) and contact, funding credits and
 *  copyright.
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
      <Masthead title={title} leadHtml={content.part('start.lead')} />
      <SectionMenu withMap={withMap} />
      <ProjectsSection />
      <ProjectSection html={content.part('start.project')} />
      <AppSection storeUrl={setting(LANDING_SETTINGS.appStoreUrl)} html={content.part('start.app')}
        browserText={content.part('start.appBrowser')} recordLink={content.part('start.recordLink')} />
      {withMap && <MapSection title={content.part('start.mapTitle')} html={content.part('start.mapText')} />}
      <HelpSection html={content.part('start.help')} helpUrl={setting(LANDING_SETTINGS.helpUrl)} />
      {/* Drawn with the page, not when scrolled near: a section that came later moved the contact
          section out of view after „Kontakt“ in the section menu had scrolled to it. */}
      <LeichteSpracheSection />
      <ContactSection email={setting(LANDING_SETTINGS.contactEmail)} />
      <LandingFooter title={setting(LANDING_SETTINGS.copyrightHolder) || title} funding={setting(LANDING_SETTINGS.funding)} />
    </div>
  );
}
