import './landing.css';
import { de } from '../../i18n/de';
import { orgSetting, useOrg } from '../../lib/org';
import { ContactSection, LandingFooter } from './contact-section';
import { Masthead } from './masthead';
import { SectionMenu } from './section-menu';
import { AppSection, HelpSection, MapSection, ProjectSection } from './sections';

/** Organisation settings read by the landing page (spec §3 Organisation.Other). */
export const APP_STORE_URL_SETTING = 'app_store_url';
export const CONTACT_EMAIL_SETTING = 'kontakt_email';

/** The landing page ('' route, spec §2): masthead with the organisation's title, the scrolling
 *  menu, sections project, app, map, help and contact, funding credits and copyright. */
export function LandingPage() {
  const org = useOrg();
  const title = org?.Title ?? de.common.appName;
  return (
    <div className="landing-page">
      <Masthead title={title} />
      <SectionMenu />
      <ProjectSection />
      <AppSection storeUrl={orgSetting(org, APP_STORE_URL_SETTING).trim()} />
      <MapSection />
      <HelpSection />
      <ContactSection email={orgSetting(org, CONTACT_EMAIL_SETTING).trim()} />
      <LandingFooter title={title} />
    </div>
  );
}
