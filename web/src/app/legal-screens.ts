/** Imprint, privacy policy, accessibility statement and terms of use, loaded together as one chunk on first visit (router.tsx). */
export { ImpressumPage } from '../features/legal/impressum-page';
export { PrivacyPage } from '../features/legal/privacy-page';
export { AccessibilityPage } from '../features/legal/accessibility-page';
export { TermsPage } from '../features/legal/terms-page';
