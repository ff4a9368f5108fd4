import { useEffect, useId, useState } from 'react';
import * as de from '../../i18n/de/projects';
import { useT } from '../../i18n/runtime';

/** The PNG bytes of a `data:image/png;base64,…` address as a Blob. */
function pngBlob(dataUrl: string): Blob {
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** A QR code of `text` as an image with `alt`, and a link to download it as PNG named `fileName`
 *  (for posters). The QR library (qrcode, ISO/IEC 18004) is loaded with the first code shown, so
 *  that other screens do not carry it. The download link points to a blob: address, never to a
 *  data: one, which no link of the app may carry (e2e xss-canaries.spec.ts). */
export function QrCode({ text, alt, fileName }: { text: string; alt: string; fileName: string }) {
  const tc = useT('common', de.common);
  const t = useT('projects', de.projects);
  const [image, setImage] = useState<{ text: string; src: string; download: string }>();
  useEffect(() => {
    let live = true;
    let download: string | undefined;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { width: 480, margin: 2, errorCorrectionLevel: 'M' }))
      .then((src) => {
        if (!live) return;
        download = URL.createObjectURL(pngBlob(src));
        setImage({ text, src, download });
      });
    return () => {
      live = false;
      if (download) URL.revokeObjectURL(download);
    };
  }, [text]);
  if (image?.text !== text) return <div className="project-qr project-qr-pending" role="status">{tc('loading')}</div>;
  return (
    <div>
      <img className="project-qr" src={image.src} alt={alt} width={240} height={240} />
      <div className="mt-2">
        <a href={image.download} download={fileName}>{t('qrDownload')}</a>
      </div>
    </div>
  );
}

/** The QR code of a project page, drawn only when the visitor asks for it with „QR-Code anzeigen“
 *  (a disclosure button, aria-expanded): most visitors of the page came through the code and do
 *  not need it again, and drawn at once it was the page's largest paint, made by script on a
 *  phone after the QR library had arrived (docs/runtime.md §3). */
export function QrCodeOnDemand(props: { text: string; alt: string; fileName: string }) {
  const t = useT('projects', de.projects);
  const [shown, setShown] = useState(false);
  const region = useId();
  return (
    <>
      <button type="button" className="btn btn-outline-secondary mb-2" aria-expanded={shown} aria-controls={region} onClick={() => setShown(!shown)}>
        {shown ? t('qrHide') : t('qrShow')}
      </button>
      <div id={region}>{shown && <QrCode {...props} />}</div>
    </>
  );
}
