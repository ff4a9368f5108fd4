import { translator, type MessageValues } from '../i18n/runtime';

const inGerman = translator('de', {});

/** A German catalogue text (ICU MessageFormat) with the values of its arguments, as a screen
 *  shows it in German. */
export const germanOf = (text: string, values?: MessageValues): string =>
  inGerman(text, text, values);
