/** Parses a JSON column written by this server; a damaged value yields `fallback` instead of a 500. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** 0/1 column → boolean and back. */
export const toBool = (v: number | boolean | null | undefined): boolean => v === 1 || v === true;
export const toFlag = (v: boolean | undefined): 0 | 1 => (v ? 1 : 0);
