import type { Translation } from '../../catalogue';
import type * as de from '../../de/staff-sign-in';

export const staffSignIn: Translation<typeof de.staffSignIn> = {
  title: 'Kimlik sağlayıcılar üzerinden ekip girişi',
  intro: 'Yönetim veya kullanıcı yönetimi yetkisine sahip hesaplar bundan sonra yalnızca seçilen sağlayıcılardan biri üzerinden giriş yapar; artık şifre veya geçiş anahtarı ile giriş yapamaz. Sağlayıcıdaki giriş ikinci faktör sayılır.',
  required: 'Ekip bir kimlik sağlayıcı üzerinden giriş yapmalıdır',
  providers: 'Ekibin giriş yapması gereken sağlayıcılar',
  noProviders: 'Ekip için henüz etkin bir kimlik sağlayıcı yok („Kimin için“: ekip veya her ikisi).',
  disablePassword: 'Bu hesaplar için yerel şifreyi kapat',
  disablePasswordHelp: 'Böyle bir hesabın şifresi, sağlayıcı üzerinden bir sonraki girişte silinir ve kural geçerli olduğu sürece yeniden belirlenemez.',
  amr: 'Yalnızca onaylanmış ikinci faktörle (amr değerleri, boşlukla ayrılmış)',
  amrHelp: 'Örneğin „mfa otp“. Sağlayıcı, ID token’da bu değerlerden birini belirtmelidir (amr claim’i). Boş: sağlayıcı üzerinden her giriş geçerlidir.',
  signedInThrough: 'Şu anda „{label}“ üzerinden giriş yapmış durumdasınız.',
  notSignedInThrough: 'Şu anda bir kimlik sağlayıcı üzerinden giriş yapmış değilsiniz. Kuralı yalnızca seçilen sağlayıcılardan biri üzerinden giriş yaptıysanız açabilirsiniz – böylece kimse kendini dışarıda bırakmaz.',
  save: 'Ekip girişini kaydet',
  saved: 'Ekip girişi kaydedildi.',
  failed: 'Ekip girişi kaydedilmedi.',
  loadFailed: 'Ekip girişi yüklenemedi.',
};
