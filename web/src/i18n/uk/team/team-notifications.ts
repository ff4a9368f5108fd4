import type { Translation } from '../../catalogue';
import type * as de from '../../de/team-notifications';

export const teamNotifications: Translation<typeof de.teamNotifications> = {
  title: 'Сповіщення для команди',
  intro: 'Коли ви як член команди отримуєте листи щодо цього проєкту. Про власні дії ви листів не отримуєте. Налаштування діє лише для вас.',
  entries: 'Нові записи',
  reports: 'Скарги',
  approvals: 'Записи, що очікують на схвалення',
  frequencySofort: 'Одразу',
  frequencyTaeglich: 'Щодня',
  frequencyWoechentlich: 'Щотижня',
  frequencyNie: 'Ніколи',
  hint: '«Щодня» надходить після 7:00 як підсумок попереднього дня, «Щотижня» – щопонеділка після 7:00; якщо нового немає, лист не надходить.',
  save: 'Зберегти',
  saving: 'Зберігаємо …',
  saved: 'Сповіщення для команди збережено.',
  saveFailed: 'Сповіщення не збережено.',
  loadFailed: 'Не вдалося завантажити сповіщення для команди.',
  unsubscribeTitle: 'Відписатися від листів для команди',
  unsubscribeAbout: 'Як член команди ви отримуєте листи щодо проєкту «{project}».',
  unsubscribeNotInTeam: 'Посилання належить до проєкту, у команді якого ви зараз не перебуваєте. Доки це так, ви не отримуєте листів щодо нього.',
  unsubscribeButton: 'Більше не надсилати листів щодо цього проєкту',
  alreadyUnsubscribed: 'Ви більше не отримуєте листів для команди щодо цього проєкту.',
  unsubscribeFailed: 'Не вдалося відписатися.',
  settingsHint: 'Окремо це можна налаштувати в керуванні проєктом у розділі «Команда».',
  toProjects: 'До керування проєктами',
};
