import type { Translation } from '../../catalogue';
import type * as de from '../../de/dgs';

export const dgsEditor: Translation<typeof de.dgsEditor> = {
  title: 'Sign language (DGS)',
  help: 'One video per explanation: MP4 (H.264) or WebM, at least 320 × 240 pixels and 25 frames per second, at most 200 MB. The video is saved at once and shown on the page “Gebärdensprache”.',
  video: 'Video',
  none: 'No video yet.',
  stored: '{format}, {size}, {time} minutes, {width} × {height} pixels',
  choose: 'Upload video',
  replace: 'Replace video',
  uploading: 'Uploading … {percent}%',
  checking: 'Checking the video …',
  remove: 'Remove video',
  captions: 'Subtitles (WebVTT)',
  captionsNone: 'No subtitles.',
  captionsStored: 'Subtitles available.',
  captionsChoose: 'Upload subtitles',
  captionsRemove: 'Remove subtitles',
  saved: 'The video has been saved.',
  removed: 'The video has been removed.',
  captionsSaved: 'The subtitles have been saved.',
  captionsRemoved: 'The subtitles have been removed.',
  failed: 'That did not work.',
  tooLarge: 'The video is too large. It may be at most 200 MB.',
  loadFailed: 'The videos could not be loaded.',
  blockTitle: 'Video in German Sign Language: {label}',
  blockAdd: 'Add DGS video',
};
