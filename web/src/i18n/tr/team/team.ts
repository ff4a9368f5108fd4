import type { Translation } from '../../catalogue';
import type * as de from '../../de/team';

export const team: Translation<typeof de.team> = {
  title: 'Ekip',
  hint: 'Bu kişiler projeyi sahibiyle birlikte yönetir: projeyi, haritalarını ve ekibi düzenler.',
  empty: 'Sahibi dışında henüz kimse ekipte değil.',
  invite: 'Ekibe davet et',
  inviteTitle: 'Ekibe davet et',
  inviteHint: 'Kişi, 7 gün geçerli bir davetiyeyi e-postayla alır. Daveti kabul ettiği anda – kendi hesabıyla ya da yeni bir hesapla – ekibe katılır.',
  email: 'E-posta adresi',
  submit: 'Davet et',
  inviteFailed: 'Davet gönderilemedi.',
  openTitle: 'Açık davetler',
  openEmpty: 'Açık davet yok.',
  openDetail: 'davet eden: {by}, geçerlilik: {until} tarihine kadar',
  withdraw: 'Daveti geri çek',
  withdrawLabel: '{email} adresine gönderilen daveti geri çek',
  withdrawQuestion: '{email} adresine gönderilen daveti gerçekten geri çekmek istiyor musunuz? E-postadaki bağlantı bundan sonra geçerli olmaz.',
  withdrawn: 'Davet geri çekildi.',
  withdrawFailed: 'Davet geri çekilemedi.',
};

export const invitation: Translation<typeof de.invitation> = {
  title: 'Davet',
  invited: '„{project}“ projesine davet edildiniz',
  by: '{name} sizi projenin ekibinde çalışmaya davet ediyor. Davet {email} adresi için geçerlidir.',
  newAccount: 'Bunun için hesabınızı oluşturun: adınız ve bir şifre yeterlidir; e-posta adresiniz davetle onaylanmıştır.',
  name: 'Adınız',
  privacyMissing: 'Hesabınızı oluşturmak için lütfen gizlilik politikasını kabul edin.',
  password: 'Şifre',
  accept: 'Daveti kabul et',
  sending: 'Kabul ediliyor …',
  hasAccount: '{email} için zaten bir hesap var. Bu hesapla giriş yapın ve daveti ardından burada kabul edin.',
  toLogin: 'Girişe git',
  otherAccount: 'Başka bir hesapla giriş yapmış durumdasınız. Davet {email} için geçerlidir: Lütfen çıkış yapın ve bu adresle giriş yapın.',
  accepted: '„{project}“ ekibine hoş geldiniz.',
  failed: 'Davet kabul edilemedi.',
  checking: 'Davet kontrol ediliyor …',
  toProjects: '„Projelerim“ sayfasına git',
};

export const myProjects: Translation<typeof de.myProjects> = {
  title: 'Projelerim',
  intro: 'Sahibi olarak ya da ekibinde yönettiğiniz projeler.',
  empty: 'Henüz hiçbir proje yönetmiyorsunuz. Biri sizi bir ekibe davet ettiğinde proje burada görünür.',
  loadFailed: 'Projeler yüklenemedi.',
  owner: 'Sahibi: {name}',
  ownerYou: 'Sahibi: siz',
  team: 'Ekiptesiniz.',
  publicBadge: 'herkese açık',
  manage: 'Yönet',
  manageLabel: '{name} projesini yönet',
  toMap: 'Harita',
  toMapLabel: '{name} projesinin haritası',
  mapsOf: '{name} projesinin haritaları',
  waiting: '{n, plural, one {# onay bekliyor} other {# onay bekliyor}}',
  reported: '{n, plural, one {# bildirim} other {# bildirim}}',
};
