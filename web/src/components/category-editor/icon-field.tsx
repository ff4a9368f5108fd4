import { IMAGE_MAX_BYTES } from '@mitmachkarte/contract';
import { useMutation } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { de } from '../../i18n/de';
import { showAlert } from '../../lib/alerts';
import { API_BASE, apiUpload } from '../../lib/api-client';
import { failureText } from '../failure-alert';
import { XIcon } from '../icons';

/** Address of an image's original variant, the one icons are shown in (docs/product.md §7). */
export const iconUrl = (imageId: string) => `${API_BASE}/gis/image/orig/${encodeURIComponent(imageId)}`;

type IconFieldProps = { id: string; what: string; icon: string; onChange: (icon: string) => void };

/** The icon of a category (docs/product.md §3.12 Category.Icon): a file chosen here is uploaded as raw bytes to
 *  POST /gis/images/upload and its id kept; a preview of the original variant and a remove button. */
export function IconField({ id, what, icon, onChange }: IconFieldProps) {
  const t = de.categoryEditor;
  const upload = useMutation({ mutationFn: (file: File) => apiUpload<{ Id: string }>('/gis/images/upload', file) });

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      showAlert('warning', t.iconTooLarge);
      input.value = '';
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ Id }) => onChange(Id),
      onError: (err) => showAlert('warning', failureText(t.uploadFailed, err)),
      onSettled: () => {
        input.value = '';
      },
    });
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <div id={`${id}-label`} className="form-label">{t.icon}</div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {icon && <img src={iconUrl(icon)} alt={t.iconAlt(what)} className="category-icon border rounded" />}
        {/* The browser's own file button speaks the browser's language; this label is German. */}
        <input type="file" id={id} accept="image/*" className="visually-hidden category-icon-input" onChange={choose}
          disabled={upload.isPending} aria-describedby={`${id}-hint`} aria-label={t.chooseIconLabel(what)} />
        <label htmlFor={id} className={`btn btn-sm btn-outline-secondary mb-0${upload.isPending ? ' disabled' : ''}`}>
          {upload.isPending ? t.uploading : icon ? t.replaceIcon : t.chooseIcon}
        </label>
        {icon && (
          <Button size="sm" variant="outline-danger" className="text-nowrap" aria-label={t.removeIconLabel(what)} title={t.removeIcon} onClick={() => onChange('')}>
            <XIcon />
          </Button>
        )}
      </div>
      <Form.Text id={`${id}-hint`} className="d-block">{t.iconHint}</Form.Text>
    </div>
  );
}
