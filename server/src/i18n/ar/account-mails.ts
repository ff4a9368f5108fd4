import type { AccountMailTexts } from '../catalogue-types.js';
import type { MailBlock, ReportOutcome, SecurityNotice, SecurityWords } from '../mail-words.js';

/** The mails about an account and to reporters in Arabic (translation of i18n/de/account-mails.ts). */

/** `n` months in the form Arabic's plural rule (CLDR) asks for. */
function months(n: number): string {
  switch (new Intl.PluralRules('ar').select(n)) {
    case 'one': return 'شهر';
    case 'two': return 'شهرين';
    case 'few': return `${n} أشهر`;
    default: return `${n} شهرًا`;
  }
}

/** `n` days in the form Arabic's plural rule (CLDR) asks for. */
function days(n: number): string {
  switch (new Intl.PluralRules('ar').select(n)) {
    case 'one': return 'يوم واحد';
    case 'two': return 'يومين';
    case 'few': return `${n} أيام`;
    default: return `${n} يومًا`;
  }
}

function securityText(v: SecurityWords): { subject: string; blocks: MailBlock[] } {
  const { title } = v;
  const passkey = `«${v.passkey || 'مفتاح المرور'}»`;
  const at = v.at ? ` (${v.at})` : '';
  const whom = v.contact || `القائمين على ${title}`;
  const ifNotYou = (then: string, also = ''): MailBlock[] => [
    `إذا لم تكن أنت من فعل ذلك، فإن شخصًا آخر يعرف كلمة مرورك${also}. يرجى إعادة تعيينها فورًا عبر «هل نسيتم كلمة المرور؟»:`,
    { link: v.resetLink },
    then,
  ];
  const withCode = ' وكان لديه رمز من تطبيق المصادقة أو رمز استرداد';
  const texts: Record<SecurityNotice, () => { subject: string; blocks: MailBlock[] }> = {
    password: () => (v.byManager
      ? {
        subject: `كلمة مرور جديدة لحسابك – ${title}`,
        blocks: [`عيّن أحد مديري المستخدمين في ${title} للتو كلمة مرور جديدة لحسابك. وقد سُجّل خروجك من جميع الأجهزة.`,
          `إذا لم تطلب ذلك، يرجى التواصل فورًا مع ${whom}.`],
      }
      : {
        subject: `تم تغيير كلمة مرورك – ${title}`,
        blocks: [`تم للتو تغيير كلمة مرور حسابك في ${title}.`, ...ifNotYou(`يرجى أيضًا التواصل مع ${whom}.`)],
      }),
    'mfa-on': () => ({
      subject: `تم تشغيل تسجيل الدخول بعاملين – ${title}`,
      blocks: [`تم للتو تشغيل تسجيل الدخول بعاملين لحسابك في ${title}. من الآن يُطلب بعد كلمة المرور في كل تسجيل دخول رمز من تطبيق مصادقة.`,
        ...ifNotYou(`ثم اطلب من ${whom} إعادة تعيين تسجيل الدخول بعاملين لحسابك.`)],
    }),
    'mfa-off': () => (v.byManager
      ? {
        subject: `تمت إعادة تعيين تسجيل الدخول بعاملين – ${title}`,
        blocks: [`أوقف أحد مديري المستخدمين في ${title} للتو تسجيل الدخول بعاملين لحسابك، ربما بسبب فقدان الهاتف ورموز الاسترداد. حسابك الآن محمي بكلمة المرور فقط؛ يمكنك تشغيل تسجيل الدخول بعاملين مجددًا من ملفك الشخصي.`,
          `إذا لم تطلب ذلك، يرجى التواصل فورًا مع ${whom}.`],
      }
      : {
        subject: `تم إيقاف تسجيل الدخول بعاملين – ${title}`,
        blocks: [`تم للتو إيقاف تسجيل الدخول بعاملين لحسابك في ${title}. حسابك الآن محمي بكلمة المرور فقط.`,
          ...ifNotYou(`ثم شغّل تسجيل الدخول بعاملين مجددًا من ملفك الشخصي ويرجى التواصل مع ${whom}.`, withCode)],
      }),
    'recovery-codes': () => ({
      subject: `رموز استرداد جديدة – ${title}`,
      blocks: [`تم للتو إنشاء رموز استرداد جديدة لحسابك في ${title}. لم تعد الرموز السابقة صالحة.`,
        ...ifNotYou(`ثم يرجى التواصل فورًا مع ${whom} لإعادة تعيين تسجيل الدخول بعاملين لحسابك.`, withCode)],
    }),
    'passkey-added': () => ({
      subject: `أُضيف مفتاح مرور إلى حسابك – ${title}`,
      blocks: [`أُضيف للتو مفتاح المرور ${passkey} إلى حسابك في ${title}${at}. يمكن به تسجيل الدخول دون كلمة مرور.`,
        'إذا لم تكن أنت من فعل ذلك، يرجى إزالة مفتاح المرور فورًا من ملفك الشخصي تحت «مفاتيح المرور» وإعادة تعيين كلمة مرورك عبر «هل نسيتم كلمة المرور؟»:',
        { link: v.resetLink },
        `يرجى أيضًا التواصل فورًا مع ${whom}.`],
    }),
    'passkey-removed': () => ({
      subject: `أُزيل مفتاح مرور من حسابك – ${title}`,
      blocks: [`أُزيل للتو مفتاح المرور ${passkey} من حسابك في ${title}${at}. لم يعد تسجيل الدخول به ممكنًا.`,
        ...ifNotYou(`يرجى أيضًا التواصل مع ${whom}.`)],
    }),
    'passkeys-reset': () => ({
      subject: `تمت إعادة تعيين مفاتيح المرور الخاصة بك – ${title}`,
      blocks: [`أزال أحد مديري المستخدمين في ${title} للتو جميع مفاتيح المرور من حسابك${at}، ربما بسبب فقدان جهاز. يمكنك إضافة مفاتيح مرور جديدة من ملفك الشخصي.`,
        `إذا لم تطلب ذلك، يرجى التواصل فورًا مع ${whom}.`],
    }),
    'identity-linked': () => ({
      subject: `تم ربط تسجيل الدخول عبر خدمة أخرى – ${title}`,
      blocks: [`تم للتو ربط تسجيل الدخول عبر مزوّد هوية بحسابك في ${title}. يمكنك الآن تسجيل الدخول من هناك أيضًا؛ وتجد الربط وتستطيع فكّه تحت «تسجيل الدخول عبر خدمات أخرى» في ملفك الشخصي.`,
        ...ifNotYou(`ثم فُكّ الربط من ملفك الشخصي ويرجى التواصل مع ${whom}.`)],
    }),
    'identity-unlinked': () => ({
      subject: `تم فك ربط تسجيل الدخول عبر خدمة أخرى – ${title}`,
      blocks: [`تم للتو فك ربط تسجيل الدخول عبر مزوّد هوية من حسابك في ${title}.`,
        `إذا لم تكن أنت من فعل ذلك، يرجى التواصل فورًا مع ${whom}.`],
    }),
    'account-deleted': () => ({
      subject: `تم حذف حسابك – ${title}`,
      blocks: v.byManager
        ? [`حذف أحد مديري المستخدمين في ${title} حسابك للتو.`, `إذا كانت لديك أسئلة حول ذلك، يرجى التواصل مع ${whom}.`]
        : [`تم للتو حذف حسابك في ${title} باستخدام كلمة مرورك.`,
          `إذا لم تكن أنت من فعل ذلك، يرجى التواصل فورًا مع ${whom}. لا يمكن استعادة حساب محذوف؛ يمكنك التسجيل من جديد في أي وقت.`],
    }),
  };
  return texts[v.notice]();
}

