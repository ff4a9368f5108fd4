import { IMAGE_ALT_MAX_LENGTH } from '@mitmachkarte/contract';
import { Button, Form } from 'react-bootstrap';
import { imageUrl } from '../../lib/image-url';
import * as de from '../../i18n/de/projects';
import { useT } from '../../i18n/runtime';
import { useImageUpload } from '../../components/use-image-upload';

type ProjectImageFieldProps = {
  id: string;
  imageId: string | null;
  alt: string;
  onChange: (image: { ImageID: string | null; ImageAlt: string }) => void;
};

/** The image of a project page (docs/product.md §17.2): a file chosen here is uploaded as raw bytes
 *  to POST /gis/images/upload and its id kept; a preview, „Bild entfernen“, and the text that
 *  describes it for people who cannot see it. */
export function ProjectImageField({ id, imageId, alt, onChange }: ProjectImageFieldProps) {
  const t = useT('projects', de.projects);
  const upload = useImageUpload((Id) => onChange({ ImageID: Id, ImageAlt: alt }), t('imageUploadFailed'));

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="mb-3">
      <div id={`${id}-label`} className="form-label">{t('image')}</div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        {imageId && <img src={imageUrl('norm', imageId)} alt={t('imagePreview')} className="project-image-preview border rounded" />}
        {/* The browser's own file button speaks the browser's language; this label is German. */}
        <input type="file" id={`${id}-file`} accept="image/*" className="visually-hidden" onChange={upload.choose} disabled={upload.pending} />
        <label htmlFor={`${id}-file`} className={`btn btn-sm btn-outline-secondary mb-0${upload.pending ? ' disabled' : ''}`}>
          {upload.pending ? t('imageUploading') : imageId ? t('imageReplace') : t('imageChoose')}
        </label>
        {imageId && <Button size="sm" variant="outline-danger" onClick={() => onChange({ ImageID: null, ImageAlt: '' })}>{t('imageRemove')}</Button>}
      </div>
      {imageId && (
        <Form.Group controlId={`${id}-alt`}>
          <Form.Label className="small mb-1">{t('imageAlt')}</Form.Label>
          <Form.Control size="sm" value={alt} maxLength={IMAGE_ALT_MAX_LENGTH} aria-describedby={`${id}-alt-help`}
            onChange={(e) => onChange({ ImageID: imageId, ImageAlt: e.target.value })} />
          <Form.Text id={`${id}-alt-help`}>{t('imageAltHelp')}</Form.Text>
        </Form.Group>
      )}
    </div>
  );
}
