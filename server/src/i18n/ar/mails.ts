import type { CitizenMailTexts } from '../catalogue-types.js';
import type { AlertConfirmWords, AlertItemWords, AlertWords, FollowerWords, MailBlock, MailWords, ProjectUpdateWords } from '../mail-words.js';

/** The citizen's mails in Arabic (translation of i18n/de/mails.ts); the HTML part is laid out
 *  right to left (mail.templates.ts render). */

const entryName = (v: FollowerWords) => (v.entry ? `«${v.entry}»` : `في «${v.layer}»`);

/** How an entry of an area alert is named: its title in quotes, else the layer it is in. */
const alertItemName = (i: AlertItemWords | undefined) => (i?.entry ? `«${i.entry}»` : `في «${i?.layer ?? ''}»`);

/** `count` with the noun in the form Arabic's plural rule (CLDR) asks for. */
function comments(count: number): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one': return 'تعليق جديد';
    case 'two': return 'تعليقان جديدان';
    case 'few': return `${count} تعليقات جديدة`;
    default: return `${count} تعليقًا جديدًا`;
  }
}

const followerFooter = (v: FollowerWords): MailBlock[] => [
  'المُدخَل على الخريطة:',
  { link: v.mapLink },
  ...(v.reporter ? [
    'تتلقى هذه الرسالة لأنك أبلغتنا بطلبك وطلبت إعلامك بمستجداته. لإيقاف الرسائل حول هذا المُدخَل:',
    { link: v.unsubscribeLink },
  ] : [
    'تتلقى هذه الرسالة لأنك تتابع هذا المُدخَل. لإيقاف الرسائل حول هذا المُدخَل:',
    { link: v.unsubscribeLink },
    `يمكنك إيقاف جميع الرسائل حول المدخلات من ملفك الشخصي في ${v.title} عبر «لا رسائل بريد إلكتروني».`,
  ]),
  `مع أطيب التحيات\n${v.title}`,
];

