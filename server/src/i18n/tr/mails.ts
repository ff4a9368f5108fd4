import type { CitizenMailTexts } from '../catalogue-types.js';
import type { AlertConfirmWords, AlertItemWords, AlertWords, FollowerWords, MailBlock, MailWords, ProjectUpdateWords } from '../mail-words.js';

/** The citizen's mails in Turkish (translation of i18n/de/mails.ts). */

const entryName = (v: FollowerWords) => (v.entry ? `“${v.entry}”` : `“${v.layer}” içindeki`);

/** How an entry of an area alert is named: its title in quotes, else the layer it is in. */
const alertItemName = (i: AlertItemWords | undefined) => (i?.entry ? `“${i.entry}”` : `“${i?.layer ?? ''}” içindeki`);

const followerFooter = (v: FollowerWords): MailBlock[] => [
  'Haritadaki kayıt:',
  { link: v.mapLink },
  ...(v.reporter ? [
    'Bu e-postayı, talebinizi bize bildirdiğiniz ve durumu hakkında bilgi almak istediğiniz için alıyorsunuz. Bu kayıtla ilgili artık e-posta almamak için:',
    { link: v.unsubscribeLink },
  ] : [
    'Bu e-postayı, kaydı takip ettiğiniz için alıyorsunuz. Bu kayıtla ilgili artık e-posta almamak için:',
    { link: v.unsubscribeLink },
    `Kayıtlarla ilgili tüm e-postaları ${v.title} profilinizde “E-posta istemiyorum” ile kapatabilirsiniz.`,
  ]),
  `Saygılarımızla\n${v.title}`,
];

