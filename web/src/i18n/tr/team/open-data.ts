import type { Translation } from '../../catalogue';
import type * as de from '../../de/open-data';

export const openData: Translation<typeof de.openData> = {
  title: 'Açık veri',
  licence: 'Herkese açık haritaların lisansı',
  none: 'Lisans yok – açık veri olarak yayımlama',
  dlByDe: 'Almanya Veri Lisansı – Atıf – Sürüm 2.0',
  dlZeroDe: 'Almanya Veri Lisansı – Zero – Sürüm 2.0',
  ccBy: 'Creative Commons Atıf 4.0 Uluslararası (CC BY 4.0)',
  ccBySa: 'Creative Commons Atıf-AynıLisanslaPaylaş 4.0 Uluslararası (CC BY-SA 4.0)',
  ccZero: 'Creative Commons Zero (CC0 1.0)',
  help: 'Bir lisansla bu projenin herkese açık haritaları, herkese açık ve onaylanmış girişleriyle birlikte açık veri kataloğunda (DCAT-AP.de, {catalogue}) yer alır; GovData gibi açık veri portalları bu kataloğu düzenli olarak çeker. Lisans olmadan proje orada görünmez: Bir portalın lisansa ihtiyacı vardır. Kişilerin adları ve e-posta adresleri asla yayımlanmaz.',
};
