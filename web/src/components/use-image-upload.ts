import { IMAGE_MAX_BYTES } from '@mitmachkarte/contract';
import { useMutation } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import * as de from '../i18n/de/editors';
import { translateNow } from '../i18n/runtime';
import { showAlert } from '../lib/alerts';
import { apiUpload } from '../lib/api-client';
import { failureText } from './failure-alert';

/** Uploads the file chosen in a file input as raw bytes to POST /gis/images/upload (docs/product.md
 *  §7) and hands the new image's id to `onUploaded`. A file over IMAGE_MAX_BYTES is refused before
 *  sending, a failure is shown as `failedText` with the server's reason; the input is emptied
 *  either way, so that the same file can be chosen again. Returns the input's change handler and
 *  whether an upload runs. */
export function useImageUpload(onUploaded: (imageId: string) => void, failedText: string) {
  const upload = useMutation({ mutationFn: (file: File) => apiUpload<{ Id: string }>('/gis/images/upload', file) });
  const choose = (e: ChangeEvent<HTMLInputElement>) => sendChosenImage(e, (file, done) => upload.mutate(file, {
    onSuccess: ({ Id }) => onUploaded(Id),
    onError: (err) => showAlert('warning', failureText(failedText, err)),
    onSettled: done,
  }));
  return { choose, pending: upload.isPending };
}

/** The file chosen in the file input of `e`, handed to `send` unless it is over IMAGE_MAX_BYTES
 *  (then refused with an alert before sending); the input is emptied when `send` calls
 *  `done` (or at once when refused), so that the same file can be chosen again. */
export function sendChosenImage(e: ChangeEvent<HTMLInputElement>, send: (file: File, done: () => void) => void): void {
  const input = e.target;
  const file = input.files?.[0];
  if (!file) return;
  const done = () => {
    input.value = '';
  };
  if (file.size > IMAGE_MAX_BYTES) {
    showAlert('warning', translateNow('categoryEditor', de.categoryEditor, 'iconTooLarge'));
    return done();
  }
  send(file, done);
}
