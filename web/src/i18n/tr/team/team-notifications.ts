import type { Translation } from '../../catalogue';
import type * as de from '../../de/team-notifications';

export const teamNotifications: Translation<typeof de.teamNotifications> = {
  title: 'Ekip için bildirimler',
  intro: 'Ekip üyesi olarak bu proje hakkında ne zaman e-posta alacağınız. Kendi yaptıklarınız hakkında e-posta almazsınız. Bu ayar yalnızca sizin için geçerlidir.',
  entries: 'Yeni kayıtlar',
  reports: 'Bildirimler',
  approvals: 'Onay bekleyen kayıtlar',
  frequencySofort: 'Hemen',
  frequencyTaeglich: 'Günlük',
  frequencyWoechentlich: 'Haftalık',
  frequencyNie: 'Hiçbir zaman',
  hint: '„Günlük“ saat 7’den itibaren önceki günün özeti olarak, „Haftalık“ pazartesi günleri saat 7’den itibaren gelir; yeni bir şey yoksa e-posta gelmez.',
  save: 'Kaydet',
  saving: 'Kaydediliyor …',
  saved: 'Ekip için bildirimler kaydedildi.',
  saveFailed: 'Bildirimler kaydedilmedi.',
  loadFailed: 'Ekip için bildirimler yüklenemedi.',
  unsubscribeTitle: 'Ekibe gelen e-postalardan çık',
  unsubscribeAbout: 'Ekip üyesi olarak „{project}“ projesi hakkında e-posta alıyorsunuz.',
  unsubscribeNotInTeam: 'Bağlantı, şu anda ekibinde bulunmadığınız bir projeye ait. Bu durum sürdükçe bu proje hakkında e-posta almazsınız.',
  unsubscribeButton: 'Bu proje hakkında artık e-posta gönderilmesin',
  alreadyUnsubscribed: 'Bu proje hakkında artık ekip e-postası almıyorsunuz.',
  unsubscribeFailed: 'Abonelikten çıkılamadı.',
  settingsHint: 'Bunu tek tek, projenin yönetiminde „Ekip“ altında ayarlayabilirsiniz.',
  toProjects: 'Proje yönetimine git',
};
