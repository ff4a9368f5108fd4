/** The first line of a translated legal text (docs/product.md §23.6), in Ukrainian. */
export const bindingNote = 'Цей переклад надано для інформації; юридично обов’язковою є німецька версія.';
