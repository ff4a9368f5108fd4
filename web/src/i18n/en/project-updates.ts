import type { Translation } from '../catalogue';
import type * as de from '../de/project-updates';

export const projectUpdates: Translation<typeof de.projectUpdates> = {
  title: 'News',
  from: 'Project team',
  postedOn: 'Published on {date}',
  follow: 'Follow project',
  unfollow: 'Unfollow',
  followHint: 'You get news from this project by e-mail.',
  followingHint: 'You follow this project and get its news by e-mail.',
  signInToFollow: 'Sign in to get news by e-mail',
  followFailed: 'That did not work.',
  unsubscribeTitle: 'Unsubscribe from news',
  unsubscribeAbout: 'You get news from the project “{project}” by e-mail.',
  unsubscribeHidden: 'The link belongs to a project you cannot see at the moment. As long as that is so, you get no news from it.',
  unsubscribeButton: 'No more news from this project',
  alreadyUnsubscribed: 'You will no longer get news from this project.',
  unsubscribeFailed: 'Unsubscribing did not work.',
  toProjects: 'To the projects',
};
