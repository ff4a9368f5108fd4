import type { Translation } from '../catalogue';
import type * as de from '../de/moderation';

export const report: Translation<typeof de.report> = {
  hiddenNotice: 'Moderasyon tarafından gizlendi: {reason}',
  pendingNotice: 'Onay bekliyor: Katkı, proje ekibi inceledikten sonra yayımlanacak.',
  report: 'Bildir',
  reportLabel: '{what} bildir',
  reportTitle: 'Katkıyı bildir',
  reasonLegend: 'Bu katkıyı neden bildiriyorsunuz?',
  reasonBeleidigend: 'Hakaret içeriyor ya da aşağılayıcı',
  reasonSpam: 'Reklam ya da spam',
  reasonPersoenlich: 'Kişisel veriler içeriyor',
  reasonRechtswidrig: 'Hukuka aykırı',
  reasonSonstiges: 'Diğer',
  reasonMissing: 'Lütfen bir neden seçin.',
  reportText: 'Not (isteğe bağlı)',
  reportEmail: 'E-posta adresiniz (isteğe bağlı)',
  reportEmailHint: 'Yalnızca ekibin bildiriminizle ne yaptığını size bir kez bildirmek için. Ardından adresi sileriz.',
  reportEmailSignedIn: 'Ekibin nasıl karar verdiğini hesabınızın adresine gelecek bir e-postayla öğrenirsiniz.',
  reportSubmit: 'Bildirimi gönder',
  reportFailed: 'Bildirim gönderilemedi.',
  savedPending: 'Teşekkürler! Katkınız proje ekibi inceledikten sonra yayımlanacak.',
  entry: 'Kaydı',
  comment: '{author} adlı kişinin yorumunu',
  shortened: 'Moderasyon tarafından kısaltıldı',
};

export const officialAnswer: Translation<typeof de.officialAnswer> = {
  badge: 'Resmî yanıt',
  from: '{organisation} · {date}',
};
