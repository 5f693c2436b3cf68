import type { Translated } from '../schema/common';
import type { Scene } from './catalogue-data';

/*
 * The travel packages a new database starts with: programmes around Trabzon, Uzungöl, Sumela,
 * Ayder, Rize and Hamsiköy, with the agency's own hotels (by slug), every text in English, Turkish
 * and Arabic. Prices are USD per person. Images: api/public/images/packages/<slug>/*.svg (generated).
 */

export interface SeedPackage {
  name: Translated;
  destination: string;
  scene: Scene;
  palette: number;
  description: Translated;
  duration: number;
  price: number;
  hotels: string[];
  activities: Translated[];
  itinerary: { title: Translated; description: Translated }[];
  featured: boolean;
  popularity: number;
  seats: number;
}

const A = {
  boat: { en: 'Lake boat ride', tr: 'Gölde tekne turu', ar: 'جولة بالقارب في البحيرة' },
  sumela: { en: 'Guided visit to Sumela Monastery', tr: 'Sümela Manastırı rehberli ziyaret', ar: 'زيارة مع مرشد إلى دير سوميلا' },
  hagia: { en: 'Hagia Sophia of Trabzon', tr: 'Trabzon Ayasofya', ar: 'آيا صوفيا طرابزون' },
  tea: { en: 'Tea garden tasting', tr: 'Çay bahçesinde tadım', ar: 'تذوق في حديقة الشاي' },
  hike: { en: 'Highland hike', tr: 'Yayla yürüyüşü', ar: 'رحلة مشي في الهضاب' },
  spa: { en: 'Thermal spring bath', tr: 'Kaplıca banyosu', ar: 'حمام الينابيع الحارة' },
  food: { en: 'Black Sea cooking class', tr: 'Karadeniz yemek atölyesi', ar: 'درس طبخ البحر الأسود' },
  zipline: { en: 'Zipline over the Fırtına', tr: 'Fırtına Deresi üzerinde zipline', ar: 'انزلاق بالحبل فوق نهر فيرتينا' },
  rafting: { en: 'Rafting on the Fırtına', tr: 'Fırtına Deresi’nde rafting', ar: 'التجديف في نهر فيرتينا' },
  transfer: { en: 'Airport transfers', tr: 'Havalimanı transferleri', ar: 'التنقل من وإلى المطار' },
  breakfast: { en: 'Daily breakfast', tr: 'Her gün kahvaltı', ar: 'إفطار يومي' },
  bazaar: { en: 'Old bazaar walk', tr: 'Tarihi çarşı yürüyüşü', ar: 'جولة في السوق القديم' },
  boztepe: { en: 'Sunset at Boztepe', tr: 'Boztepe’de gün batımı', ar: 'الغروب في بوزتبه' },
  photo: { en: 'Photography stops', tr: 'Fotoğraf molaları', ar: 'محطات للتصوير' },
  village: { en: 'Village breakfast', tr: 'Köy kahvaltısı', ar: 'فطور قروي' },
};

const day = (en: string, tr: string, ar: string, den: string, dtr: string, dar: string) => ({
  title: { en, tr, ar },
  description: { en: den, tr: dtr, ar: dar },
});

