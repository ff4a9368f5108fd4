import { Link } from 'react-router';
import * as de from '../../i18n/de/team-notifications';
import { useT } from '../../i18n/runtime';
import { UnsubscribeLinkPage } from './unsubscribe-link-page';

/** The page of a team mail's unsubscribe link, `/#/team-benachrichtigungen/abbestellen/<token>`
 *  (docs/product.md §16.8): switches all the project's team mails off for the person the link names. */
export function TeamUnsubscribePage() {
  const t = useT('teamNotifications', de.teamNotifications);
  const texts = {
    title: t('unsubscribeTitle'), about: (project: string) => t('unsubscribeAbout', { project }), hidden: t('unsubscribeNotInTeam'),
    button: t('unsubscribeButton'), already: t('alreadyUnsubscribed'), failed: t('unsubscribeFailed'),
  };
  return <UnsubscribeLinkPage api="/team-notifications/unsubscribe" texts={texts} footer={<>{t('settingsHint')} <Link to="/workspaces">{t('toProjects')}</Link></>} />;
}
