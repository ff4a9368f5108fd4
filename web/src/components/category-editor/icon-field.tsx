import { Button, Form } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { API_BASE } from '../../lib/api-client';
import { XIcon } from '../icons';
import { useImageUpload } from '../use-image-upload';

/** Address of an image's original variant, the one icons are shown in (docs/product.md §7). */
export const iconUrl = (imageId: string) => `${API_BASE}/gis/image/orig/${encodeURIComponent(imageId)}`;

type IconFieldProps = { id: string; what: string; icon: string; onChange: (icon: string) => void };

/** The icon of a category (docs/product.md §3.12 Category.Icon): a file chosen here is uploaded as raw bytes to
 *  POST /gis/images/upload and its id kept; a preview of the original variant and a remove button. */
export function IconField({ id, what, icon, onChange }: IconFieldProps) {
  const t = useT('categoryEditor', de.categoryEditor);
  const upload = useImageUpload(onChange, t('uploadFailed'));

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <div id={`${id}-label`} className="form-label">{t('icon')}</div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {icon && <img src={iconUrl(icon)} alt={t('iconAlt', { what })} className="category-icon border rounded" />}
        {/* The browser's own file button speaks the browser's language; this label the interface's. */}
        <input type="file" id={id} accept="image/*" className="visually-hidden category-icon-input" onChange={upload.choose}
          disabled={upload.pending} aria-describedby={`${id}-hint`} aria-label={t('chooseIconLabel', { what })} />
        <label htmlFor={id} className={`btn btn-sm btn-outline-secondary mb-0${upload.pending ? ' disabled' : ''}`}>
          {upload.pending ? t('uploading') : icon ? t('replaceIcon') : t('chooseIcon')}
        </label>
        {icon && (
          <Button size="sm" variant="outline-danger" className="text-nowrap" aria-label={t('removeIconLabel', { what })} title={t('removeIcon')} onClick={() => onChange('')}>
            <XIcon />
          </Button>
        )}
      </div>
      <Form.Text id={`${id}-hint`} className="d-block">{t('iconHint')}</Form.Text>
    </div>
  );
}
