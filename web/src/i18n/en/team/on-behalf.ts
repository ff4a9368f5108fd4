import type { Translation } from '../../catalogue';
import type * as de from '../../de/on-behalf';

export const onBehalf: Translation<typeof de.onBehalf> = {
  toggle: 'Record for another person',
  legend: 'Record for another person',
  hint: 'Only the project’s team sees the details of the person. They are never published and not exported.',
  channel: 'Received via',
  channelTelefon: 'Phone',
  channelBrief: 'Letter',
  channelSchalter: 'In person',
  channelEmail: 'Email',
  channelSonstiges: 'Other',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  statusMails: 'Send status updates by email to this address',
  statusMailsHint: 'Only possible with an email address.',
  recordedFor: 'Recorded for',
  anotherPerson: 'another person',
  statusMailsOn: 'receives status updates by email',
};
