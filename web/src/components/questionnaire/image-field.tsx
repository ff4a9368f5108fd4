import { IMAGE_MAX_BYTES, type ImageUploadAnswer } from '@mitmachkarte/contract';
import { useState, type ChangeEvent } from 'react';
import { Button, ProgressBar } from 'react-bootstrap';
import { de } from '../../i18n/de';
import { showAlert } from '../../lib/alerts';
import { API_BASE, ApiError, uploadWithProgress } from '../../lib/api-client';

/** URL of a stored image variant (spec §3 Image). */
export const imageUrl = (variant: 'norm' | 'orig', id: string) => `${API_BASE}/gis/image/${variant}/${encodeURIComponent(id)}`;

type ImageFieldProps = {
  id: string;
  /** The uploaded image's id, the answer's Value; '' or undefined when none. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  question: string;
  a11y: { 'aria-describedby'?: string; 'aria-invalid'?: boolean };
};

/** The image question (spec §3 Image, §5): a German "choose photo" button over a visually hidden
 *  file input, a 10 MB check before sending, the upload with a progress bar, then a thumbnail of
 *  the norm variant with "Ersetzen" and "Entfernen". The answer is the new image's Id. */
export function ImageField({ id, value, onChange, question, a11y }: ImageFieldProps) {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const uploading = progress !== undefined;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      showAlert('warning', de.questionnaire.imageTooLarge);
      input.value = '';
      return;
    }
    setProgress(0);
    try {
      const answer = await uploadWithProgress<ImageUploadAnswer>('/gis/images/upload', file, setProgress);
      onChange(answer.Id);
    } catch (err) {
      showAlert('warning', de.questionnaire.imageUploadFailed(err instanceof ApiError ? err.message : ''));
    } finally {
      setProgress(undefined);
      input.value = '';
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="map-image-field">
      <input id={id} type="file" accept="image/*" className="visually-hidden map-image-input"
        disabled={uploading} onChange={(e) => void onFile(e)} {...a11y} />
      {value && !uploading && (
        <div className="mb-2">
          <img src={imageUrl('norm', value)} alt={de.questionnaire.imagePreview(question)} className="img-thumbnail map-image-thumb" />
        </div>
      )}
      {uploading && (
        <ProgressBar className="mb-2">
          <ProgressBar isChild now={percent} label={`${percent} %`} aria-label={de.questionnaire.imageUploading} />
        </ProgressBar>
      )}
      <div className="d-flex gap-2">
        <label htmlFor={id} className={`btn btn-outline-primary btn-sm mb-0${uploading ? ' disabled' : ''}`}>
          {value ? de.questionnaire.imageReplace : de.questionnaire.imageChoose}
        </label>
        {value && (
          <Button variant="outline-danger" size="sm" disabled={uploading} onClick={() => onChange(undefined)}>
            {de.questionnaire.imageRemove}
          </Button>
        )}
      </div>
    </div>
  );
}
