import type { TeamMailTexts } from '../catalogue-types.js';
import type { MailBlock, TeamEventKind, TeamEventWords, TeamWords } from '../mail-words.js';

/** The team's mails in Turkish (translation of i18n/de/team-mails.ts). */

const entryName = (e: { entry: string; layer: string }) => (e.entry ? `“${e.entry}”` : `“${e.layer}” içindeki başlıksız`);

function eventLine(e: TeamEventWords): string {
  const where = `(harita “${e.layer}”)`;
  // An untitled entry is named by its map, which `where` names already.
  if (e.kind === 'eintraege') return e.entry ? `Yeni kayıt “${e.entry}” ${where}` : `Başlıksız yeni kayıt ${where}`;
  if (e.kind === 'meldungen') return `${entryName(e)} ${where} ${e.comment ? 'kaydına yapılan bir yorum hakkında bildirim' : 'kaydı hakkında bildirim'}`;
  return `${entryName(e)} ${where} ${e.comment ? 'kaydına yapılan bir yorum onay bekliyor' : 'kaydı onay bekliyor'}`;
}

const footer = (v: TeamWords): MailBlock[] => [
  `Bu e-postayı “${v.workspace}” projesinin ekibinde olduğunuz için alıyorsunuz. Ne zaman e-posta alacağınızı projenin yönetiminde “Ekip” altındaki “Ekip bildirimleri” bölümünden ayarlayabilirsiniz. Bu projeyle ilgili artık e-posta almamak için:`,
  { link: v.unsubscribeLink },
  `Saygılarımızla\n${v.title}`,
];

const SUBJECT: Record<TeamEventKind, string> = { eintraege: 'Yeni kayıt', meldungen: 'Yeni bildirim', freigaben: 'Onay bekliyor' };

const COUNT_TEXT: Record<TeamEventKind, (n: number) => string> = {
  eintraege: (n) => `${n} yeni kayıt`,
  meldungen: (n) => `${n} bildirim`,
  freigaben: (n) => `onay bekleyen ${n} katkı`,
};

const since = (kind: 'antwort' | 'erledigung', days: number) =>
  `Gecikmiş: ${kind === 'antwort' ? 'yanıtın' : 'tamamlanmanın'} son tarihi ${days === 0 ? 'bugündü' : `${days} gün önceydi`}`;

export const teamMails: TeamMailTexts = {
  teamEvent: (v) => ({
    subject: `“${v.workspace}” projesinde ${SUBJECT[v.event.kind].toLocaleLowerCase('tr')}: ${entryName(v.event)}`,
    blocks: [
      'Merhaba,',
      `“${v.workspace}” projesinde: ${eventLine(v.event)}.`,
      'Haritadaki kayıt:',
      { link: v.event.mapLink },
      v.event.kind === 'eintraege' ? 'Ekibin gelen kutusu:' : v.event.kind === 'meldungen' ? 'Ekibin gelen kutusundaki bildirimler:' : 'Ekibin gelen kutusunda onay bekleyen katkılar:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  teamDigest: (v) => ({
    subject: `“${v.workspace}” projesi için ${v.daily ? 'günlük' : 'haftalık'} özet`,
    blocks: [
      'Merhaba,',
      `“${v.workspace}” projesinde ${v.daily ? 'son günlük özetten' : 'son haftalık özetten'} bu yana: ${v.counts.map((c) => COUNT_TEXT[c.kind](c.n)).join(', ')}.`,
      ...v.listed.flatMap((e): MailBlock[] => [eventLine(e), { link: e.mapLink }]),
      ...(v.rest > 0 ? [`… ve ekibin gelen kutusunda ${v.rest} olay daha.`] : []),
      'Ekibin gelen kutusu:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  teamAssignment: (v) => {
    const to = [v.department && `“${v.department}”`, v.person].filter(Boolean).join(' · ');
    const more = v.more === 0 ? '' : ` ve ${v.more} kayıt daha`;
    return {
      subject: `“${v.workspace}” projesinde sorumluluk: ${entryName(v)}${more}`,
      blocks: [
        'Merhaba,',
        `“${v.workspace}” projesinde ${entryName(v)} kaydı (harita “${v.layer}”)${more} artık şu sorumluya atandı: ${to}.`,
        'Haritadaki kayıt:',
        { link: v.mapLink },
        'Ekibin gelen kutusundaki kayıtlarınız:',
        { link: v.inboxLink },
        ...footer(v),
      ],
    };
  },

  teamReminder: (v) => ({
    subject: `Hatırlatma: “${v.workspace}” projesinde ${v.count} gecikmiş kayıt`,
    blocks: [
      'Merhaba,',
      `“${v.workspace}” projesinde sorumlu olduğunuz ${v.count} kayıt gecikmiş durumda:`,
      ...v.listed.flatMap((e): MailBlock[] => [`${entryName(e)} (harita “${e.layer}”): ${since(e.kind, e.days)}`, { link: e.mapLink }]),
      ...(v.rest > 0 ? [`… ve ekibin gelen kutusunda ${v.rest} kayıt daha.`] : []),
      'Ekibin gelen kutusundaki gecikmiş kayıtlar:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),
};
