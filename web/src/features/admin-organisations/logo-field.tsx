import type { Organisation } from '@mitmachkarte/contract';
import { useState, type ChangeEvent } from 'react';
import { Button } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import { sendChosenImage } from '../../components/use-image-upload';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useRemoveLogo, useUploadLogo } from './api';

/** The organisation's logo in the section „Darstellung“ (docs/product.md §10.2): a preview, a file
 *  chosen here is uploaded at once (POST /admin/organisation/{id}/logo; the server checks it and
 *  makes the app's icons), „Logo entfernen“. Not part of the form's draft: the logo is saved when
 *  chosen, and the help text says so. */
export function LogoField({ org }: { org: Organisation }) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  const [logo, setLogo] = useState(org.Logo);
  const upload = useUploadLogo(org.ID);
  const remove = useRemoveLogo(org.ID);
  const pending = upload.isPending || remove.isPending;

  const choose = (e: ChangeEvent<HTMLInputElement>) => sendChosenImage(e, (file, done) => upload.mutate(file, {
    onSuccess: (saved) => {
      setLogo(saved.Logo);
      showAlert('success', t('logoSaved'));
    },
    onError: (err) => showAlert('warning', failureText(t('logoFailed'), err)),
    onSettled: done,
  }));
  const removeLogo = () => remove.mutate(undefined, {
    onSuccess: (saved) => {
      setLogo(saved.Logo);
      showAlert('success', t('logoRemoved'));
    },
    onError: (err) => showAlert('warning', failureText(t('logoRemoveFailed'), err)),
  });

  return (
    <div className="col-12" role="group" aria-labelledby="org-logo-label" aria-describedby="org-logo-help">
      <div id="org-logo-label" className="form-label">{t('logo')}</div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        {logo
          ? <img src={logo.Url} width={logo.Width} height={logo.Height} alt={t('logoPreview')} className="org-logo-preview border rounded" />
          : <span className="text-body-secondary">{t('logoNone')}</span>}
        {/* The browser's own file button speaks the browser's language; this label is German. */}
        <input type="file" id="org-logo-file" accept="image/png,image/jpeg,image/webp,image/avif" className="visually-hidden" onChange={choose} disabled={pending} />
        <label htmlFor="org-logo-file" className={`btn btn-sm btn-outline-secondary mb-0${pending ? ' disabled' : ''}`}>
          {upload.isPending ? t('logoUploading') : logo ? t('logoReplace') : t('logoChoose')}
        </label>
        {logo && <Button size="sm" variant="outline-danger" onClick={removeLogo} disabled={pending}>{t('logoRemove')}</Button>}
      </div>
      <div id="org-logo-help" className="form-text">{t('logoHelp')}</div>
    </div>
  );
}
