import type { AccountMailTexts } from '../catalogue-types.js';
import type { MailBlock, ReportOutcome, SecurityNotice, SecurityWords } from '../mail-words.js';

/** The mails about an account and to reporters in Turkish (translation of i18n/de/account-mails.ts). */

function securityText(v: SecurityWords): { subject: string; blocks: MailBlock[] } {
  const { title } = v;
  const passkey = `“${v.passkey || 'Geçiş anahtarı'}”`;
  const at = v.at ? ` (${v.at})` : '';
  const whom = v.contact ? `${v.contact} adresine` : `${title} işletmecilerine`;
  const ifNotYou = (then: string, also = ''): MailBlock[] => [
    `Bunu siz yapmadıysanız, başka biri şifrenizi biliyor${also}. Lütfen şifrenizi hemen “Şifrenizi mi unuttunuz?” ile sıfırlayın:`,
    { link: v.resetLink },
    then,
  ];
  const withCode = ' ve kimlik doğrulama uygulamanızdan bir koda ya da bir kurtarma koduna sahipti';
  const texts: Record<SecurityNotice, () => { subject: string; blocks: MailBlock[] }> = {
    password: () => (v.byManager
      ? {
        subject: `Hesabınız için yeni bir şifre – ${title}`,
        blocks: [`${title} kullanıcı yöneticilerinden biri az önce hesabınız için yeni bir şifre belirledi. Bu sırada tüm cihazlarda oturumunuz kapatıldı.`,
          `Bunu siz istemediyseniz, lütfen hemen ${whom} başvurun.`],
      }
      : {
        subject: `Şifreniz değiştirildi – ${title}`,
        blocks: [`${title} hesabınızın şifresi az önce değiştirildi.`, ...ifNotYou(`Ayrıca lütfen ${whom} başvurun.`)],
      }),
    'mfa-on': () => ({
      subject: `İki faktörlü giriş açıldı – ${title}`,
      blocks: [`${title} hesabınız için iki faktörlü giriş az önce açıldı. Artık her girişte şifreden sonra bir kimlik doğrulama uygulamasından kod istenecek.`,
        ...ifNotYou(`Ardından hesabınızın iki faktörlü girişini sıfırlaması için ${whom} başvurun.`)],
    }),
    'mfa-off': () => (v.byManager
      ? {
        subject: `İki faktörlü giriş sıfırlandı – ${title}`,
        blocks: [`${title} kullanıcı yöneticilerinden biri, örneğin telefon ve kurtarma kodları kaybolduğu için, hesabınızın iki faktörlü girişini az önce kapattı. Hesabınız artık yalnızca şifreyle korunuyor; iki faktörlü girişi profilinizden yeniden açabilirsiniz.`,
          `Bunu siz istemediyseniz, lütfen hemen ${whom} başvurun.`],
      }
      : {
        subject: `İki faktörlü giriş kapatıldı – ${title}`,
        blocks: [`${title} hesabınız için iki faktörlü giriş az önce kapatıldı. Hesabınız artık yalnızca şifreyle korunuyor.`,
          ...ifNotYou(`Ardından iki faktörlü girişi profilinizden yeniden açın ve lütfen ${whom} başvurun.`, withCode)],
      }),
    'recovery-codes': () => ({
      subject: `Yeni kurtarma kodları – ${title}`,
      blocks: [`${title} hesabınız için az önce yeni kurtarma kodları oluşturuldu. Önceki kodlar artık geçerli değil.`,
        ...ifNotYou(`Ardından hesabınızın iki faktörlü girişinin sıfırlanması için lütfen hemen ${whom} başvurun.`, withCode)],
    }),
    'passkey-added': () => ({
      subject: `Hesabınıza bir geçiş anahtarı eklendi – ${title}`,
      blocks: [`${title} hesabınıza az önce ${passkey} geçiş anahtarı eklendi${at}. Bu anahtarla şifresiz giriş yapılabilir.`,
        'Bunu siz yapmadıysanız, lütfen geçiş anahtarını profilinizde “Geçiş anahtarları” altından hemen kaldırın ve şifrenizi “Şifrenizi mi unuttunuz?” ile sıfırlayın:',
        { link: v.resetLink },
        `Ayrıca lütfen hemen ${whom} başvurun.`],
    }),
    'passkey-removed': () => ({
      subject: `Hesabınızdan bir geçiş anahtarı kaldırıldı – ${title}`,
      blocks: [`${title} hesabınızdan az önce ${passkey} geçiş anahtarı kaldırıldı${at}. Bu anahtarla artık giriş yapılamaz.`,
        ...ifNotYou(`Ayrıca lütfen ${whom} başvurun.`)],
    }),
    'passkeys-reset': () => ({
      subject: `Geçiş anahtarlarınız sıfırlandı – ${title}`,
      blocks: [`${title} kullanıcı yöneticilerinden biri, örneğin bir cihaz kaybolduğu için, hesabınızın tüm geçiş anahtarlarını az önce kaldırdı${at}. Profilinizden yeni geçiş anahtarları ekleyebilirsiniz.`,
        `Bunu siz istemediyseniz, lütfen hemen ${whom} başvurun.`],
    }),
    'identity-linked': () => ({
      subject: `Başka bir hizmet üzerinden giriş bağlandı – ${title}`,
      blocks: [`${title} hesabınıza az önce bir kimlik sağlayıcı üzerinden giriş bağlandı. Artık orada da giriş yapabilirsiniz; bağlantıyı profilinizde “Diğer hizmetler üzerinden giriş” altında görebilir ve kaldırabilirsiniz.`,
        ...ifNotYou(`Ardından bağlantıyı profilinizden kaldırın ve lütfen ${whom} başvurun.`)],
    }),
    'identity-unlinked': () => ({
      subject: `Başka bir hizmet üzerinden girişin bağlantısı kaldırıldı – ${title}`,
      blocks: [`${title} hesabınızdan bir kimlik sağlayıcı üzerinden girişin bağlantısı az önce kaldırıldı.`,
        `Bunu siz yapmadıysanız, lütfen hemen ${whom} başvurun.`],
    }),
    'account-deleted': () => ({
      subject: `Hesabınız silindi – ${title}`,
      blocks: v.byManager
        ? [`${title} kullanıcı yöneticilerinden biri az önce hesabınızı sildi.`, `Bununla ilgili sorularınız varsa, lütfen ${whom} başvurun.`]
        : [`${title} hesabınız az önce şifrenizle silindi.`,
          `Bunu siz yapmadıysanız, lütfen hemen ${whom} başvurun. Silinen bir hesap geri getirilemez; istediğiniz zaman yeniden kaydolabilirsiniz.`],
    }),
  };
  return texts[v.notice]();
}

