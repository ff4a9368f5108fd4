import type { ProseTranslation } from '../../i18n/prose';
import { bindingNote } from './binding-note.tr';
import type { privacyTexts } from './privacy-texts';

/** The privacy notice in Turkish (docs/product.md §23.6): for information; the German is binding. */
const translation: ProseTranslation<typeof privacyTexts> = {
  bindingNote,
  texts: {
    chairperson: 'Temsilcisi',
    phone: 'Telefon',
    email: 'E-posta',
    missing: 'henüz girilmedi',
    privacyTitle: 'Gizlilik politikası',
    privacyLead: 'Verilerinizin korunmasını ciddiye alıyoruz. Bu politika, Mitmachkarte’nin hangi kişisel verileri, hangi amaçla ve ne kadar süreyle işlediğini ve hangi haklara sahip olduğunuzu açıklar.',
    contents: 'İçindekiler',
    controllerTitle: 'Veri sorumlusu',
    controllerText: 'Genel Veri Koruma Tüzüğü (GDPR, Almanca: DSGVO) anlamında bu web sitesindeki veri işlemeden sorumlu olan:',
    cookieName: 'Ad',
    cookieKind: 'Türü',
    cookiePurpose: 'Amacı',
    cookieLifetime: 'Saklama süresi',
    cookieTableCaption: 'Bu web sitesinin çerezleri ve yerel olarak saklanan kayıtları',
    cookies: [
      {
        name: 'mk_session (HTTPS üzerinden: __Host-mk_session)', kind: 'Çerez, teknik olarak zorunlu',
        purpose: 'Oturumunuzu sürdürür: giriş yaptıktan sonra sizi tanır. Yalnızca rastgele bir sayı içerir; betikler tarafından okunamaz (HttpOnly).',
        lifetime: 'Giriş yapmadan tarayıcı kapatılana kadar; giriş yaptıktan sonra en fazla 7 gün; oturum 2 saat işlem yapılmadığında veya çıkış yaptığınızda sona erer.',
      },
      {
        name: 'XSRF-TOKEN', kind: 'Çerez, teknik olarak zorunlu',
        purpose: 'Başka web sitelerinden gelen sahte isteklere karşı koruma (siteler arası istek sahteciliği): oturumdan türetilen ve sayfanın her değişiklikte birlikte gönderdiği bir kontrol değeri.',
        lifetime: 'Tarayıcı kapatılana kadar.',
      },
      {
        name: 'cookie-accepted', kind: 'Tarayıcınızın yerel depolama alanı (localStorage)',
        purpose: 'Çerez bildirimini onayladığınızı hatırlar, böylece bildirim yeniden görünmez. Bize gönderilmez.',
        lifetime: 'Tarayıcınızdaki web sitesi verilerini silene kadar.',
      },
      {
        name: 'survey-done', kind: 'Tarayıcınızın yerel depolama alanı (localStorage)',
        purpose: 'Ankete zaten yanıt verdiğinizi hatırlar. Bize gönderilmez.',
        lifetime: 'Tarayıcınızdaki web sitesi verilerini silene kadar.',
      },
    ],
    retention: {
      projects: (months, deletePhotos) => `Bir katılım projesinin tamamlanmasından ${months === 1 ? 'bir ay' : `${months} ay`} sonra projeye yapılan katkıları anonimleştiririz: kayıtlar ve yorumlar adınız olmadan görünür kalır, oylar yalnızca sayı olarak kalır. Kayıtlarla ilgili bildirimleri, bildirimde bulunan kişilerin bilgilerini notlarıyla birlikte ve orijinal fotoğrafları meta verileriyle (örneğin çekildikleri yer) birlikte sileriz; ${deletePhotos ? 'yayımlanan fotoğrafları da sileriz.' : 'yayımlanan, küçültülmüş ve meta verisi olmayan fotoğraflar kalır.'}`,
      projectsKept: 'Katılım projelerine yapılan katkıları proje var olduğu sürece saklarız.',
      projectsOwn: 'Bir projenin, örneğin arşivlenmesi gerektiğinde, kendine ait bir süresi olabilir; bu süre proje sayfasında belirtilir.',
      accounts: (warnMonths, deleteMonths) => `${warnMonths} ay boyunca kimsenin giriş yapmadığı hesapları sileriz. Bundan önce size e-posta ile hatırlatırız; bundan sonraki ${deleteMonths === 1 ? 'bir ay' : `${deleteMonths} ay`} içinde giriş yaparsanız hesabınız korunur.`,
      accountsKept: 'Hesabınızı kullanılmadığı için silmeyiz; hesabınızı istediğiniz zaman kendiniz silebilirsiniz.',
    },
    sections: [
      {
        id: 'datenarten', title: 'İşlenen veri türleri',
        paragraphs: ['Yalnızca Mitmachkarte’nin kullanımı için gerekli olan verileri işleriz:'],
        items: [
          'Kayıt sırasında hesap verileri: e-posta adresi, ad ve parola (parola yalnızca geri döndürülemeyen bir karma değer olarak).',
          'İçerik verileri: haritadaki kayıtlarınız (konum, sorulara verilen yanıtlar, fotoğraflar), yorumlar ve değerlendirmeler (beğeni veya beğenmeme).',
          'İşletmeci profil soruları soruyorsa hakkınızdaki isteğe bağlı bilgiler (örneğin semt veya yaş grubu): yalnızca hesapla, katkılarınızdan ayrı saklanır ve yalnızca proje başına toplu olarak değerlendirilir, 5 kişiden küçük gruplar sayısız gösterilir (GVKT md. 6 f. 1 a). Bunları istediğiniz zaman profilinizde „Hakkımdaki bilgiler“ bölümünde değiştirir veya silersiniz; veri dışa aktarımınızın parçasıdır ve hesabınızla birlikte silinir.',
          'Kullanım verileri: oturum verileri (başlangıç, son etkinlik, sona erme), en son seçtiğiniz proje gibi ayarlarınız.',
          'Anket verileri: anketlere verdiğiniz yanıtlar; kişiliğinizle veya hesabınızla bağlantısı olmadan.',
          'Bağlantı verileri: cihazınızın IP adresi, tarih ve saat, çağrılan adres ve tarayıcı tanımlayıcısı; bunlar her çağrıda teknik olarak oluşur.',
        ],
      },
      {
        id: 'zwecke', title: 'İşleme amaçları',
        items: [
          'Web sitesinin, haritanın ve işlevlerinin sunulması.',
          'Giriş, hesabınızın yönetimi ve bunun için gerekli e-postaların gönderilmesi (etkinleştirme, parola sıfırlama).',
          'Başkalarının görebilmesi, değerlendirebilmesi ve yorumlayabilmesi için katkılarınızın haritada yayımlanması (vatandaş katılımı).',
          'İlgili projelerin planlanması için katkıların ve anonim anketlerin değerlendirilmesi.',
          'İşletimin güvenliği ve istikrarı, kötüye kullanıma ve saldırılara karşı korunma.',
        ],
      },
      {
        id: 'rechtsgrundlagen', title: 'Hukuki dayanaklar',
        items: [
          'GDPR madde 6 fıkra 1 bent b (sözleşme): kayıt, hesap ve kayıt olarak talep ettiğiniz Mitmachkarte kullanımı.',
          'GDPR madde 6 fıkra 1 bent a (rıza): kendi katkılarınızın, yorumlarınızın ve fotoğraflarınızın yayımlanması; rızanızı gelecekte geçerli olmak üzere istediğiniz zaman geri alabilirsiniz.',
          'GDPR madde 6 fıkra 1 bent f (meşru menfaat): güvenli ve istikrarlı işletim, sunucu günlük dosyaları ve kötüye kullanıma karşı koruma.',
          'TDDDG § 25 fıkra 2 no. 2: teknik olarak zorunlu çerezler ve yerel depolama kayıtları; bunlar olmadan web sitesi istendiği gibi çalışmaz.',
        ],
      },
      {
        id: 'sicherheit', title: 'Güvenlik önlemleri',
        paragraphs: [
          'Teknolojinin güncel durumuna uygun teknik ve organizasyonel önlemler alırız: şifreli iletim (HTTPS), parolaların yalnızca tuzlanmış karma değer olarak saklanması, rastgele oturum tanımlayıcıları, sahte isteklere karşı koruma, tekrarlanan giriş ve kayıt denemelerinin sınırlandırılması ve sunucuda her istek için denetlenen erişim hakları.',
          'Yüklenen fotoğrafların gösterilen sürümlerinden çekildikleri yer gibi meta verileri kaldırırız.',
        ],
      },
      {
        id: 'uebermittlung', title: 'Üçüncü taraflara aktarım',
        paragraphs: [
          'Veri satmayız ve verileri reklam amacıyla başkalarına vermeyiz. Aktarım yalnızca işletim için gerekli olduğunda (barındırma, e-posta gönderimi, harita hizmeti; aşağıya bakınız), yasal olarak zorunlu olduğunda veya rıza verdiğinizde yapılır.',
          'Haritadaki katkılarınız herkese açıktır; proje ortakları (örneğin planlamayı yapan idare) bunları değerlendirme için e-posta adresiniz olmadan alır. GDPR madde 44 vd. uyarınca bir yeterlilik kararı veya uygun güvenceler bulunmadıkça AB dışındaki ülkelere aktarım yapılmaz.',
        ],
      },
      {
        id: 'rechte', title: 'İlgili kişilerin hakları',
        paragraphs: ['Kişisel verilerinizle ilgili olarak bize karşı aşağıdaki haklara sahipsiniz:'],
        items: [
          'Bilgi alma (GDPR madde 15), düzeltme (GDPR madde 16) ve silme (GDPR madde 17).',
          'İşlemenin kısıtlanması (GDPR madde 18) ve veri taşınabilirliği (GDPR madde 20).',
          'Meşru menfaatlere dayanan işlemeye itiraz (GDPR madde 21).',
          'Bir rızanın gelecekte geçerli olmak üzere geri alınması (GDPR madde 7 fıkra 3).',
          'Bir veri koruma denetim makamına, örneğin ikamet ettiğiniz yerin veya merkezimizin bulunduğu yerin makamına şikâyet (GDPR madde 77).',
        ],
        after: 'Bilgi alma ve veri taşınabilirliğini profilinizde “Verilerimi indir” altında, silmeyi “Hesabı sil” altında kendiniz gerçekleştirebilirsiniz. Tüm talepleriniz için yukarıda belirtilen iletişim adresine gönderilecek biçimsiz bir mesaj da yeterlidir.',
      },
      {
        id: 'cookies', title: 'Çerezler ve yerel depolama',
        paragraphs: [
          'Çerezler, tarayıcınızın sakladığı küçük metin dosyalarıdır. Mitmachkarte yalnızca teknik olarak zorunlu çerezler ve tarayıcınızın yerel depolama alanında kayıtlar kullanır; izleme, analiz veya reklam çerezleri kullanmayız. Bunlar tam olarak şunlardır:',
        ],
        after: 'Çerezleri tarayıcınızda istediğiniz zaman silebilir veya engelleyebilirsiniz. Oturum çerezi olmadan giriş yapmak mümkün değildir.',
      },
      {
        id: 'loeschung', title: 'Verilerin silinmesi ve saklama süresi',
        paragraphs: ['Verileri amaçları için artık gerekli olmadıkları ve yasal bir saklama yükümlülüğü bulunmadığı anda sileriz. Ayrıntılı olarak:'],
        items: [
          'IP adresleri en geç 7 gün sonra silinir veya anonimleştirilir. Mitmachkarte’nin kendisi hiçbir tam IP adresini saklamaz: günlük kayıtları en fazla kısaltılmış ağı içerir (IPv4’te ilk üç, IPv6’da ilk üç blok).',
          'Sunucu günlük dosyaları en fazla 7 gün saklanır.',
          'Oturumlar 2 saat işlem yapılmadığında, en geç 7 gün sonra veya çıkış yaptığınızda sona erer.',
          'Etkinleştirme bağlantıları 24 saat, yeni bir parolayı onaylama bağlantıları 30 dakika geçerlidir. Hiç etkinleştirilmemiş hesapları 30 gün sonra sileriz.',
          '24 saat sonra hiçbir kayda ait olmayan yüklenmiş fotoğraflar silinir.',
          'Hesabınızı sildiğinizde (profilinizde kendiniz veya talep üzerine), hesabınızı ayarlarınız, oturumlarınız ve oylarınızla birlikte sileriz. Noktalarınız ve yorumlarınız, işleten bunların hesapla birlikte silinmesini ayarlamadıkça veya siz silinmelerini talep etmedikçe, katılımın bir parçası olarak hesabınızla bağlantısı olmadan kalır (anonimleştirilmiş; fotoğraflardan çekildikleri yer gibi meta veriler kaldırılır).',
        ],
      },
      {
        id: 'registrierung', title: 'Kayıt ve kullanıcı hesabı',
        paragraphs: [
          'Kayıt için e-posta adresinize, bir ada (takma ad da olabilir) ve bir parolaya ihtiyacımız vardır. Size bir etkinleştirme bağlantısı göndeririz; ancak bundan sonra giriş yapabilirsiniz. Adınız yorumlarınızın yanında görünür. E-posta adresinizi yalnızca yönetim ve projeleri yöneten kişiler, sizi bir projenin ekibine eklediklerinde görür.',
          'İşleten kullanım koşulları veya bir netiket yayımlamışsa, kayıt sırasında ve bir değişiklikten sonra her yeniden onayınızda hangi sürümü ne zaman kabul ettiğinizi saklarız (GDPR madde 6 fıkra 1 bent b). Bu bilgiler veri dışa aktarımınızın bir parçasıdır ve hesabınızla birlikte silinir.',
          'Hesabınızı istediğiniz zaman profilinizde silebilir ve tüm verilerinizi orada indirebilirsiniz; iletişim adresine gönderilecek biçimsiz bir mesaj da aynı şekilde yeterlidir.',
        ],
      },
      {
        id: 'hosting', title: 'Barındırma',
        paragraphs: [
          'Mitmachkarte, Avrupa Birliği’nde bulunan, kendimizin işlettiği veya bir barındırma sağlayıcısından kiraladığımız sunucularda çalışır. Bir sağlayıcı ile GDPR madde 28 uyarınca bir veri işleme sözleşmesi yaparız; sağlayıcı verileri yalnızca bizim talimatımızla işler. Veritabanı, fotoğraflar ve e-postalar bu sunucularda bulunur; e-postaları kendi posta sunucumuz veya görevlendirdiğimiz bir posta sunucusu üzerinden göndeririz.',
        ],
      },
      {
        id: 'server-logfiles', title: 'Sunucu günlük dosyaları',
        paragraphs: [
          'Her çağrıda tarayıcınız teknik olarak gerekli verileri iletir. Sunucumuz hata ayıklama ve saldırıları önleme amacıyla tarih ve saati, çağrılan adresi (parametreler olmadan), durum kodunu ve IP adresinizin kısaltılmış ağını kaydeder – hiçbir zaman tam adresi kaydetmez.',
          'Günlük dosyaları en fazla 7 gün saklanır ve ardından silinir. Hukuki dayanak, güvenli bir işletim konusundaki meşru menfaatimizdir (GDPR madde 6 fıkra 1 bent f).',
        ],
      },
      {
        id: 'drittanbieter', title: 'Üçüncü taraf içeriklerinin yerleştirilmesi',
        paragraphs: ['Yalnızca işlev için gerekli olan üçüncü taraf içeriklerini yerleştiririz:'],
        subsections: [
          { id: 'videos', title: 'Videolar', text: 'Mitmachkarte üçüncü taraf platformlarından video yerleştirmez.' },
          { id: 'schriftarten', title: 'Yazı tipleri', text: 'Başka sunuculardan yazı tipi yüklenmez; tüm yazı tiplerini ve simgeleri kendi sunucumuz sağlar veya bunlar cihazınızdan gelir.' },
          { id: 'teilen', title: 'Sosyal ağlarda paylaşma', text: 'Sayfa açıldığında sosyal ağlara veri gönderen paylaşma düğmeleri yoktur. Bir bağlantıyı kendiniz paylaşırsanız, bu ilgili hizmetteki kendi hesabınız üzerinden gerçekleşir.' },
        ],
      },
    ],
    mapsTitle: 'Haritalar',
    maps: (host, osm) => `Harita görüntülerini (karoları) tarayıcınız doğrudan ${host}${osm ? ' OpenStreetMap Foundation’a ait (St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Birleşik Krallık; Birleşik Krallık için Avrupa Komisyonu’nun bir yeterlilik kararı bulunmaktadır)' : ''} harita hizmetinden yükler. Bu sırada hizmet, IP adresinizi ve gösterilen harita kesitlerini alır; aksi takdirde görüntüleri gönderemezdi. Hukuki dayanak, çalışan bir harita konusundaki meşru menfaatimizdir (GDPR madde 6 fıkra 1 bent f). Katkılarınızın kendisi harita hizmetine aktarılmaz.`,
    mapsOwn: 'Harita görüntülerini (karoları) kendi sunucumuz sağlar; bu sırada hiçbir üçüncü taraf veri almaz.',
    searchTitle: 'Adres arama',
    search: (host, osm) => `Haritanın üstünde bir adres aradığınızda sunucumuz arama terimini ve gösterilen harita kesitini ${host}${osm ? ' (OpenStreetMap Foundation’ın Nominatim hizmeti, adres yukarıdaki gibi)' : ''} arama hizmetine gönderir. İstek sunucumuzdan geldiği için hizmet IP adresinizi almaz. Lütfen arama alanına kişisel bilgiler yazmayın. Hukuki dayanak, yerlerin bulunabildiği bir harita konusundaki meşru menfaatimizdir (GDPR madde 6 fıkra 1 bent f).`,
    searchOff: 'Bu web sitesi adres arama sunmaz; üçüncü taraflara arama terimi aktarılmaz.',
    translationTitle: 'Katkıların çevirisi',
    translation: (host) => `Bir yanıtta veya yorumda “Çevir” seçeneğini seçtiğinizde sunucumuz bu katkının metnini ve istenen dili ${host} (LibreTranslate) çeviri hizmetine gönderir ve size makine çevirisini gösterir. İstek sunucumuzdan geldiği için IP adresiniz, adınız ve hesabınız aktarılmaz; aynı metnin yeniden gönderilmemesi için çeviri 30 gün boyunca sunucumuzda saklanır. Hukuki dayanak, tüm sakinlerin katkıları okuyabilmesi konusundaki meşru menfaatimizdir (GDPR madde 6 fıkra 1 bent f); kamu kurumları için kamu yararına bir görevin yerine getirilmesidir (GDPR madde 6 fıkra 1 bent e).`,
    dpoTitle: 'Veri koruma görevlisi',
    dpoText: 'Veri koruma görevlimize şu adresten ulaşabilirsiniz:',
    authority: 'Bizden sorumlu makam:',
    newsletterTitle: 'Bülten',
    socialMediaTitle: 'Sosyal medyadaki hesaplarımız',
    furtherTitle: 'Diğer bilgiler',
    updated: 'Güncelleme: Kasım 2026',
  },
};
export default translation;
