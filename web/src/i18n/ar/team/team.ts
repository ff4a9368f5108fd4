import type { Translation } from '../../catalogue';
import type * as de from '../../de/team';

export const team: Translation<typeof de.team> = {
  title: 'الفريق',
  hint: 'يدير هؤلاء الأشخاص المشروع مع مالكه: يحرّرون المشروع وخرائطه والفريق.',
  empty: 'لا ينتمي أحد إلى الفريق بعد سوى المالك.',
  invite: 'دعوة إلى الفريق',
  inviteTitle: 'دعوة إلى الفريق',
  inviteHint: 'يتلقى الشخص دعوة بالبريد الإلكتروني صالحة لمدة 7 أيام، وينضم إلى الفريق فور قبوله الدعوة – بحسابه أو بحساب جديد.',
  email: 'عنوان البريد الإلكتروني',
  submit: 'دعوة',
  inviteFailed: 'تعذّر إرسال الدعوة.',
  openTitle: 'الدعوات المفتوحة',
  openEmpty: 'لا توجد دعوات مفتوحة.',
  openDetail: 'دعوة من {by}، صالحة حتى {until}',
  withdraw: 'سحب الدعوة',
  withdrawLabel: 'سحب الدعوة الموجّهة إلى {email}',
  withdrawQuestion: 'هل تريدون فعلًا سحب الدعوة الموجّهة إلى {email}؟ لن يعود الرابط الوارد في البريد الإلكتروني صالحًا بعد ذلك.',
  withdrawn: 'تم سحب الدعوة.',
  withdrawFailed: 'تعذّر سحب الدعوة.',
};

export const invitation: Translation<typeof de.invitation> = {
  title: 'دعوة',
  invited: 'تمت دعوتكم إلى مشروع «{project}»',
  by: 'يدعوكم {name} إلى العمل في فريق المشروع. الدعوة موجّهة إلى {email}.',
  newAccount: 'لذلك أنشئوا حسابكم: يكفي اسمكم وكلمة مرور، فعنوان بريدكم الإلكتروني مؤكَّد بالدعوة.',
  name: 'اسمكم',
  privacyMissing: 'يُرجى الموافقة على سياسة الخصوصية لإنشاء حسابكم.',
  password: 'كلمة المرور',
  accept: 'قبول الدعوة',
  sending: 'جارٍ القبول …',
  hasAccount: 'يوجد حساب بالفعل للعنوان {email}. سجّلوا الدخول به ثم اقبلوا الدعوة هنا.',
  toLogin: 'إلى تسجيل الدخول',
  otherAccount: 'أنتم مسجّلون الدخول بحساب آخر. الدعوة موجّهة إلى {email}: يُرجى تسجيل الخروج ثم تسجيل الدخول بهذا العنوان.',
  accepted: 'مرحبًا بكم في فريق «{project}».',
  failed: 'تعذّر قبول الدعوة.',
  checking: 'جارٍ التحقق من الدعوة …',
  toProjects: 'إلى «مشاريعي»',
};

export const myProjects: Translation<typeof de.myProjects> = {
  title: 'مشاريعي',
  intro: 'المشاريع التي تديرونها بصفتكم مالكين أو أعضاء في الفريق.',
  empty: 'لا تديرون أي مشروع بعد. عندما يدعوكم أحد إلى فريق، يظهر المشروع هنا.',
  loadFailed: 'تعذّر تحميل المشاريع.',
  owner: 'المالك: {name}',
  ownerYou: 'المالك: أنتم',
  team: 'أنتم أعضاء في الفريق.',
  publicBadge: 'عام',
  manage: 'إدارة',
  manageLabel: 'إدارة مشروع {name}',
  toMap: 'الخريطة',
  toMapLabel: 'خريطة مشروع {name}',
  mapsOf: 'خرائط مشروع {name}',
  waiting: '{n, plural, one {إدخال واحد بانتظار الموافقة} two {إدخالان بانتظار الموافقة} few {# إدخالات بانتظار الموافقة} many {# إدخالًا بانتظار الموافقة} other {# إدخال بانتظار الموافقة}}',
  reported: '{n, plural, one {بلاغ واحد} two {بلاغان} few {# بلاغات} many {# بلاغًا} other {# بلاغ}}',
};
