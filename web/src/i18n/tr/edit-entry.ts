import type { Translation } from '../catalogue';
import type * as de from '../de/edit-entry';

export const editEntry: Translation<typeof de.editEntry> = {
  button: 'Düzenle',
  label: '„{title}“ kaydını düzenle',
  title: 'Kaydı düzenle',
  changeCategory: 'Kategoriyi değiştir',
  markerHint: 'İşaret kondu. Yeri değiştirmek için işareti sürükleyin ya da haritaya çift tıklayın.',
  marker: 'Kaydın yeri (taşınabilir)',
  saved: 'Kayıt kaydedildi.',
  savedPending: 'Kayıt kaydedildi. Değişiklik, proje ekibi inceledikten sonra yayımlanacak.',
  saveFailed: 'Kayıt kaydedilemedi.',
};
