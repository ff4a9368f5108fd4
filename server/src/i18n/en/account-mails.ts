import type { AccountMailTexts } from '../catalogue-types.js';
import type { MailBlock, ReportOutcome, SecurityNotice, SecurityWords } from '../mail-words.js';

/** The mails about an account and to reporters in English (translation of i18n/de/account-mails.ts). */

function securityText(v: SecurityWords): { subject: string; blocks: MailBlock[] } {
  const { title } = v;
  const passkey = `“${v.passkey || 'Passkey'}”`;
  const at = v.at ? ` (${v.at})` : '';
  const whom = v.contact || `the operators of ${title}`;
  const ifNotYou = (then: string, also = ''): MailBlock[] => [
    `If this was not you, someone else knows your password${also}. Please reset it at once with “Forgotten your password?”:`,
    { link: v.resetLink },
    then,
  ];
  const withCode = ' and had a code from your authenticator app or a recovery code';
  const texts: Record<SecurityNotice, () => { subject: string; blocks: MailBlock[] }> = {
    password: () => (v.byManager
      ? {
        subject: `A new password for your account – ${title}`,
        blocks: [`a user manager of ${title} has just set a new password for your account. You have been logged out on all devices.`,
          `If you did not ask for this, please contact ${whom} straight away.`],
      }
      : {
        subject: `Your password has been changed – ${title}`,
        blocks: [`the password of your account at ${title} has just been changed.`, ...ifNotYou(`Please also contact ${whom}.`)],
      }),
    'mfa-on': () => ({
      subject: `Two-factor login switched on – ${title}`,
      blocks: [`two-factor login has just been switched on for your account at ${title}. From now on every login asks for a code from an authenticator app after the password.`,
        ...ifNotYou(`Then ask ${whom} to reset the two-factor login of your account.`)],
    }),
    'mfa-off': () => (v.byManager
      ? {
        subject: `Two-factor login reset – ${title}`,
        blocks: [`a user manager of ${title} has just switched off the two-factor login of your account, for example because the phone and the recovery codes were lost. Your account is now protected by the password alone; you can switch two-factor login on again in your profile.`,
          `If you did not ask for this, please contact ${whom} straight away.`],
      }
      : {
        subject: `Two-factor login switched off – ${title}`,
        blocks: [`two-factor login has just been switched off for your account at ${title}. Your account is now protected by the password alone.`,
          ...ifNotYou(`Then switch two-factor login on again in your profile and please contact ${whom}.`, withCode)],
      }),
    'recovery-codes': () => ({
      subject: `New recovery codes – ${title}`,
      blocks: [`new recovery codes have just been created for your account at ${title}. The previous codes are no longer valid.`,
        ...ifNotYou(`Then please contact ${whom} straight away so that the two-factor login of your account is reset.`, withCode)],
    }),
    'passkey-added': () => ({
      subject: `A passkey has been added to your account – ${title}`,
      blocks: [`the passkey ${passkey} has just been added to your account at ${title}${at}. It can be used to log in without a password.`,
        'If this was not you, please remove the passkey at once in your profile under “Passkeys” and reset your password with “Forgotten your password?”:',
        { link: v.resetLink },
        `Please also contact ${whom} straight away.`],
    }),
    'passkey-removed': () => ({
      subject: `A passkey has been removed from your account – ${title}`,
      blocks: [`the passkey ${passkey} has just been removed from your account at ${title}${at}. It can no longer be used to log in.`,
        ...ifNotYou(`Please also contact ${whom}.`)],
    }),
    'passkeys-reset': () => ({
      subject: `Your passkeys have been reset – ${title}`,
      blocks: [`a user manager of ${title} has just removed all passkeys of your account${at}, for example because a device was lost. You can add new passkeys in your profile.`,
        `If you did not ask for this, please contact ${whom} straight away.`],
    }),
    'identity-linked': () => ({
      subject: `Login through another service linked – ${title}`,
      blocks: [`login through an identity provider has just been linked with your account at ${title}. You can now log in there as well; under “Login through other services” in your profile you can see and remove the link.`,
        ...ifNotYou(`Then remove the link in your profile and please contact ${whom}.`)],
    }),
    'identity-unlinked': () => ({
      subject: `Login through another service removed – ${title}`,
      blocks: [`login through an identity provider has just been removed from your account at ${title}.`,
        `If this was not you, please contact ${whom} straight away.`],
    }),
    'account-deleted': () => ({
      subject: `Your account has been deleted – ${title}`,
      blocks: v.byManager
        ? [`a user manager of ${title} has just deleted your account.`, `If you have any questions about this, please contact ${whom}.`]
        : [`your account at ${title} has just been deleted with your password.`,
          `If this was not you, please contact ${whom} straight away. A deleted account cannot be restored; you can register again at any time.`],
    }),
  };
  return texts[v.notice]();
}

const OUTCOME_TEXT: Record<ReportOutcome, string> = {
  dismissed: 'We have checked the reported contribution and left it as it is.',
  hidden: 'We have hidden the reported contribution.',
  shortened: 'We have shortened the reported contribution.',
  deleted: 'We have deleted the entry.',
};

export const accountMails: AccountMailTexts = {
  validDays: (v) => (v.days === 1 ? 'for 1 day' : `for ${v.days} days`),

  invitation: (v) => ({
    subject: `You have been invited to the project “${v.workspace}” – ${v.title}`,
    blocks: [
      'Hello,',
      `${v.inviter} has invited you to work on the team of the project “${v.workspace}” at ${v.title}. ${v.hasAccount
        ? 'Open the following link, log in with your account for this address and accept the invitation; only then are you on the team:'
        : 'With the following link you set up your account with a name and a password and are then on the team:'}`,
      { link: v.link },
      `The link is valid ${v.validFor} and can be used only once.`,
      `If this invitation means nothing to you, please ignore this e-mail. ${v.hasAccount ? 'You will then not join the team.' : 'No account will be set up then.'}`,
      `Kind regards\n${v.title}`,
    ],
  }),

  securityNotice: (v) => {
    const { subject, blocks } = securityText(v);
    return { subject, blocks: ['Hello,', ...blocks, `Kind regards\n${v.title}`] };
  },

  inactiveAccount: (v) => ({
    subject: `Your account at ${v.title}: please log in if you would like to keep it`,
    blocks: [
      'Hello,',
      `you have not logged in to ${v.title} for more than ${v.months} months. So that we do not keep data longer than necessary, we delete accounts that have not been used for so long.`,
      `If you would like to keep your account, please log in by ${v.deadline}:`,
      { link: v.link },
      `Otherwise we will delete your account after ${v.deadline} together with your settings and votes. ${v.keepsContributions
        ? 'Your entries and comments will remain, without your name.'
        : 'We will delete your entries, comments and photos with it.'}`,
      'If you no longer need your account, you do not have to do anything.',
      `Kind regards\n${v.title}`,
    ],
  }),

  reportOutcome: (v) => {
    const entry = v.entry ? `“${v.entry}”` : `without a title in the map “${v.layer}”`;
    return {
      subject: `Your report about the entry ${entry}`,
      blocks: [
        'Hello,',
        `thank you for your report about ${v.comment ? 'a comment on the entry' : 'the entry'} ${entry}. ${OUTCOME_TEXT[v.outcome]}`,
        ...(v.mapLink ? ['The entry on the map:', { link: v.mapLink }] : []),
        'You are receiving this e-mail once because you reported the contribution. We have since deleted the address you gave for this answer, if you gave one with the report.',
        `Kind regards\n${v.title}`,
      ],
    };
  },
};