export const mails: CitizenMailTexts = {
  validFor: (v) => (v.minutes >= 60 ? `${v.minutes / 60} saat` : `${v.minutes} dakika`),

  activation: (v) => ({
    subject: `Lütfen ${v.title} kaydınızı onaylayın`,
    blocks: [
      'Merhaba,',
      `${v.title} sitesine kaydolduğunuz için teşekkür ederiz. Lütfen aşağıdaki bağlantıyı açın ve onay için orada kayıt sırasında seçtiğiniz şifreyi girin:`,
      { link: v.link },
      `Ardından hesabınız etkinleştirilir ve giriş yapmış olursunuz. Bağlantı ${v.validFor} geçerlidir ve yalnızca bir kez kullanılabilir.`,
      `${v.title} sitesine kaydolmadıysanız lütfen bu e-postayı dikkate almayın. Bu durumda hiçbir hesap etkinleştirilmez.`,
      `Saygılarımızla\n${v.title}`,
    ],
  }),

  passwordReset: (v) => ({
    subject: `Lütfen ${v.title} için yeni şifrenizi onaylayın`,
    blocks: [
      'Merhaba,',
      `${v.title} hesabınız için yeni bir şifre istendi. Yeni şifre ancak aşağıdaki bağlantıyı açıp onay için orada bir kez daha girdiğinizde geçerli olur:`,
      { link: v.link },
      `O zamana kadar mevcut şifreniz geçerlidir. Bağlantı ${v.validFor} geçerlidir ve yalnızca bir kez kullanılabilir. Onayla birlikte tüm cihazlarda oturumunuz kapatılır.`,
      'Yeni bir şifre istemediyseniz lütfen bu e-postayı dikkate almayın. Şifreniz bu durumda değişmez.',
      `Saygılarımızla\n${v.title}`,
    ],
  }),

  accountLocked: (v) => ({
    subject: `Hesabınız engellendi – ${v.title}`,
    blocks: [
      'Merhaba,',
      `az önce e-posta adresinizle ${v.title} sitesinde bir hesap oluşturulmaya çalışıldı. Bu adres için zaten bir hesap var ve bu hesap engellenmiş. Yeni bir kayıt engeli kaldırmaz ve hesabınızda hiçbir şeyi değiştirmez.`,
      `Engelle ilgili sorularınız varsa lütfen ${v.contact ? v.contact : `${v.title} işletmecileri`} ile iletişime geçin.`,
      'Kaydolmak istemediyseniz lütfen bu e-postayı dikkate almayın.',
      `Saygılarımızla\n${v.title}`,
    ],
  }),

  reporterReceipt: (v) => ({
    subject: `Bildiriminiz alındı – kayıt ${entryName(v)}`,
    blocks: [
      'Merhaba,',
      `bildiriminiz alındı. Onu ${entryName(v)} kaydı (${v.layer}) olarak kaydettik; durumu değiştiğinde veya resmi bir yanıt olduğunda size yazacağız.`,
      ...followerFooter({ ...v, reporter: true }),
    ],
  }),

  followerStatus: (v) => ({
    subject: `Yeni durum “${v.status}” – kayıt ${entryName(v)}`,
    blocks: [
      'Merhaba,',
      `${entryName(v)} kaydının (${v.layer}) yeni bir durumu var: ${v.status}.`,
      ...(v.note ? [`Not: ${v.note}`] : []),
      ...followerFooter(v),
    ],
  }),

  followerAnswer: (v) => ({
    subject: `${entryName(v)} kaydına resmi yanıt`,
    blocks: [
      'Merhaba,',
      `${entryName(v)} kaydına (${v.layer}) ${v.organisation} tarafından resmi bir yanıt var:`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  followerResponse: (v) => ({
    subject: `Yeni durum “${v.status}” ve resmi yanıt – kayıt ${entryName(v)}`,
    blocks: [
      'Merhaba,',
      `${entryName(v)} kaydının (${v.layer}) yeni bir durumu var: ${v.status}.`,
      ...(v.note ? [`Not: ${v.note}`] : []),
      `Ayrıca ${v.organisation} tarafından resmi bir yanıt var:`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  commentDigest: (v) => ({
    subject: `${entryName(v)} kaydına ${v.count === 1 ? 'yeni bir yorum' : `${v.count} yeni yorum`}`,
    blocks: [
      'Merhaba,',
      `${entryName(v)} kaydına (${v.layer}) ${v.count === 1 ? 'yeni bir yorum var' : `${v.count} yeni yorum var`}:`,
      ...v.quoted.map((c) => `${c.author || 'Biri'} yazıyor:\n${c.text}`),
      ...(v.rest > 0 ? [`… ve haritada ${v.rest === 1 ? 'bir tane daha' : `${v.rest} tane daha`}.`] : []),
      ...followerFooter(v),
    ],
  }),
  areaAlertConfirm: (v: AlertConfirmWords) => ({
    subject: `Lütfen ${v.title} bildiriminizi onaylayın`,
    blocks: [
      'Merhaba,',
      `Bu e-posta adresi için ${v.title} üzerinde bir alandaki yeni kayıtlar hakkında bildirim istendi. Lütfen aşağıdaki bağlantıyı açın ve orada onaylayın:`,
      { link: v.link },
      `Ancak bundan sonra e-posta alırsınız. Onaylanmazsa bildirim ${v.days} gün sonra silinir. Bir şey istemediyseniz lütfen bu e-postayı dikkate almayın.`,
      `Saygılarımızla\n${v.title}`,
    ],
  }),

  areaAlert: (v: AlertWords) => ({
    subject: v.frequency === 'sofort'
      ? `Alanınızda ${v.items[0]?.kind === 'status' ? 'yeni durum' : 'yeni kayıt'}: ${alertItemName(v.items[0])}`
      : `${v.frequency === 'taeglich' ? 'Günlük' : 'Haftalık'} özetiniz: alanınızda ${v.count} yenilik`,
    blocks: [
      'Merhaba,',
      v.frequency === 'sofort' ? 'Bildirim istediğiniz alanda yenilik var:' : `Bildirim istediğiniz alanda ${v.count} yenilik var:`,
      ...v.items.flatMap((i): MailBlock[] => [
        i.kind === 'status' ? `Yeni durum “${i.status}”: ${alertItemName(i)} (${i.layer})` : `Yeni kayıt: ${alertItemName(i)} (${i.layer})`,
        { link: i.mapLink },
      ]),
      ...(v.rest > 0 ? [`… ve haritada ${v.rest} tane daha.`] : []),
      'Tüm yenilikler akış (Atom) olarak:',
      { link: v.feedLink },
      'Bu bildirimi istediğiniz için bu e-postayı alıyorsunuz. Bildirimi iptal edin:',
      { link: v.unsubscribeLink },
      `Saygılarımızla\n${v.title}`,
    ],
  }),
  projectUpdate: (v: ProjectUpdateWords): MailWords => ({
    subject: `“${v.project}” projesinden haberler: ${v.updateTitle}`,
    blocks: [
      `“${v.project}” projesinden haberler:`,
      v.updateTitle,
      v.text,
      'Projeye git:',
      { link: v.projectLink },
      `Bu e-postayı neden alıyorum? ${v.follows ? 'Projeyi takip ediyorsunuz' : 'Projeye katıldınız'}: “${v.project}”. Bu projeden artık haber almamak için:`,
      { link: v.unsubscribeLink },
      `Saygılarımızla\n${v.title}`,
    ],
  }),
};
