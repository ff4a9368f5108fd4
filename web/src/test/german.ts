import { intlFor, type MessageValues } from '../i18n/runtime';

/** A German catalogue text (ICU MessageFormat) with the values of its arguments, as a screen
 *  shows it in German. */
export const germanOf = (text: string, values?: MessageValues): string =>
  intlFor('de', {}).formatMessage({ id: text, defaultMessage: text }, values);
