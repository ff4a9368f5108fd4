import type { CitizenMailTexts } from '../catalogue-types.js';
import type { AlertConfirmWords, AlertItemWords, AlertWords, FollowerWords, MailBlock, MailWords, ProjectUpdateWords } from '../mail-words.js';

/** The citizen's mails in Ukrainian (translation of i18n/de/mails.ts). */

const entryName = (v: FollowerWords) => (v.entry ? `«${v.entry}»` : `у «${v.layer}»`);

/** How an entry of an area alert is named: its title in quotes, else the layer it is in. */
const alertItemName = (i: AlertItemWords | undefined) => (i?.entry ? `«${i.entry}»` : `у «${i?.layer ?? ''}»`);

/** The form of a counted noun by Ukrainian's plural rule (CLDR one/few/many). */
const form = (count: number, one: string, few: string, many: string) => {
  const rule = new Intl.PluralRules('uk').select(count);
  return rule === 'one' ? one : rule === 'few' ? few : many;
};

const followerFooter = (v: FollowerWords): MailBlock[] => [
  'Запис на карті:',
  { link: v.mapLink },
  ...(v.reporter ? [
    'Ви отримуєте цей лист, тому що повідомили нам про своє звернення і хотіли отримувати новини про його стан. Більше не отримувати листів про цей запис:',
    { link: v.unsubscribeLink },
  ] : [
    'Ви отримуєте цей лист, тому що стежите за записом. Більше не отримувати листів про цей запис:',
    { link: v.unsubscribeLink },
    `Усі листи про записи можна вимкнути у вашому профілі на ${v.title} за допомогою «Без листів».`,
  ]),
  `З повагою\n${v.title}`,
];

