import type { TeamMailTexts } from '../catalogue-types.js';
import type { MailBlock, TeamEventKind, TeamEventWords, TeamWords } from '../mail-words.js';

/** The team's mails in Ukrainian (translation of i18n/de/team-mails.ts). */

const entryName = (e: { entry: string; layer: string }) => (e.entry ? `«${e.entry}»` : `без назви в «${e.layer}»`);

/** `n` with the noun in the form Ukrainian's plural rule (CLDR one/few/many) asks for. */
const counted = (n: number, one: string, few: string, many: string) => {
  const rule = new Intl.PluralRules('uk').select(n);
  return `${n} ${rule === 'one' ? one : rule === 'few' ? few : many}`;
};

function eventLine(e: TeamEventWords): string {
  const where = `(карта «${e.layer}»)`;
  if (e.kind === 'eintraege') return `Новий запис ${entryName(e)} ${where}`;
  if (e.kind === 'meldungen') return `Скарга на ${e.comment ? 'коментар до запису' : 'запис'} ${entryName(e)} ${where}`;
  return `${e.comment ? 'Коментар до запису' : 'Запис'} ${entryName(e)} ${where} очікує схвалення`;
}

const footer = (v: TeamWords): MailBlock[] => [
  `Ви отримуєте цей лист, тому що входите до команди проєкту «${v.workspace}». Коли отримувати листи, ви налаштовуєте в адмініструванні проєкту в розділі «Команда», «Сповіщення для команди». Більше не отримувати листів про цей проєкт:`,
  { link: v.unsubscribeLink },
  `З повагою\n${v.title}`,
];

const SUBJECT: Record<TeamEventKind, string> = { eintraege: 'Новий запис', meldungen: 'Нова скарга', freigaben: 'Очікує схвалення' };

const COUNT_TEXT: Record<TeamEventKind, (n: number) => string> = {
  eintraege: (n) => counted(n, 'новий запис', 'нові записи', 'нових записів'),
  meldungen: (n) => counted(n, 'скарга', 'скарги', 'скарг'),
  freigaben: (n) => `${counted(n, 'внесок', 'внески', 'внесків')} ${new Intl.PluralRules('uk').select(n) === 'one' ? 'очікує' : 'очікують'} схвалення`,
};

const since = (kind: 'antwort' | 'erledigung', days: number) =>
  `Прострочено: термін ${kind === 'antwort' ? 'відповіді' : 'виконання'} минув ${days === 0 ? 'сьогодні' : `${counted(days, 'день', 'дні', 'днів')} тому`}`;

export const teamMails: TeamMailTexts = {
  teamEvent: (v) => ({
    subject: `${SUBJECT[v.event.kind]} у проєкті «${v.workspace}»: ${entryName(v.event)}`,
    blocks: [
      'Добрий день,',
      `у проєкті «${v.workspace}»: ${eventLine(v.event)}.`,
      'Запис на карті:',
      { link: v.event.mapLink },
      v.event.kind === 'eintraege' ? 'Вхідні команди:' : v.event.kind === 'meldungen' ? 'Скарги у вхідних команди:' : 'Внески, що очікують схвалення, у вхідних команди:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  teamDigest: (v) => ({
    subject: `${v.daily ? 'Щоденний' : 'Щотижневий'} підсумок для проєкту «${v.workspace}»`,
    blocks: [
      'Добрий день,',
      `у проєкті «${v.workspace}» ${v.daily ? 'від останнього щоденного підсумку' : 'від останнього щотижневого підсумку'}: ${v.counts.map((c) => COUNT_TEXT[c.kind](c.n)).join(', ')}.`,
      ...v.listed.flatMap((e): MailBlock[] => [eventLine(e), { link: e.mapLink }]),
      ...(v.rest > 0 ? [`… і ще ${counted(v.rest, 'подія', 'події', 'подій')} у вхідних команди.`] : []),
      'Вхідні команди:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  teamAssignment: (v) => {
    const to = [v.department && `«${v.department}»`, v.person].filter(Boolean).join(' · ');
    const more = v.more === 0 ? '' : ` і ще ${counted(v.more, 'запис', 'записи', 'записів')}`;
    return {
      subject: `Відповідальність у проєкті «${v.workspace}»: ${entryName(v)}${more}`,
      blocks: [
        'Добрий день,',
        `у проєкті «${v.workspace}» запис ${entryName(v)} (карта «${v.layer}»)${more} тепер призначено: ${to}.`,
        'Запис на карті:',
        { link: v.mapLink },
        'Ваші записи у вхідних команди:',
        { link: v.inboxLink },
        ...footer(v),
      ],
    };
  },

  teamReminder: (v) => ({
    subject: `Нагадування: ${counted(v.count, 'прострочений запис', 'прострочені записи', 'прострочених записів')} у проєкті «${v.workspace}»`,
    blocks: [
      'Добрий день,',
      `у проєкті «${v.workspace}» прострочено записів, за які ви відповідаєте: ${v.count}.`,
      ...v.listed.flatMap((e): MailBlock[] => [`${entryName(e)} (карта «${e.layer}»): ${since(e.kind, e.days)}`, { link: e.mapLink }]),
      ...(v.rest > 0 ? [`… і ще ${v.rest} у вхідних команди.`] : []),
      'Прострочені записи у вхідних команди:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),
};
