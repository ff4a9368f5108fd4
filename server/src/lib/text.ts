/** `text` cut to at most `max` characters (the last of them '…' when cut), for short summaries and
 *  excerpts of user texts. */
export const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
