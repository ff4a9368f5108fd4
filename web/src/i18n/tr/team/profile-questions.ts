import type { Translation } from '../../catalogue';
import type * as de from '../../de/profile-questions';

export const profileQuestions: Translation<typeof de.profileQuestions> = {
  title: 'Profil soruları',
  intro: 'Katılımcılara isteğe bağlı sorular, örneğin semt veya yaş grubu: kayıtta ve ilk katkıdan sonra sorulur, yalnızca proje başına sayı olarak değerlendirilir. En fazla {max} soru, her biri 2 ile {options} arasında cevap seçeneğiyle.',
  removeNote: 'Bir soru veya cevap seçeneği kaldırılırsa ona verilen cevaplar silinir. Bir soruyu yalnızca artık sormamak için kapatın: cevaplar korunur.',
  sensitiveNote: 'Lütfen az sayıda ve genel sorular sorun; sağlık, din, köken veya diğer özel nitelikli veriler hakkında soru sormayın (GVKT md. 9).',
  empty: 'Henüz profil sorusu yok.',
  item: 'Profil sorusu {n}',
  label: 'Soru',
  active: 'Soru soruluyor',
  options: 'Cevap seçenekleri',
  option: 'Cevap seçeneği {n}',
  removeOption: 'Cevap seçeneği {n} kaldır',
  addOption: 'Cevap seçeneği ekle',
  optionsHint: 'Yeniden adlandırmak cevapları korur. „Belirtilmedi“ her zaman mümkündür ve yazılması gerekmez.',
  add: 'Profil sorusu ekle',
  remove: 'Profil sorusu {n} kaldır',
  save: 'Profil sorularını kaydet',
  saved: 'Profil soruları kaydedildi.',
  failed: 'Profil soruları kaydedilemedi.',
  loadFailed: 'Profil soruları yüklenemedi.',
};

export const participants: Translation<typeof de.participants> = {
  title: 'Kimler katıldı?',
  intro: 'Bu projede kayıt, yorum veya oy bırakan, hesabı olan {n, plural, one {# kişinin} other {# kişinin}} cevapları. 5 kişiden az olan gruplar sayı olarak gösterilmez.',
  withheldNote: '„Gösterilmedi“: Küçük bir grup toplamdan hesaplanamasın diye bu sayı gösterilmez.',
  none: 'Kuruluş profil sorusu sormuyor.',
  loadFailed: 'Katılımcıların cevapları yüklenemedi.',
  group: 'Cevap',
  count: 'Kişi',
  small: '5’ten az',
  withheld: 'gösterilmedi',
};