export const mails: CitizenMailTexts = {
  validFor: (v) => (v.minutes >= 60
    ? `${v.minutes / 60} ${form(v.minutes / 60, 'годину', 'години', 'годин')}`
    : `${v.minutes} ${form(v.minutes, 'хвилину', 'хвилини', 'хвилин')}`),

  activation: (v) => ({
    subject: `Будь ласка, підтвердьте свою реєстрацію на ${v.title}`,
    blocks: [
      'Добрий день,',
      `дякуємо за реєстрацію на ${v.title}. Будь ласка, відкрийте це посилання і для підтвердження введіть там пароль, який ви вибрали під час реєстрації:`,
      { link: v.link },
      `Після цього ваш обліковий запис буде активовано, і ви ввійдете в систему. Посилання дійсне ${v.validFor} і може бути використане лише один раз.`,
      `Якщо ви не реєструвалися на ${v.title}, просто проігноруйте цей лист. Тоді жоден обліковий запис не буде активовано.`,
      `З повагою\n${v.title}`,
    ],
  }),

  passwordReset: (v) => ({
    subject: `Будь ласка, підтвердьте свій новий пароль на ${v.title}`,
    blocks: [
      'Добрий день,',
      `для вашого облікового запису на ${v.title} запитано новий пароль. Новий пароль стане дійсним лише тоді, коли ви відкриєте це посилання і для підтвердження введете його там ще раз:`,
      { link: v.link },
      `До того часу діє ваш попередній пароль. Посилання дійсне ${v.validFor} і може бути використане лише один раз. Після підтвердження ви вийдете з системи на всіх пристроях.`,
      'Якщо ви не запитували новий пароль, просто проігноруйте цей лист. Тоді ваш пароль залишиться без змін.',
      `З повагою\n${v.title}`,
    ],
  }),

  accountLocked: (v) => ({
    subject: `Ваш обліковий запис заблоковано – ${v.title}`,
    blocks: [
      'Добрий день,',
      `щойно хтось спробував зареєструвати обліковий запис на ${v.title} з вашою адресою електронної пошти. Для цієї адреси вже є обліковий запис, і він заблокований. Нова реєстрація не знімає блокування і нічого не змінює у вашому обліковому записі.`,
      `Якщо у вас є запитання щодо блокування, зверніться, будь ласка, ${v.contact ? `на адресу ${v.contact}` : `до операторів ${v.title}`}.`,
      'Якщо ви не хотіли реєструватися, просто проігноруйте цей лист.',
      `З повагою\n${v.title}`,
    ],
  }),

  reporterReceipt: (v) => ({
    subject: `Ваше повідомлення отримано – запис ${entryName(v)}`,
    blocks: [
      'Добрий день,',
      `ваше повідомлення отримано. Ми зареєстрували його як запис ${entryName(v)} (${v.layer}) і напишемо вам, коли зміниться його статус або з’явиться офіційна відповідь.`,
      ...followerFooter({ ...v, reporter: true }),
    ],
  }),

  followerStatus: (v) => ({
    subject: `Новий статус «${v.status}» – запис ${entryName(v)}`,
    blocks: [
      'Добрий день,',
      `запис ${entryName(v)} (${v.layer}) має новий статус: ${v.status}.`,
      ...(v.note ? [`Примітка: ${v.note}`] : []),
      ...followerFooter(v),
    ],
  }),

  followerAnswer: (v) => ({
    subject: `Офіційна відповідь на запис ${entryName(v)}`,
    blocks: [
      'Добрий день,',
      `на запис ${entryName(v)} (${v.layer}) є офіційна відповідь від ${v.organisation}:`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  followerResponse: (v) => ({
    subject: `Новий статус «${v.status}» і офіційна відповідь – запис ${entryName(v)}`,
    blocks: [
      'Добрий день,',
      `запис ${entryName(v)} (${v.layer}) має новий статус: ${v.status}.`,
      ...(v.note ? [`Примітка: ${v.note}`] : []),
      `Крім того, є офіційна відповідь від ${v.organisation}:`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  commentDigest: (v) => ({
    subject: `${v.count === 1 ? 'Новий коментар' : `${v.count} ${form(v.count, 'новий коментар', 'нові коментарі', 'нових коментарів')}`} до запису ${entryName(v)}`,
    blocks: [
      'Добрий день,',
      `до запису ${entryName(v)} (${v.layer}) ${v.count === 1 ? 'є новий коментар' : `є ${v.count} ${form(v.count, 'новий коментар', 'нові коментарі', 'нових коментарів')}`}:`,
      ...v.quoted.map((c) => `${c.author || 'Хтось'} пише:\n${c.text}`),
      ...(v.rest > 0 ? [`… і ще ${v.rest === 1 ? 'один' : v.rest} на карті.`] : []),
      ...followerFooter(v),
    ],
  }),
  areaAlertConfirm: (v: AlertConfirmWords) => ({
    subject: `Будь ласка, підтвердьте сповіщення на ${v.title}`,
    blocks: [
      'Добрий день,',
      `Для цієї адреси електронної пошти на ${v.title} замовлено сповіщення про нові записи на певній території. Будь ласка, відкрийте посилання нижче й підтвердьте там:`,
      { link: v.link },
      `Лише після цього ви отримуватимете листи. Без підтвердження сповіщення буде видалено через ${v.days} днів. Якщо ви нічого не замовляли, просто проігноруйте цей лист.`,
      `З найкращими побажаннями\n${v.title}`,
    ],
  }),

  areaAlert: (v: AlertWords) => ({
    subject: v.frequency === 'sofort'
      ? `${v.items[0]?.kind === 'status' ? 'Новий статус' : 'Новий запис'} на вашій території: ${alertItemName(v.items[0])}`
      : `Ваш ${v.frequency === 'taeglich' ? 'щоденний' : 'щотижневий'} огляд: ${v.count} новин на вашій території`,
    blocks: [
      'Добрий день,',
      v.frequency === 'sofort' ? 'На території, про яку ви просили сповіщати, є новини:' : `На території, про яку ви просили сповіщати, є ${v.count} новин:`,
      ...v.items.flatMap((i): MailBlock[] => [
        i.kind === 'status' ? `Новий статус «${i.status}»: ${alertItemName(i)} (${i.layer})` : `Новий запис: ${alertItemName(i)} (${i.layer})`,
        { link: i.mapLink },
      ]),
      ...(v.rest > 0 ? [`… і ще ${v.rest} на карті.`] : []),
      'Усі новини як стрічка (Atom):',
      { link: v.feedLink },
      'Ви отримуєте цей лист, бо замовили це сповіщення. Скасувати сповіщення:',
      { link: v.unsubscribeLink },
      `З найкращими побажаннями\n${v.title}`,
    ],
  }),
  projectUpdate: (v: ProjectUpdateWords): MailWords => ({
    subject: `Новини з проєкту «${v.project}»: ${v.updateTitle}`,
    blocks: [
      `Новини з проєкту «${v.project}»:`,
      v.updateTitle,
      v.text,
      'До проєкту:',
      { link: v.projectLink },
      `Чому я отримую цей лист? ${v.follows ? 'Ви стежите за проєктом' : 'Ви брали участь у проєкті'} «${v.project}». Більше не отримувати новин із цього проєкту:`,
      { link: v.unsubscribeLink },
      `З повагою\n${v.title}`,
    ],
  }),
};
