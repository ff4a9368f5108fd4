import type { Translation } from '../catalogue';
import type * as de from '../de/project-updates';

export const projectUpdates: Translation<typeof de.projectUpdates> = {
  title: 'Новини',
  from: 'Команда проєкту',
  postedOn: 'Опубліковано {date}',
  follow: 'Стежити за проєктом',
  unfollow: 'Більше не стежити',
  followHint: 'Ви отримуватимете новини цього проєкту електронною поштою.',
  followingHint: 'Ви стежите за цим проєктом і отримуєте його новини електронною поштою.',
  signInToFollow: 'Увійдіть, щоб отримувати новини електронною поштою',
  followFailed: 'Не вдалося.',
  unsubscribeTitle: 'Відписатися від новин',
  unsubscribeAbout: 'Ви отримуєте новини з проєкту «{project}» електронною поштою.',
  unsubscribeHidden: 'Посилання належить проєкту, який ви зараз не можете бачити. Поки так є, ви не отримуватимете з нього новин.',
  unsubscribeButton: 'Більше не отримувати новин із цього проєкту',
  alreadyUnsubscribed: 'Ви більше не отримуватимете новин із цього проєкту.',
  unsubscribeFailed: 'Відписатися не вдалося.',
  toProjects: 'До проєктів',
};