const ARRIVAL = day(
  'Arrival in Trabzon',
  'Trabzon’a varış',
  'الوصول إلى طرابزون',
  'Meet your guide at Trabzon Airport and transfer to your hotel. Evening walk on Meydan square.',
  'Trabzon Havalimanı’nda rehberinizle buluşma ve otele transfer. Akşam Meydan’da yürüyüş.',
  'لقاء المرشد في مطار طرابزون والانتقال إلى الفندق. نزهة مسائية في ساحة ميدان.',
);
const DEPARTURE = day(
  'Departure',
  'Dönüş',
  'المغادرة',
  'Breakfast, free time for souvenirs and transfer to Trabzon Airport.',
  'Kahvaltı, hediyelik alışveriş için serbest zaman ve havalimanına transfer.',
  'الإفطار ووقت حر لشراء الهدايا ثم الانتقال إلى المطار.',
);
const UZUNGOL = day(
  'Uzungöl lake',
  'Uzungöl',
  'بحيرة أوزنجول',
  'Drive through the Çaykara valley to Uzungöl: lakeside walk, boat ride and trout lunch.',
  'Çaykara vadisinden Uzungöl’e: göl kenarında yürüyüş, tekne turu ve alabalık öğle yemeği.',
  'الطريق عبر وادي تشايكارا إلى أوزنجول: نزهة على ضفاف البحيرة وجولة بالقارب وغداء سمك السلمون.',
);
const SUMELA = day(
  'Sumela Monastery',
  'Sümela Manastırı',
  'دير سوميلا',
  'Morning in the Altındere valley and a guided visit to the cliffside monastery.',
  'Altındere vadisinde sabah ve kayalıklara kurulu manastıra rehberli ziyaret.',
  'صباح في وادي ألتينديره وزيارة مع مرشد إلى الدير المعلّق على الجرف.',
);
const AYDER = day(
  'Ayder plateau',
  'Ayder Yaylası',
  'هضبة آيدر',
  'Up to Ayder through the Fırtına valley; afternoon in the thermal springs.',
  'Fırtına vadisinden Ayder’e çıkış; öğleden sonra kaplıcalar.',
  'الصعود إلى آيدر عبر وادي فيرتينا؛ بعد الظهر في الينابيع الحارة.',
);
const RIZE = day(
  'Rize tea gardens',
  'Rize çay bahçeleri',
  'حدائق الشاي في ريزه',
  'Tea terraces, a tea factory visit and tasting with a view of the sea.',
  'Çay terasları, çay fabrikası ziyareti ve deniz manzaralı tadım.',
  'مدرجات الشاي وزيارة مصنع الشاي وتذوق مع إطلالة على البحر.',
);
const CITY = day(
  'Trabzon city tour',
  'Trabzon şehir turu',
  'جولة في مدينة طرابزون',
  'Hagia Sophia, the old bazaar, Atatürk Pavilion and sunset at Boztepe.',
  'Ayasofya, tarihi çarşı, Atatürk Köşkü ve Boztepe’de gün batımı.',
  'آيا صوفيا والسوق القديم وقصر أتاتورك والغروب في بوزتبه.',
);
const HAMSIKOY = day(
  'Hamsiköy village',
  'Hamsiköy',
  'قرية حمسي كوي',
  'Stone houses, village breakfast and the famous rice pudding of Hamsiköy.',
  'Taş evler, köy kahvaltısı ve meşhur Hamsiköy sütlacı.',
  'بيوت حجرية وفطور قروي وأرز بالحليب الشهير في حمسي كوي.',
);
const HIGHLANDS = day(
  'Highland trails',
  'Yayla patikaları',
  'مسارات الهضاب',
  'A guided hike between the plateaus of Pokut and Sal, lunch at a highland house.',
  'Pokut ve Sal yaylaları arasında rehberli yürüyüş, yayla evinde öğle yemeği.',
  'مشي مع مرشد بين هضبتي بوكوت وسال وغداء في بيت جبلي.',
);

