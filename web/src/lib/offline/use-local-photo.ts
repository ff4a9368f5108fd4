import { useEffect, useState } from 'react';
import { findLocalPhoto } from './photos';

/** An object URL of the photo `id` kept on this device, for a preview; undefined while it loads
 *  or when it is gone. The URL is revoked when `id` changes or the component leaves. */
export function useLocalPhotoUrl(id: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!id) return undefined;
    let current: string | undefined;
    let cancelled = false;
    void findLocalPhoto(id).then((blob) => {
      if (cancelled || !blob) return;
      current = URL.createObjectURL(blob);
      setUrl(current);
    });
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
      setUrl(undefined);
    };
  }, [id]);
  return url;
}
