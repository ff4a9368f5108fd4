import type { Translation } from '../catalogue';
import type * as de from '../de/project-updates';

export const projectUpdates: Translation<typeof de.projectUpdates> = {
  title: 'Haberler',
  from: 'Proje ekibi',
  postedOn: '{date} tarihinde yayımlandı',
  follow: 'Projeyi takip et',
  unfollow: 'Takibi bırak',
  followHint: 'Bu projeden haberleri e-posta ile alırsınız.',
  followingHint: 'Bu projeyi takip ediyorsunuz ve haberlerini e-posta ile alıyorsunuz.',
  signInToFollow: 'Haberleri e-posta ile almak için giriş yapın',
  followFailed: 'Bu işe yaramadı.',
  unsubscribeTitle: 'Haber aboneliğini iptal et',
  unsubscribeAbout: '“{project}” projesinden haberleri e-posta ile alıyorsunuz.',
  unsubscribeHidden: 'Bağlantı, şu anda göremediğiniz bir projeye ait. Bu durum sürdükçe bu projeden haber almazsınız.',
  unsubscribeButton: 'Bu projeden artık haber istemiyorum',
  alreadyUnsubscribed: 'Bu projeden artık haber almayacaksınız.',
  unsubscribeFailed: 'Abonelik iptali işe yaramadı.',
  toProjects: 'Projelere git',
};
