import { useEffect, useState } from 'react';
import { de } from '../../i18n/de';

/** A QR code of `text` as an image with `alt`, and a link to download it as PNG named `fileName`
 *  (for posters). The QR library (qrcode, ISO/IEC 18004) is loaded with the first code shown, so
 *  that other screens do not carry it. */
export function QrCode({ text, alt, fileName }: { text: string; alt: string; fileName: string }) {
  const [image, setImage] = useState<{ text: string; url: string }>();
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { width: 480, margin: 2, errorCorrectionLevel: 'M' }))
      .then((url) => { if (live) setImage({ text, url }); });
    return () => { live = false; };
  }, [text]);
  if (image?.text !== text) return <div className="project-qr project-qr-pending" role="status">{de.common.loading}</div>;
  return (
    <div>
      <img className="project-qr" src={image.url} alt={alt} width={240} height={240} />
      <div className="mt-2">
        <a href={image.url} download={fileName}>{de.projects.qrDownload}</a>
      </div>
    </div>
  );
}
