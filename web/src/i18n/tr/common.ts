import type { Translation } from '../catalogue';
import type * as de from '../de/common';

export const common: Translation<typeof de.common> = {
  appName: 'Mitmachkarte',
  skipToContent: 'İçeriğe geç',
  loadFailed: 'Veriler yüklenemedi.',
  loading: 'Yükleniyor …',
  projectClosed: 'Bu proje sona erdi. Tüm katkıları ve yanıtları görüntüleyebilirsiniz, ancak artık bir şey ekleyemezsiniz.',
  phaseNoEntries: '“{phase}” aşamasında yeni katkı mümkün değil.',
  phaseNoComments: '“{phase}” aşamasında yorum mümkün değil.',
  phaseNoVotes: '“{phase}” aşamasında oy vermek mümkün değil.',
  ok: 'Tamam',
  cancel: 'İptal',
  close: 'Kapat',
  back: 'Geri',
  next: 'İleri',
  toHome: 'Ana sayfaya',
  yes: 'Evet',
  no: 'Hayır',
  serverUnreachable: 'Sunucuya ulaşılamıyor.',
  httpError: 'Hata {status}',
};

export const alerts: Translation<typeof de.alerts> = {
  region: 'Bildirimler',
};

export const cookie: Translation<typeof de.cookie> = {
  text: 'Bu web sitesi, çalışması için gerekli olan çerezleri kullanır (oturum açma ve sahte isteklere karşı koruma).',
  more: 'Daha fazla bilgi',
  accept: 'Kabul et',
  region: 'Çerezler',
};

export const access: Translation<typeof de.access> = {
  mapLabel: 'Harita: yeni bir kayıt için işaretçiyi çift tıklayarak veya uzun basarak yerleştirin',
  inviteText: 'Bir kategori seçin ve haritaya çift tıklayarak – telefonda uzun basarak – bir işaretçi koyun. Ardından soruları yanıtlayın.',
  markerHint: 'Kaydınızın yerini işaretlemek için haritaya çift tıklayın (telefonda: uzun basın).',
  infoStep1: '„Yeni kayıt“ seçeneğini ve ardından uygun kategoriyi seçin.',
  infoStep2: 'Haritada kaydınızın bulunduğu yere çift tıklayın – telefonda parmağınızı uzun süre basılı tutun. İşaretçiyi sürükleyebilirsiniz; yeni bir çift tıklama veya uzun basma onu taşır.',
  infoStep3: 'Soruları yanıtlayın. * ile işaretli soruların yanıtlanması zorunludur.',
  infoStep4: '„Kaydet“e tıklayın. „Vazgeç“ kaydı iptal eder.',
  showOnMap: 'Haritada göster',
  zoomIn: 'Yakınlaştır',
  zoomOut: 'Uzaklaştır',
  showOnMapLabel: 'Haritada göster: {entry}',
};

export const pages: Translation<typeof de.pages> = {
  documentTitle: '{page} – Mitmachkarte',
  notFoundTitle: 'Sayfa bulunamadı',
  notFoundText: 'Bu adreste bir sayfa yok. Bağlantı tam olarak kopyalanmamış ya da sayfa taşınmış olabilir.',
  notFoundAddress: 'Açılmak istenen adres:',
  notFoundNext: 'Buradan devam edebilirsiniz:',
  toMap: 'Haritaya',
  manageTitle: 'Vatandaş katılımını yönet',
  manageIntro: 'Buradan katılım projelerinizin araçlarına ulaşırsınız.',
  manageMapText: 'Haritalardaki kayıtları görüntüleyin, yeni kayıtlar ekleyin, yorum yapın ve oy verin.',
  manageWorkspacesText: 'Projeler ve haritalarını oluşturun, anketleri ve kategorileri düzenleyin, ekibi oluşturun, silinen kayıtları geri yükleyin ve kayıtları CSV olarak dışa aktarın.',
  manageLayersText: 'Daha basit harita yönetimi: haritalar oluşturun, yayınlayın ve anketlerini düzenleyin.',
};