const OUTCOME_TEXT: Record<ReportOutcome, string> = {
  dismissed: 'راجعنا المساهمة المُبلَّغ عنها وتركناها كما هي.',
  hidden: 'أخفينا المساهمة المُبلَّغ عنها.',
  shortened: 'اختصرنا المساهمة المُبلَّغ عنها.',
  deleted: 'حذفنا المُدخَل.',
};

export const accountMails: AccountMailTexts = {
  validDays: (v) => `لمدة ${days(v.days)}`,

  invitation: (v) => ({
    subject: `تمت دعوتك إلى المشروع «${v.workspace}» – ${v.title}`,
    blocks: [
      'مرحبًا،',
      `دعاك ${v.inviter} إلى العمل في فريق المشروع «${v.workspace}» في ${v.title}. ${v.hasAccount
        ? 'افتح الرابط التالي وسجّل الدخول بحسابك المرتبط بهذا العنوان واقبل الدعوة؛ عندها فقط تصبح عضوًا في الفريق:'
        : 'عبر الرابط التالي تنشئ حسابك باسمك وكلمة مرور، ثم تصبح عضوًا في الفريق:'}`,
      { link: v.link },
      `الرابط صالح ${v.validFor} ولا يمكن استخدامه إلا مرة واحدة.`,
      `إذا كانت هذه الدعوة لا تعنيك، يرجى تجاهل هذه الرسالة. ${v.hasAccount ? 'لن تنضم عندها إلى الفريق.' : 'لن يُنشأ عندها أي حساب.'}`,
      `مع أطيب التحيات\n${v.title}`,
    ],
  }),

  securityNotice: (v) => {
    const { subject, blocks } = securityText(v);
    return { subject, blocks: ['مرحبًا،', ...blocks, `مع أطيب التحيات\n${v.title}`] };
  },

  inactiveAccount: (v) => ({
    subject: `حسابك في ${v.title}: يرجى تسجيل الدخول إذا كنت تريد الاحتفاظ به`,
    blocks: [
      'مرحبًا،',
      `لم تسجّل الدخول إلى ${v.title} منذ أكثر من ${months(v.months)}. حتى لا نحتفظ بالبيانات أطول من اللازم، نحذف الحسابات التي لم تُستخدم طوال هذه المدة.`,
      `إذا كنت تريد الاحتفاظ بحسابك، يرجى تسجيل الدخول حتى ${v.deadline}:`,
      { link: v.link },
      `وإلا فسنحذف حسابك بعد ${v.deadline} مع إعداداتك وأصواتك. ${v.keepsContributions
        ? 'تبقى مُدخَلاتك وتعليقاتك دون اسمك.'
        : 'وسنحذف معه مُدخَلاتك وتعليقاتك وصورك.'}`,
      'إذا لم تعد بحاجة إلى حسابك، فلا داعي لفعل أي شيء.',
      `مع أطيب التحيات\n${v.title}`,
    ],
  }),

  reportOutcome: (v) => {
    const entry = v.entry ? `«${v.entry}»` : `بلا عنوان في الخريطة «${v.layer}»`;
    return {
      subject: `بلاغك عن المُدخَل ${entry}`,
      blocks: [
        'مرحبًا،',
        `شكرًا لبلاغك عن ${v.comment ? 'تعليق على المُدخَل' : 'المُدخَل'} ${entry}. ${OUTCOME_TEXT[v.outcome]}`,
        ...(v.mapLink ? ['المُدخَل على الخريطة:', { link: v.mapLink }] : []),
        'تتلقى هذه الرسالة مرة واحدة لأنك أبلغت عن المساهمة. وقد حذفنا بعد ذلك عنوانك الذي استخدمناه لهذا الرد، إن كنت قد أدخلته مع البلاغ.',
        `مع أطيب التحيات\n${v.title}`,
      ],
    };
  },
};
