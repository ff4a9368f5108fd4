import { IMAGE_MAX_BYTES, type ImageUploadAnswer } from '@mitmachkarte/contract';
import { useState, type ChangeEvent } from 'react';
import { Alert, Button, ProgressBar } from 'react-bootstrap';
import * as de from '../../i18n/de/map';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { ApiError, uploadWithProgress } from '../../lib/api-client';
import { imageUrl } from '../../lib/image-url';
import { isLocalPhoto, keepPhotoOnDevice } from '../../lib/offline/photos';
import { useLocalPhotoUrl } from '../../lib/offline/use-local-photo';


type ImageFieldProps = {
  id: string;
  /** The uploaded image's id, the answer's Value; '' or undefined when none. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  question: string;
  a11y: { 'aria-describedby'?: string; 'aria-invalid'?: boolean };
  /** Places the observation marker where a photo was taken (the upload answers the position of its
   *  GPS EXIF); given only while no marker is set. Without it no offer is shown (schema editor). */
  onPhotoPosition?: (lat: number, lng: number) => void;
};

type Position = { lat: number; lng: number };

/** The image question (docs/product.md §3.14 Image, §5): a German "choose photo" button over a visually hidden
 *  file input, a 10 MB check before sending, the upload with a progress bar, then a thumbnail of
 *  the norm variant with "Ersetzen" and "Entfernen". The answer is the new image's Id. When the
 *  photo carries a GPS position and no marker is set yet, it offers to place the marker there.
 *  Without network the photo is resized and kept on this device instead (lib/offline/photos.ts;
 *  the answer is then `local:<id>`, uploaded when its entry is sent, docs/product.md §22). */
export function ImageField({ id, value, onChange, question, a11y, onPhotoPosition }: ImageFieldProps) {
  const t = useT('questionnaire', de.questionnaire);
  const to = useT('offline', de.offline);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  // Where the last uploaded photo was taken, while the offer to put the marker there stands.
  const [position, setPosition] = useState<Position>();
  const uploading = progress !== undefined;
  const localUrl = useLocalPhotoUrl(isLocalPhoto(value) ? value : undefined);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      showAlert('warning', t('imageTooLarge'));
      input.value = '';
      return;
    }
    if (!navigator.onLine) {
      await keepOnDevice(file);
      input.value = '';
      return;
    }
    setProgress(0);
    try {
      const answer = await uploadWithProgress<ImageUploadAnswer>('/gis/images/upload', file, setProgress);
      onChange(answer.Id);
      setPosition(answer.Latitude !== undefined && answer.Longitude !== undefined
        ? { lat: answer.Latitude, lng: answer.Longitude } : undefined);
    } catch (err) {
      // The network went away during the upload: the photo waits on the device like one taken offline.
      if (err instanceof ApiError && err.status === 0) await keepOnDevice(file);
      else showAlert('warning', t('imageUploadFailed', { message: err instanceof ApiError ? err.message : '' }));
    } finally {
      setProgress(undefined);
      input.value = '';
    }
  };

  const keepOnDevice = async (file: File) => {
    try {
      onChange(await keepPhotoOnDevice(file));
      setPosition(undefined);
      showAlert('info', to('photoKept'));
    } catch {
      showAlert('warning', t('imageUploadFailed', { message: '' }));
    }
  };

  const placeMarker = () => {
    if (!position || !onPhotoPosition) return;
    onPhotoPosition(position.lat, position.lng);
    setPosition(undefined);
  };
  const remove = () => {
    setPosition(undefined);
    onChange(undefined);
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="map-image-field">
      <input id={id} type="file" accept="image/*" className="visually-hidden map-image-input"
        disabled={uploading} onChange={(e) => void onFile(e)} {...a11y} />
      {value && !uploading && (
        <div className="mb-2">
          {isLocalPhoto(value)
            ? localUrl && <img src={localUrl} alt={to('photoLocalAlt', { question })} className="img-thumbnail map-image-thumb" />
            : <img src={imageUrl('norm', value)} alt={t('imagePreview', { question })} className="img-thumbnail map-image-thumb" />}
        </div>
      )}
      {uploading && (
        <ProgressBar className="mb-2">
          <ProgressBar isChild now={percent} label={`${percent} %`} aria-label={t('imageUploading')} />
        </ProgressBar>
      )}
      {value && !uploading && position && onPhotoPosition && (
        <Alert variant="info" className="py-2 mb-2 d-flex flex-wrap align-items-center gap-2">
          <span>{t('photoPositionFound')}</span>
          <Button variant="primary" size="sm" onClick={placeMarker}>{t('photoPositionPlace')}</Button>
        </Alert>
      )}
      <div className="d-flex gap-2">
        <label htmlFor={id} className={`btn btn-outline-primary btn-sm mb-0${uploading ? ' disabled' : ''}`}>
          {value ? t('imageReplace') : t('imageChoose')}
        </label>
        {value && (
          <Button variant="outline-danger" size="sm" disabled={uploading} onClick={remove}>
            {t('imageRemove')}
          </Button>
        )}
      </div>
    </div>
  );
}
