import { useEffect, useRef } from 'react';
import { ApiError } from '../lib/api-client';

/** The server's explanation of a failed call: its German `Message` and the messages of the
 *  failing fields (docs/architecture.md §5), or '' when there is none. */
export function failureDetail(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const fields = error.errors.map((e) => e.Message).filter((m) => m && m !== error.message);
  return [error.message, ...new Set(fields)].filter(Boolean).join(' ');
}

/** `text` (docs/product.md §8) followed by the server's explanation: the text of a failure alert. */
export const failureText = (text: string, error: unknown): string => [text, failureDetail(error)].filter(Boolean).join(' ');

/** The warning a modal shows when saving failed (docs/product.md §4: the modal stays open with a warning),
 *  inside the modal so that it is read out there, and scrolled into view: the OK button that
 *  failed may be far below it. */
export function FailureAlert({ text, error }: { text: string; error: unknown }) {
  const detail = failureDetail(error);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  return (
    <div ref={ref} role="alert" className="alert alert-warning mb-3">
      <strong className="d-block">{text}</strong>
      {detail && <span>{detail}</span>}
    </div>
  );
}
