import type { Translation } from '../catalogue';
import type * as de from '../de/legal';

export const imprint: Translation<typeof de.imprint> = {
  title: 'Legal notice',
  lead: 'Information under § 5 Digitale-Dienste-Gesetz (DDG) and § 18 Medienstaatsvertrag (MStV)',
  operator: 'Operator',
  chairperson: 'Represented by',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  registerCourt: 'Register entry',
  supervisor: 'Supervisory authority',
  responsible: 'Responsible for the content',
  missing: 'not yet provided',
  liabilityTitle: 'Liability for content and links',
  privacyLink: 'To the privacy policy',
};

export const statement: Translation<typeof de.statement> = {
  title: 'Accessibility statement',
  statusTitle: 'Compliance status',
  limitationsTitle: 'Content that is not accessible',
  feedbackTitle: 'Feedback and contact',
  emailLabel: 'Your email address (optional, for a reply)',
  messageLabel: 'Your feedback',
  send: 'Send feedback',
  sent: 'Thank you for your feedback.',
  sendFailed: 'The feedback could not be sent.',
  enforcementTitle: 'Conciliation procedure',
  enforcementLink: 'Conciliation body under the Disability Equality Act (BGG)',
};
