import type { Translation } from '../catalogue';
import type * as de from '../de/common';

export const nav: Translation<typeof de.nav> = {
  toggle: 'إظهار التنقل أو إخفاؤه',
  collectData: 'إدخال البيانات',
  projects: 'المشاريع',
  defaultHome: 'الصفحة الرئيسية',
  help: 'مساعدة',
  contact: 'اتصل بنا',
  imprint: 'بيانات الناشر',
  profile: 'الملف الشخصي',
  login: 'تسجيل الدخول',
  administration: 'الإدارة',
  logout: 'تسجيل الخروج',
  register: 'إنشاء حساب',
  emailPlaceholder: 'البريد الإلكتروني',
  passwordPlaceholder: 'كلمة المرور',
  externalLink: '(يفتح صفحة خارجية)',
  project: 'المشروع',
  workspaces: 'المشاريع',
  myProjects: 'مشاريعي',
  contributions: 'مساهماتي',
  newItems: '{n, plural, zero {لا توجد مساهمات جديدة} one {مساهمة جديدة واحدة} two {مساهمتان جديدتان} few {# مساهمات جديدة} many {# مساهمة جديدة} other {# مساهمة جديدة}}',
  inboxLink: '{n, plural, =0 {الوارد} other {الوارد (# جديد)}}',
  figuresLink: 'الأرقام الرئيسية',
  inboxLabel: '{n, plural, =0 {الوارد لمشروع {project}} other {الوارد لمشروع {project} (# جديد)}}',
  language: 'اللغة',
};
