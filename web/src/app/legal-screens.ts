/** Imprint and privacy policy, loaded together as one chunk on first visit (router.tsx). */
export { ImpressumPage } from '../features/legal/impressum-page';
export { PrivacyPage } from '../features/legal/privacy-page';