const OUTCOME_TEXT: Record<ReportOutcome, string> = {
  dismissed: 'Bildirilen katkıyı inceledik ve olduğu gibi bıraktık.',
  hidden: 'Bildirilen katkıyı gizledik.',
  shortened: 'Bildirilen katkıyı kısalttık.',
  deleted: 'Kaydı sildik.',
};

export const accountMails: AccountMailTexts = {
  validDays: (v) => `${v.days} gün`,

  invitation: (v) => ({
    subject: `“${v.workspace}” projesine davet edildiniz – ${v.title}`,
    blocks: [
      'Merhaba,',
      `${v.inviter} sizi ${v.title} sitesindeki “${v.workspace}” projesinin ekibinde çalışmaya davet etti. ${v.hasAccount
        ? 'Aşağıdaki bağlantıyı açın, bu adrese ait hesabınızla giriş yapın ve daveti kabul edin; ancak o zaman ekibe katılmış olursunuz:'
        : 'Aşağıdaki bağlantı üzerinden adınız ve şifrenizle hesabınızı oluşturursunuz ve ardından ekibe katılmış olursunuz:'}`,
      { link: v.link },
      `Bağlantı ${v.validFor} geçerlidir ve yalnızca bir kez kullanılabilir.`,
      `Bu davet size bir şey ifade etmiyorsa, lütfen bu e-postayı dikkate almayın. ${v.hasAccount ? 'Bu durumda ekibe katılmazsınız.' : 'Bu durumda hesap oluşturulmaz.'}`,
      `Saygılarımızla\n${v.title}`,
    ],
  }),

  securityNotice: (v) => {
    const { subject, blocks } = securityText(v);
    return { subject, blocks: ['Merhaba,', ...blocks, `Saygılarımızla\n${v.title}`] };
  },

  inactiveAccount: (v) => ({
    subject: `${v.title} hesabınız: Hesabınızı korumak istiyorsanız lütfen giriş yapın`,
    blocks: [
      'Merhaba,',
      `${v.months} aydan uzun süredir ${v.title} sitesine giriş yapmadınız. Verileri gereğinden uzun saklamamak için bu kadar uzun süre kullanılmayan hesapları siliyoruz.`,
      `Hesabınızı korumak istiyorsanız, lütfen ${v.deadline} tarihine kadar giriş yapın:`,
      { link: v.link },
      `Aksi hâlde hesabınızı ${v.deadline} tarihinden sonra ayarlarınız ve oylarınızla birlikte sileceğiz. ${v.keepsContributions
        ? 'Kayıtlarınız ve yorumlarınız adınız olmadan kalır.'
        : 'Kayıtlarınızı, yorumlarınızı ve fotoğraflarınızı da sileceğiz.'}`,
      'Hesabınıza artık ihtiyacınız yoksa hiçbir şey yapmanız gerekmez.',
      `Saygılarımızla\n${v.title}`,
    ],
  }),

  reportOutcome: (v) => {
    const entry = v.entry ? `“${v.entry}”` : `“${v.layer}” haritasındaki başlıksız`;
    return {
      subject: `${entry} kaydı hakkındaki bildiriminiz`,
      blocks: [
        'Merhaba,',
        `${entry} ${v.comment ? 'kaydına yapılan bir yorumu' : 'kaydını'} bildirdiğiniz için teşekkür ederiz. ${OUTCOME_TEXT[v.outcome]}`,
        ...(v.mapLink ? ['Haritadaki kayıt:', { link: v.mapLink }] : []),
        'Bu e-postayı katkıyı bildirdiğiniz için bir kez alıyorsunuz. Bildirimde adresinizi verdiyseniz, bu yanıt için kullandığımız adresinizi ardından sildik.',
        `Saygılarımızla\n${v.title}`,
      ],
    };
  },
};
