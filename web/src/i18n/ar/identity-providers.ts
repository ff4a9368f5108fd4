import type { Translation } from '../catalogue';
import type * as de from '../de/identity-providers';

export const confirm: Translation<typeof de.confirm> = {
  title: 'تأكيد تسجيل الدخول',
  createTitle: 'إنشاء حساب جديد عبر {provider}',
  createText: 'لا يوجد هنا حساب بعد لعنوان البريد الإلكتروني {email}. هل تريد إنشاء حساب؟ ستسجّل الدخول حينها عبر خدمة تسجيل الدخول، ولن تحتاج إلى كلمة مرور.',
  terms: 'أقبل شروط الاستخدام.',
  termsLink: 'قراءة شروط الاستخدام',
  create: 'إنشاء حساب',
  linkTitle: 'ربط الحساب',
  linkText: 'يوجد هنا بالفعل حساب بعنوان البريد الإلكتروني {email}. أدخل كلمة مروره لربط تسجيل الدخول عبر {provider} بهذا الحساب.',
  password: 'كلمة مرور حسابك',
  link: 'ربط الحساب',
  nothing: 'لا يوجد تسجيل دخول بانتظار تأكيدك.',
  toLogin: 'إلى تسجيل الدخول',
  failed: 'لم تنجح العملية.',
};

export const identities: Translation<typeof de.identities> = {
  title: 'تسجيل الدخول عبر خدمات أخرى',
  intro: 'يمكنك بهذه الخدمات تسجيل الدخول بالإضافة إلى كلمة المرور.',
  linked: 'مرتبط',
  notLinked: 'غير مرتبط',
  link: 'الربط مع {label}',
  unlink: 'فك الارتباط مع {label}',
  linkShort: 'ربط',
  unlinkShort: 'فك الارتباط',
  unlinked: 'تم فك الارتباط.',
  justLinked: 'أصبح تسجيل الدخول عبر الخدمة مرتبطًا بحسابك الآن.',
  failed: 'لم تنجح العملية.',
};
