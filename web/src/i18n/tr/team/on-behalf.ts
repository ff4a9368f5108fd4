import type { Translation } from '../../catalogue';
import type * as de from '../../de/on-behalf';

export const onBehalf: Translation<typeof de.onBehalf> = {
  toggle: 'Başka bir kişi adına kaydet',
  legend: 'Başka bir kişi adına kaydet',
  hint: 'Kişiye ait bilgileri yalnızca projenin ekibi görür. Bu bilgiler hiçbir zaman yayımlanmaz ve dışa aktarılmaz.',
  channel: 'Geliş yolu',
  channelTelefon: 'Telefon',
  channelBrief: 'Mektup',
  channelSchalter: 'Yerinde',
  channelEmail: 'E-posta',
  channelSonstiges: 'Diğer',
  name: 'Ad',
  email: 'E-posta',
  phone: 'Telefon',
  statusMails: 'Durum bildirimlerini bu adrese e-postayla gönder',
  statusMailsHint: 'Yalnızca bir e-posta adresiyle mümkündür.',
  recordedFor: 'Adına kaydedilen',
  anotherPerson: 'başka bir kişi',
  statusMailsOn: 'durum bildirimlerini e-postayla alır',
};
