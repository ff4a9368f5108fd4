import type { Translation } from '../catalogue';
import type * as de from '../de/profile-questions';

export const profileAnswers: Translation<typeof de.profileAnswers> = {
  legend: 'Hakkınızda (isteğe bağlı)',
  registrationHint: 'Bu sorular kimlerin katıldığını görmeye yardımcı olur. İsteğe bağlıdır. Cevaplarınız katkılarınızdan ayrı saklanır ve yalnızca toplu olarak değerlendirilir; bunları istediğiniz zaman profilinizde değiştirebilir veya silebilirsiniz.',
  noAnswer: 'Belirtilmedi',
  sectionTitle: 'Hakkımdaki bilgiler',
  sectionIntro: 'Kuruluşun yalnızca toplu olarak ve katkılarınızdan ayrı değerlendirdiği isteğe bağlı bilgiler. Belirtmediğiniz her şey „Belirtilmedi“ olarak kalır.',
  none: 'Bu site sizinle ilgili soru sormuyor.',
  save: 'Bilgileri kaydet',
  saved: 'Bilgileriniz kaydedildi.',
  saveFailed: 'Bilgileriniz kaydedilemedi.',
  delete: 'Bilgileri sil',
  deleted: 'Bilgileriniz silindi.',
  deleteFailed: 'Bilgileriniz silinemedi.',
  loadFailed: 'Bilgileriniz yüklenemedi.',
  promptTitle: 'Bize kendinizden biraz bahsetmek ister misiniz?',
  promptText: 'Katkınız için teşekkürler! Birkaç isteğe bağlı cevapla kuruluş, şehrin tüm bölgelerinin katılıp katılmadığını görür. Cevaplar katkınızdan ayrı saklanır ve bunları istediğiniz zaman profilinizde değiştirebilir veya silebilirsiniz.',
  promptDismiss: 'Hayır, teşekkürler',
  promptProfile: 'Profilde göster',
};
