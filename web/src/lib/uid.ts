let counter = 0;

/** A key unique within this page, for list items that have no id of their own (React keys of
 *  schema variables, categories and menu entries being edited). */
export const newUid = (prefix = 'k'): string => `${prefix}${++counter}`;
