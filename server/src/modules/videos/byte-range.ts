import type { ByteRange } from '../images/image-store.js';

/** What a Range header asks of a file of `size` bytes (RFC 9110 §14.1.2, §14.2): one part
 *  (`bytes=0-499`, `bytes=500-`, `bytes=-500`), clipped to the file; 'unsatisfiable' when it starts
 *  beyond the end (answered 416); undefined for no header or one this server ignores (another
 *  unit, several parts, nonsense), answered with the whole file as RFC 9110 allows. */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
