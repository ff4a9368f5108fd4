import type { ProseTranslation } from '../../i18n/prose';
import type { accessibilityTexts } from './accessibility-texts';

/** The accessibility statement's prose in Turkish (docs/product.md §23.6). */
const translation: ProseTranslation<typeof accessibilityTexts> = {
  texts: {
    intro: (operator) => `${operator}, bu web sitesini Barrierefreie-Informationstechnik-Verordnung (BITV 2.0, Almanya’nın erişilebilir bilgi teknolojisi yönetmeliği) ve (AB) 2016/2102 sayılı Direktif uyarınca erişilebilir kılmaya çalışmaktadır. Bu beyan, bu adresteki Mitmachkarte için geçerlidir.`,
    operatorFallback: 'İşleten',
    statusDefault: 'Bu web sitesi BITV 2.0 (WCAG 2.1, AA düzeyi) gerekliliklerine kısmen uygundur. Uygunsuzluklar aşağıda listelenmiştir.',
    basis: 'Bu beyan, otomatik denetimlerle (axe) ve klavye ile telefon ekranı boyutunda yapılan testlerle gerçekleştirilen bir öz değerlendirmeye dayanmaktadır.',
    dated: (date) => `Bu beyan ${date} tarihinde hazırlanmış ve en son o tarihte gözden geçirilmiştir.`,
    undated: 'Bu beyanın tarihi henüz girilmedi.',
    limitationsDefault: [
      'Haritanın kendisi bir grafiktir: noktaların konumu ve birbirlerine yakınlığı görmeden ancak sınırlı ölçüde algılanabilir. Ancak tüm noktalara haritanın yanındaki listeler ve formlar üzerinden de ulaşılabilir.',
      'Harici sağlayıcıların harita karolarının (ör. OpenStreetMap) metin alternatifleri yoktur.',
      'Yüklenen fotoğrafların, yükleyen kişi bir açıklama girmemişse görsel açıklaması yoktur.',
    ],
    feedbackText: 'Erişilebilirlikle ilgili eksiklikler fark ettiniz mi? O hâlde bize yazın. Bir ay içinde yanıt veririz.',
    enforcement: 'Geri bildiriminize tatmin edici bir yanıt alamazsanız, Behindertengleichstellungsgesetz (BGG, Engellilerin Eşitliği Yasası) § 16 uyarınca arabuluculuk kurumuna başvurabilirsiniz. Bu kurum, mahkeme dışı bir çözüm bulunmasına ücretsiz olarak yardımcı olur.',
  },
};
export default translation;
