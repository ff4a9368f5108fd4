/** The first line of a translated legal text (docs/product.md §23.6), in Arabic. */
export const bindingNote = 'هذه الترجمة للعلم فقط؛ والنص الألماني هو الملزم قانونًا.';