export const SEED_PACKAGES: SeedPackage[] = [
  {
    name: { en: 'Uzungöl Lake Escape', tr: 'Uzungöl Göl Kaçamağı', ar: 'رحلة بحيرة أوزنجول' },
    destination: 'uzungol',
    scene: 'lake',
    palette: 1,
    description: {
      en: 'Three days between Trabzon and the mirror-like lake of Uzungöl, with a lakeside lodge, a boat ride and mountain air.',
      tr: 'Trabzon ile ayna gibi Uzungöl arasında üç gün: göl kenarında konaklama, tekne turu ve dağ havası.',
      ar: 'ثلاثة أيام بين طرابزون وبحيرة أوزنجول الصافية، مع نزل على ضفاف البحيرة وجولة بالقارب وهواء الجبال.',
    },
    duration: 3,
    price: 289,
    hotels: ['uzungol-lakeside-lodge', 'meydan-boutique-hotel'],
    activities: [A.boat, A.transfer, A.breakfast, A.photo],
    itinerary: [ARRIVAL, UZUNGOL, DEPARTURE],
    featured: true,
    popularity: 95,
    seats: 20,
  },
  {
    name: { en: 'Sumela and Trabzon Heritage', tr: 'Sümela ve Trabzon Mirası', ar: 'تراث سوميلا وطرابزون' },
    destination: 'sumela',
    scene: 'forest',
    palette: 4,
    description: {
      en: 'Byzantine churches, the cliffside Sumela Monastery and the old city of Trabzon, guided by a local historian.',
      tr: 'Bizans kiliseleri, kayalıklardaki Sümela Manastırı ve eski Trabzon, yerel bir tarihçi rehberliğinde.',
      ar: 'كنائس بيزنطية ودير سوميلا على الجرف ومدينة طرابزون القديمة، بإرشاد مؤرخ محلي.',
    },
    duration: 2,
    price: 179,
    hotels: ['sumela-forest-retreat'],
    activities: [A.sumela, A.hagia, A.bazaar, A.breakfast],
    itinerary: [SUMELA, CITY],
    featured: true,
    popularity: 88,
    seats: 16,
  },
  {
    name: { en: 'Ayder Thermal Highlands', tr: 'Ayder Kaplıca ve Yaylalar', ar: 'هضاب آيدر والينابيع الحارة' },
    destination: 'ayder',
    scene: 'plateau',
    palette: 7,
    description: {
      en: 'Wooden chalets, thermal baths and the green plateaus of the Kaçkar mountains, with a day of rafting on the Fırtına.',
      tr: 'Ahşap dağ evleri, kaplıcalar ve Kaçkar dağlarının yeşil yaylaları; Fırtına Deresi’nde bir gün rafting.',
      ar: 'أكواخ خشبية وحمامات حارة وهضاب كاتشكار الخضراء، مع يوم تجديف في نهر فيرتينا.',
    },
    duration: 4,
    price: 449,
    hotels: ['ayder-thermal-spa-hotel', 'ayder-kackar-chalet'],
    activities: [A.spa, A.hike, A.rafting, A.zipline, A.breakfast],
    itinerary: [ARRIVAL, AYDER, HIGHLANDS, DEPARTURE],
    featured: true,
    popularity: 90,
    seats: 14,
  },
  {
    name: { en: 'Rize Tea Trail', tr: 'Rize Çay Rotası', ar: 'درب الشاي في ريزه' },
    destination: 'rize',
    scene: 'tea',
    palette: 10,
    description: {
      en: 'Follow Turkish tea from the terraces to the glass: plantations, a tea factory and tasting with a sea view.',
      tr: 'Türk çayını bahçeden bardağa izleyin: plantasyonlar, çay fabrikası ve deniz manzaralı tadım.',
      ar: 'تتبّع الشاي التركي من المدرجات إلى الكوب: مزارع ومصنع شاي وتذوق مع إطلالة على البحر.',
    },
    duration: 2,
    price: 159,
    hotels: ['rize-tea-garden-hotel'],
    activities: [A.tea, A.food, A.breakfast],
    itinerary: [RIZE, DEPARTURE],
    featured: true,
    popularity: 72,
    seats: 20,
  },
  {
    name: { en: 'Black Sea Grand Tour', tr: 'Büyük Karadeniz Turu', ar: 'جولة البحر الأسود الكبرى' },
    destination: 'trabzon',
    scene: 'sea',
    palette: 13,
    description: {
      en: 'A week across the eastern Black Sea: Trabzon, Sumela, Uzungöl, Rize and Ayder with hand-picked hotels on the way.',
      tr: 'Doğu Karadeniz’de bir hafta: Trabzon, Sümela, Uzungöl, Rize ve Ayder, yol boyunca seçkin oteller.',
      ar: 'أسبوع في شرق البحر الأسود: طرابزون وسوميلا وأوزنجول وريزه وآيدر مع فنادق مختارة على الطريق.',
    },
    duration: 7,
    price: 949,
    hotels: ['karadeniz-palace-hotel', 'uzungol-lakeside-lodge', 'ayder-thermal-spa-hotel'],
    activities: [A.sumela, A.boat, A.tea, A.spa, A.hagia, A.transfer, A.breakfast],
    itinerary: [ARRIVAL, CITY, SUMELA, UZUNGOL, RIZE, AYDER, DEPARTURE],
    featured: true,
    popularity: 99,
    seats: 24,
  },
  {
    name: { en: 'Trabzon City Break', tr: 'Trabzon Şehir Kaçamağı', ar: 'عطلة قصيرة في طرابزون' },
    destination: 'trabzon',
    scene: 'sea',
    palette: 2,
    description: {
      en: 'A long weekend by the sea: Hagia Sophia, the old bazaar, hamsi by the harbour and the sunset from Boztepe.',
      tr: 'Deniz kenarında uzun bir hafta sonu: Ayasofya, tarihi çarşı, limanda hamsi ve Boztepe’den gün batımı.',
      ar: 'عطلة نهاية أسبوع طويلة على البحر: آيا صوفيا والسوق القديم وسمك الهامسي في الميناء والغروب من بوزتبه.',
    },
    duration: 3,
    price: 219,
    hotels: ['boztepe-panorama-suites'],
    activities: [A.hagia, A.bazaar, A.boztepe, A.food, A.transfer],
    itinerary: [ARRIVAL, CITY, DEPARTURE],
    featured: false,
    popularity: 80,
    seats: 20,
  },
  {
    name: { en: 'Hamsiköy Village Retreat', tr: 'Hamsiköy Köy Tatili', ar: 'استراحة قرية حمسي كوي' },
    destination: 'hamsikoy',
    scene: 'village',
    palette: 5,
    description: {
      en: 'Slow days in a stone village on the old Silk Road: village breakfasts, forest walks and Hamsiköy rice pudding.',
      tr: 'Eski İpek Yolu üzerindeki taş köyde sakin günler: köy kahvaltıları, orman yürüyüşleri ve Hamsiköy sütlacı.',
      ar: 'أيام هادئة في قرية حجرية على طريق الحرير القديم: فطور قروي ونزهات في الغابة وأرز بالحليب.',
    },
    duration: 2,
    price: 139,
    hotels: ['hamsikoy-stone-inn'],
    activities: [A.village, A.hike, A.food],
    itinerary: [HAMSIKOY, DEPARTURE],
    featured: false,
    popularity: 60,
    seats: 12,
  },
  {
    name: { en: 'Kaçkar Adventure Week', tr: 'Kaçkar Macera Haftası', ar: 'أسبوع مغامرات كاتشكار' },
    destination: 'ayder',
    scene: 'plateau',
    palette: 9,
    description: {
      en: 'Five active days in the Kaçkar mountains: zipline, rafting, plateau hikes and a night in a mountain bungalow.',
      tr: 'Kaçkar dağlarında beş hareketli gün: zipline, rafting, yayla yürüyüşleri ve dağ evinde bir gece.',
      ar: 'خمسة أيام نشطة في جبال كاتشكار: انزلاق بالحبل وتجديف ومشي في الهضاب وليلة في كوخ جبلي.',
    },
    duration: 5,
    price: 589,
    hotels: ['haldizen-mountain-bungalows', 'ayder-kackar-chalet'],
    activities: [A.zipline, A.rafting, A.hike, A.spa, A.photo, A.breakfast],
    itinerary: [ARRIVAL, AYDER, HIGHLANDS, HIGHLANDS, DEPARTURE],
    featured: false,
    popularity: 70,
    seats: 10,
  },
  {
    name: { en: 'Sumela Day Trip', tr: 'Sümela Günübirlik Tur', ar: 'رحلة يوم إلى سوميلا' },
    destination: 'sumela',
    scene: 'forest',
    palette: 11,
    description: {
      en: 'From Trabzon to Sumela Monastery and back in a day, with lunch in the Altındere valley.',
      tr: 'Trabzon’dan Sümela Manastırı’na günübirlik; Altındere vadisinde öğle yemeği.',
      ar: 'من طرابزون إلى دير سوميلا والعودة في يوم واحد، مع غداء في وادي ألتينديره.',
    },
    duration: 1,
    price: 69,
    hotels: [],
    activities: [A.sumela, A.photo],
    itinerary: [SUMELA],
    featured: false,
    popularity: 85,
    seats: 30,
  },
];

export const SEED_PACKAGE_REVIEWS: { author: string; rating: number; text: string }[] = [
  { author: 'Layla A.', rating: 5, text: 'Everything was organised perfectly, our guide knew every corner of the region.' },
  { author: 'Mehmet K.', rating: 4, text: 'Beautiful places and good hotels. One day was a little long on the bus.' },
  { author: 'Sarah W.', rating: 5, text: 'The best holiday we have had in years. The food alone is worth the trip!' },
  { author: 'Omar H.', rating: 4, text: 'Great value for money and a very friendly team. Would book again.' },
  { author: 'Elif D.', rating: 5, text: 'Uzungöl in the morning mist was magical. Thank you for a wonderful programme.' },
];
