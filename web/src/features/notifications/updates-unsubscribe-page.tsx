import { Link } from 'react-router';
import * as de from '../../i18n/de/project-updates';
import { useT } from '../../i18n/runtime';
import { UnsubscribeLinkPage } from './unsubscribe-link-page';

/** The page of an update mail's unsubscribe link, `/#/neuigkeiten/abbestellen/<token>`
 *  (docs/product.md §25.5): stops the project's „Neuigkeiten“ for the person the link names. */
export function UpdatesUnsubscribePage() {
  const t = useT('projectUpdates', de.projectUpdates);
  const texts = {
    title: t('unsubscribeTitle'), about: (project: string) => t('unsubscribeAbout', { project }), hidden: t('unsubscribeHidden'),
    button: t('unsubscribeButton'), already: t('alreadyUnsubscribed'), failed: t('unsubscribeFailed'),
  };
  return <UnsubscribeLinkPage api="/project-updates/unsubscribe" texts={texts} footer={<Link to="/projekte">{t('toProjects')}</Link>} />;
}
