/** The first line of a translated legal text (docs/product.md §23.6), in English. */
export const bindingNote = 'This translation is for information only; the German version is legally binding.';
