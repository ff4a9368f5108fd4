/** The first line of a translated legal text (docs/product.md §23.6), in Turkish. */
export const bindingNote = 'Bu çeviri bilgilendirme amaçlıdır; hukuken bağlayıcı olan Almanca metindir.';
