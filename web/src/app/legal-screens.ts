/** Imprint, privacy policy and accessibility statement, loaded together as one chunk on first visit (router.tsx). */
export { ImpressumPage } from '../features/legal/impressum-page';
export { PrivacyPage } from '../features/legal/privacy-page';
export { AccessibilityPage } from '../features/legal/accessibility-page';
