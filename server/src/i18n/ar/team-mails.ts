import type { TeamMailTexts } from '../catalogue-types.js';
import type { MailBlock, TeamEventKind, TeamEventWords, TeamWords } from '../mail-words.js';

/** The team's mails in Arabic (translation of i18n/de/team-mails.ts). */

const entryName = (e: { entry: string; layer: string }) => (e.entry ? `«${e.entry}»` : `بلا عنوان في «${e.layer}»`);

/** `n` with the noun in the form Arabic's plural rule (CLDR) asks for: one, two, few (3–10),
 *  many and other. */
function counted(n: number, forms: { one: string; two: string; few: string; many: string }): string {
  switch (new Intl.PluralRules('ar').select(n)) {
    case 'one': return forms.one;
    case 'two': return forms.two;
    case 'few': return `${n} ${forms.few}`;
    default: return `${n} ${forms.many}`;
  }
}

function eventLine(e: TeamEventWords): string {
  const where = `(الخريطة «${e.layer}»)`;
  if (e.kind === 'eintraege') return `مُدخَل جديد ${entryName(e)} ${where}`;
  if (e.kind === 'meldungen') return `بلاغ عن ${e.comment ? 'تعليق على المُدخَل' : 'المُدخَل'} ${entryName(e)} ${where}`;
  return `${e.comment ? 'تعليق على المُدخَل' : 'المُدخَل'} ${entryName(e)} ${where} بانتظار الموافقة`;
}

const footer = (v: TeamWords): MailBlock[] => [
  `تتلقى هذه الرسالة لأنك عضو في فريق المشروع «${v.workspace}». يمكنك تحديد متى تتلقى الرسائل في إدارة المشروع تحت «الفريق» في «إشعارات الفريق». لإيقاف الرسائل حول هذا المشروع:`,
  { link: v.unsubscribeLink },
  `مع أطيب التحيات\n${v.title}`,
];

const SUBJECT: Record<TeamEventKind, string> = { eintraege: 'مُدخَل جديد', meldungen: 'بلاغ جديد', freigaben: 'بانتظار الموافقة' };

const COUNT_TEXT: Record<TeamEventKind, (n: number) => string> = {
  eintraege: (n) => counted(n, { one: 'مُدخَل جديد واحد', two: 'مُدخَلان جديدان', few: 'مُدخَلات جديدة', many: 'مُدخَلًا جديدًا' }),
  meldungen: (n) => counted(n, { one: 'بلاغ واحد', two: 'بلاغان', few: 'بلاغات', many: 'بلاغًا' }),
  freigaben: (n) => counted(n, { one: 'مساهمة واحدة بانتظار الموافقة', two: 'مساهمتان بانتظار الموافقة', few: 'مساهمات بانتظار الموافقة', many: 'مساهمةً بانتظار الموافقة' }),
};

const days = (n: number) => counted(n, { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا' });
const since = (kind: 'antwort' | 'erledigung', n: number) =>
  `متأخر: ${kind === 'antwort' ? 'كان الرد' : 'كان الإنجاز'} مستحقًا ${n === 0 ? 'اليوم' : `منذ ${days(n)}`}`;

export const teamMails: TeamMailTexts = {
  teamEvent: (v) => ({
    subject: `${SUBJECT[v.event.kind]} في المشروع «${v.workspace}»: ${entryName(v.event)}`,
    blocks: [
      'مرحبًا،',
      `في المشروع «${v.workspace}»: ${eventLine(v.event)}.`,
      'المُدخَل على الخريطة:',
      { link: v.event.mapLink },
      v.event.kind === 'eintraege' ? 'صندوق الوارد للفريق:' : v.event.kind === 'meldungen' ? 'البلاغات في صندوق الوارد للفريق:' : 'المساهمات بانتظار الموافقة في صندوق الوارد للفريق:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  teamDigest: (v) => ({
    subject: `الملخص ${v.daily ? 'اليومي' : 'الأسبوعي'} للمشروع «${v.workspace}»`,
    blocks: [
      'مرحبًا،',
      `في المشروع «${v.workspace}» ${v.daily ? 'منذ الملخص اليومي الأخير' : 'منذ الملخص الأسبوعي الأخير'}: ${v.counts.map((c) => COUNT_TEXT[c.kind](c.n)).join('، ')}.`,
      ...v.listed.flatMap((e): MailBlock[] => [eventLine(e), { link: e.mapLink }]),
      ...(v.rest > 0 ? [`… و${counted(v.rest, { one: 'حدث آخر', two: 'حدثان آخران', few: 'أحداث أخرى', many: 'حدثًا آخر' })} في صندوق الوارد للفريق.`] : []),
      'صندوق الوارد للفريق:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  teamAssignment: (v) => {
    const to = [v.department && `«${v.department}»`, v.person].filter(Boolean).join(' · ');
    const more = v.more === 0 ? '' : ` و${counted(v.more, { one: 'مُدخَل آخر', two: 'مُدخَلان آخران', few: 'مُدخَلات أخرى', many: 'مُدخَلًا آخر' })}`;
    return {
      subject: `المسؤولية في المشروع «${v.workspace}»: ${entryName(v)}${more}`,
      blocks: [
        'مرحبًا،',
        `في المشروع «${v.workspace}» أُسند الآن المُدخَل ${entryName(v)} (الخريطة «${v.layer}»)${more} إلى: ${to}.`,
        'المُدخَل على الخريطة:',
        { link: v.mapLink },
        'مُدخَلاتك في صندوق الوارد للفريق:',
        { link: v.inboxLink },
        ...footer(v),
      ],
    };
  },

  teamReminder: (v) => {
    const overdue = counted(v.count, { one: 'مُدخَل متأخر واحد', two: 'مُدخَلان متأخران', few: 'مُدخَلات متأخرة', many: 'مُدخَلًا متأخرًا' });
    return {
      subject: `تذكير: ${overdue} في المشروع «${v.workspace}»`,
      blocks: [
        'مرحبًا،',
        `في المشروع «${v.workspace}» عدد المُدخَلات المتأخرة التي أنت مسؤول عنها: ${v.count}.`,
        ...v.listed.flatMap((e): MailBlock[] => [`${entryName(e)} (الخريطة «${e.layer}»): ${since(e.kind, e.days)}`, { link: e.mapLink }]),
        ...(v.rest > 0 ? [`… و${counted(v.rest, { one: 'مُدخَل آخر', two: 'مُدخَلان آخران', few: 'مُدخَلات أخرى', many: 'مُدخَلًا آخر' })} في صندوق الوارد للفريق.`] : []),
        'المُدخَلات المتأخرة في صندوق الوارد للفريق:',
        { link: v.inboxLink },
        ...footer(v),
      ],
    };
  },
};