export const mails: CitizenMailTexts = {
  validFor: (v) => (v.minutes >= 60 ? `لمدة ${v.minutes / 60} ساعة` : `لمدة ${v.minutes} دقيقة`),

  activation: (v) => ({
    subject: `يرجى تأكيد تسجيلك في ${v.title}`,
    blocks: [
      'مرحبًا،',
      `شكرًا لتسجيلك في ${v.title}. يرجى فتح الرابط التالي وإدخال كلمة المرور التي اخترتها عند التسجيل للتأكيد:`,
      { link: v.link },
      `بعد ذلك يتم تفعيل حسابك وتسجيل دخولك. الرابط صالح ${v.validFor} ولا يمكن استخدامه إلا مرة واحدة.`,
      `إذا لم تسجل في ${v.title}، يرجى تجاهل هذه الرسالة. لن يتم تفعيل أي حساب عندئذ.`,
      `مع أطيب التحيات\n${v.title}`,
    ],
  }),

  passwordReset: (v) => ({
    subject: `يرجى تأكيد كلمة المرور الجديدة في ${v.title}`,
    blocks: [
      'مرحبًا،',
      `تم طلب كلمة مرور جديدة لحسابك في ${v.title}. لا تصبح كلمة المرور الجديدة صالحة إلا عندما تفتح الرابط التالي وتدخلها هناك مرة أخرى للتأكيد:`,
      { link: v.link },
      `حتى ذلك الحين تبقى كلمة مرورك الحالية صالحة. الرابط صالح ${v.validFor} ولا يمكن استخدامه إلا مرة واحدة. عند التأكيد يتم تسجيل خروجك من جميع الأجهزة.`,
      'إذا لم تطلب كلمة مرور جديدة، يرجى تجاهل هذه الرسالة. تبقى كلمة مرورك عندئذ دون تغيير.',
      `مع أطيب التحيات\n${v.title}`,
    ],
  }),

  accountLocked: (v) => ({
    subject: `حسابك محظور – ${v.title}`,
    blocks: [
      'مرحبًا،',
      `جرت للتو محاولة لتسجيل حساب في ${v.title} بعنوان بريدك الإلكتروني. يوجد بالفعل حساب لهذا العنوان وهو محظور. التسجيل الجديد لا يرفع الحظر ولا يغير شيئًا في حسابك.`,
      `إذا كانت لديك أسئلة حول الحظر، يرجى التواصل مع ${v.contact ? v.contact : `القائمين على ${v.title}`}.`,
      'إذا لم تكن تريد التسجيل، يرجى تجاهل هذه الرسالة.',
      `مع أطيب التحيات\n${v.title}`,
    ],
  }),

  reporterReceipt: (v) => ({
    subject: `وصل بلاغك – المُدخَل ${entryName(v)}`,
    blocks: [
      'مرحبًا،',
      `وصل بلاغك. سجلناه بوصفه المُدخَل ${entryName(v)} (${v.layer}) وسنكتب إليك عندما تتغير حالته أو يصدر رد رسمي.`,
      ...followerFooter({ ...v, reporter: true }),
    ],
  }),

  followerStatus: (v) => ({
    subject: `حالة جديدة «${v.status}» – المُدخَل ${entryName(v)}`,
    blocks: [
      'مرحبًا،',
      `للمُدخَل ${entryName(v)} (${v.layer}) حالة جديدة: ${v.status}.`,
      ...(v.note ? [`ملاحظة: ${v.note}`] : []),
      ...followerFooter(v),
    ],
  }),

  followerAnswer: (v) => ({
    subject: `رد رسمي على المُدخَل ${entryName(v)}`,
    blocks: [
      'مرحبًا،',
      `يوجد رد رسمي من ${v.organisation} على المُدخَل ${entryName(v)} (${v.layer}):`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  followerResponse: (v) => ({
    subject: `حالة جديدة «${v.status}» ورد رسمي – المُدخَل ${entryName(v)}`,
    blocks: [
      'مرحبًا،',
      `للمُدخَل ${entryName(v)} (${v.layer}) حالة جديدة: ${v.status}.`,
      ...(v.note ? [`ملاحظة: ${v.note}`] : []),
      `ويوجد أيضًا رد رسمي من ${v.organisation}:`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  commentDigest: (v) => ({
    subject: `${comments(v.count)} على المُدخَل ${entryName(v)}`,
    blocks: [
      'مرحبًا،',
      `على المُدخَل ${entryName(v)} (${v.layer}): ${comments(v.count)}`,
      ...v.quoted.map((c) => `${c.author || 'شخص ما'} يكتب:\n${c.text}`),
      ...(v.rest > 0 ? [`… و${v.rest === 1 ? 'تعليق آخر' : ` ${v.rest} أخرى`} على الخريطة.`] : []),
      ...followerFooter(v),
    ],
  }),
  areaAlertConfirm: (v: AlertConfirmWords) => ({
    subject: `يرجى تأكيد إشعارك لدى ${v.title}`,
    blocks: [
      'مرحبًا،',
      `طُلب لدى ${v.title} إشعار بالإدخالات الجديدة في منطقة لعنوان البريد الإلكتروني هذا. يرجى فتح الرابط التالي والتأكيد هناك:`,
      { link: v.link },
      `لن تصلك رسائل إلا بعد ذلك. بدون تأكيد يُحذف الإشعار بعد ${v.days} أيام. إذا لم تطلب شيئًا فيرجى تجاهل هذه الرسالة.`,
      `مع أطيب التحيات\n${v.title}`,
    ],
  }),

  areaAlert: (v: AlertWords) => ({
    subject: v.frequency === 'sofort'
      ? `${v.items[0]?.kind === 'status' ? 'حالة جديدة' : 'إدخال جديد'} في منطقتك: ${alertItemName(v.items[0])}`
      : `ملخصك ${v.frequency === 'taeglich' ? 'اليومي' : 'الأسبوعي'}: ${v.count} مستجدات في منطقتك`,
    blocks: [
      'مرحبًا،',
      v.frequency === 'sofort' ? 'هناك جديد في المنطقة التي طلبت الإشعار عنها:' : `هناك ${v.count} مستجدات في المنطقة التي طلبت الإشعار عنها:`,
      ...v.items.flatMap((i): MailBlock[] => [
        i.kind === 'status' ? `حالة جديدة «${i.status}»: ${alertItemName(i)} (${i.layer})` : `إدخال جديد: ${alertItemName(i)} (${i.layer})`,
        { link: i.mapLink },
      ]),
      ...(v.rest > 0 ? [`… و${v.rest} أخرى على الخريطة.`] : []),
      'كل المستجدات كخلاصة (Atom):',
      { link: v.feedLink },
      'تصلك هذه الرسالة لأنك طلبت هذا الإشعار. إلغاء الإشعار:',
      { link: v.unsubscribeLink },
      `مع أطيب التحيات\n${v.title}`,
    ],
  }),
  projectUpdate: (v: ProjectUpdateWords): MailWords => ({
    subject: `أخبار من المشروع «${v.project}»: ${v.updateTitle}`,
    blocks: [
      `أخبار من المشروع «${v.project}»:`,
      v.updateTitle,
      v.text,
      'إلى المشروع:',
      { link: v.projectLink },
      `لماذا تصلني هذه الرسالة؟ ${v.follows ? 'أنت تتابع المشروع' : 'لقد شاركت في المشروع'} «${v.project}». لا مزيد من الأخبار من هذا المشروع:`,
      { link: v.unsubscribeLink },
      `مع أطيب التحيات\n${v.title}`,
    ],
  }),
};
