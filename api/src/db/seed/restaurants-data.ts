import type { Translated } from '../schema/common';
import type { StoredDayHours, StoredMenuSection } from '../schema';

/*
 * The partner restaurants of a new database: names and places are invented (the towns are real),
 * texts in English, Turkish and Arabic. Images are drawn by restaurant-images.ts (own work).
 */

export interface SeedRestaurant {
  slug: string;
  destination: string;
  name: Translated;
  description: Translated;
  cuisine: 'italian' | 'turkish' | 'mediterranean' | 'asian' | 'middle_eastern';
  priceRange: number;
  street: string;
  city: string;
  lat: number;
  lng: number;
  phone: string;
  hours: StoredDayHours[];
  features: string[];
  isNew?: boolean;
  promoted?: boolean;
  popularity: number;
  /** Colour of its drawings. */
  hue: number;
}

const daily = (open: string, close: string): StoredDayHours[] => Array.from({ length: 7 }, () => ({ open, close }));
/** Same hours every day except the given weekdays (0 = Sunday), which get `other` (null = closed). */
const except = (open: string, close: string, days: number[], other: StoredDayHours): StoredDayHours[] =>
  daily(open, close).map((h, day) => (days.includes(day) ? other : h));

export const SEED_RESTAURANTS: SeedRestaurant[] = [
  {
    slug: 'hamsi-kosku',
    destination: 'trabzon',
    name: { en: 'Hamsi Köşkü', tr: 'Hamsi Köşkü', ar: 'قصر الهامسي' },
    description: {
      en: 'Black Sea anchovies fried, baked with rice or in cornbread, served on a terrace above the harbour.',
      tr: 'Limanın üzerindeki terasta tava, hamsili pilav ve hamsikoli olarak sunulan Karadeniz hamsisi.',
      ar: 'سمك الهامسي من البحر الأسود مقليًا أو مخبوزًا مع الأرز أو بخبز الذرة، يقدَّم على تراس يطل على الميناء.',
    },
    cuisine: 'turkish',
    priceRange: 2,
    street: 'Kemerkaya Mah., Sahil Cd. 12',
    city: 'Trabzon',
    lat: 41.0049,
    lng: 39.7302,
    phone: '+90 462 555 01 10',
    hours: daily('11:00', '23:00'),
    features: ['sea_view', 'outdoor_seating', 'family_friendly', 'halal', 'card_payment'],
    promoted: true,
    popularity: 98,
    hue: 200,
  },
  {
    slug: 'boztepe-ocakbasi',
    destination: 'trabzon',
    name: { en: 'Boztepe Ocakbaşı', tr: 'Boztepe Ocakbaşı', ar: 'مشاوي بوزتبه' },
    description: {
      en: 'Charcoal grills and Akçaabat meatballs with the whole city and the sea below; open late at weekends.',
      tr: 'Şehir ve deniz ayaklarınızın altında; mangal ve Akçaabat köftesi, hafta sonu gece geç saate kadar açık.',
      ar: 'مشاوي على الفحم وكفتة أكتشابات والمدينة والبحر تحت قدميك؛ يفتح حتى وقت متأخر في عطلة نهاية الأسبوع.',
    },
    cuisine: 'turkish',
    priceRange: 3,
    street: 'Boztepe Mah., Seyir Tepesi 4',
    city: 'Trabzon',
    lat: 40.9978,
    lng: 39.7406,
    phone: '+90 462 555 01 20',
    hours: except('12:00', '23:30', [5, 6], { open: '12:00', close: '01:30' }),
    features: ['sea_view', 'outdoor_seating', 'parking', 'live_music', 'halal', 'card_payment'],
    popularity: 91,
    hue: 15,
  },
  {
    slug: 'meydan-trattoria',
    destination: 'trabzon',
    name: { en: 'Meydan Trattoria', tr: 'Meydan Trattoria', ar: 'تراتوريا ميدان' },
    description: {
      en: 'Fresh pasta rolled every morning and stone-oven pizza a few steps from Meydan Park.',
      tr: 'Meydan Parkı’na birkaç adım mesafede her sabah açılan taze makarna ve taş fırın pizza.',
      ar: 'معكرونة طازجة تُحضَّر كل صباح وبيتزا من فرن حجري على بعد خطوات من حديقة الميدان.',
    },
    cuisine: 'italian',
    priceRange: 2,
    street: 'Gazipaşa Mah., Uzun Sk. 31',
    city: 'Trabzon',
    lat: 41.0052,
    lng: 39.7222,
    phone: '+90 462 555 01 30',
    hours: except('12:00', '23:00', [1], null),
    features: ['vegetarian', 'wifi', 'family_friendly', 'takeaway', 'card_payment'],
    isNew: true,
    popularity: 84,
    hue: 120,
  },
  {
    slug: 'yali-meyhane',
    destination: 'trabzon',
    name: { en: 'Yalı Meze House', tr: 'Yalı Meze Evi', ar: 'بيت المازة يالي' },
    description: {
      en: 'Cold and warm meze, grilled fish and Aegean olive oil dishes by the water, until after midnight.',
      tr: 'Deniz kıyısında soğuk ve sıcak mezeler, ızgara balık ve Ege usulü zeytinyağlılar; gece yarısından sonraya kadar.',
      ar: 'مازة باردة وساخنة وسمك مشوي وأطباق بزيت الزيتون على الطريقة الإيجية بجانب البحر، حتى ما بعد منتصف الليل.',
    },
    cuisine: 'mediterranean',
    priceRange: 3,
    street: 'Çarşı Mah., Sahil Yolu 88',
    city: 'Trabzon',
    lat: 41.0061,
    lng: 39.7355,
    phone: '+90 462 555 01 40',
    hours: daily('17:00', '00:30'),
    features: ['sea_view', 'outdoor_seating', 'live_music', 'private_room', 'card_payment'],
    popularity: 79,
    hue: 180,
  },
  {
    slug: 'lotus-noodle-bar',
    destination: 'trabzon',
    name: { en: 'Lotus Noodle Bar', tr: 'Lotus Noodle Bar', ar: 'لوتس نودل بار' },
    description: {
      en: 'Hand-pulled noodles, dumplings and wok dishes with a Black Sea twist, close to the university.',
      tr: 'Üniversiteye yakın; elde çekilmiş erişte, mantı ve Karadeniz dokunuşlu wok yemekleri.',
      ar: 'نودلز مسحوبة باليد وزلابية وأطباق ووك بلمسة من البحر الأسود، بالقرب من الجامعة.',
    },
    cuisine: 'asian',
    priceRange: 2,
    street: 'Kalkınma Mah., Üniversite Cd. 5',
    city: 'Trabzon',
    lat: 40.9945,
    lng: 39.7735,
    phone: '+90 462 555 01 50',
    hours: daily('11:30', '22:30'),
    features: ['vegetarian', 'wifi', 'takeaway', 'wheelchair', 'card_payment'],
    isNew: true,
    popularity: 70,
    hue: 340,
  },
  {
    slug: 'zeytin-levant-kitchen',
    destination: 'trabzon',
    name: { en: 'Zeytin Levant Kitchen', tr: 'Zeytin Levant Mutfağı', ar: 'مطبخ زيتون الشامي' },
    description: {
      en: 'Hummus, mutabbal, shish tawook and fresh bread from the oven; a favourite of visitors from the Gulf.',
      tr: 'Humus, mütebbel, şiş tavuk ve fırından taze ekmek; Körfez’den gelen misafirlerin gözdesi.',
      ar: 'حمص ومتبل وشيش طاووق وخبز طازج من الفرن؛ المفضل لدى زوار الخليج.',
    },
    cuisine: 'middle_eastern',
    priceRange: 2,
    street: 'Pazarkapı Mah., Kunduracılar Cd. 19',
    city: 'Trabzon',
    lat: 41.0058,
    lng: 39.7262,
    phone: '+90 462 555 01 60',
    hours: daily('12:00', '23:00'),
    features: ['halal', 'family_friendly', 'private_room', 'wifi', 'card_payment'],
    promoted: true,
    popularity: 88,
    hue: 45,
  },
  {
    slug: 'uzungol-alabalik-evi',
    destination: 'uzungol',
    name: { en: 'Uzungöl Trout House', tr: 'Uzungöl Alabalık Evi', ar: 'بيت سمك السلمون المرقط في أوزنجول' },
    description: {
      en: 'Trout from the valley’s own streams, grilled or pan-fried, on a wooden deck right on the lake.',
      tr: 'Vadinin derelerinden alabalık, ızgara ya da tava; doğrudan gölün üzerindeki ahşap iskelede.',
      ar: 'سمك السلمون المرقط من جداول الوادي، مشويًا أو مقليًا، على منصة خشبية فوق البحيرة مباشرة.',
    },
    cuisine: 'turkish',
    priceRange: 2,
    street: 'Uzungöl Mah., Göl Kenarı 3',
    city: 'Çaykara',
    lat: 40.6199,
    lng: 40.2912,
    phone: '+90 462 555 02 10',
    hours: daily('09:00', '22:00'),
    features: ['lake_view', 'outdoor_seating', 'family_friendly', 'halal', 'parking', 'breakfast'],
    promoted: true,
    popularity: 95,
    hue: 160,
  },
  {
    slug: 'lakeside-olive',
    destination: 'uzungol',
    name: { en: 'Lakeside Olive', tr: 'Göl Kıyısı Zeytin', ar: 'زيتونة البحيرة' },
    description: {
      en: 'A Mediterranean menu of grilled vegetables, seafood pasta and salads, with a fireplace for misty evenings.',
      tr: 'Izgara sebzeler, deniz ürünlü makarna ve salatalarla Akdeniz menüsü; sisli akşamlar için şömine.',
      ar: 'قائمة متوسطية من الخضار المشوية ومعكرونة المأكولات البحرية والسلطات، مع مدفأة للأمسيات الضبابية.',
    },
    cuisine: 'mediterranean',
    priceRange: 3,
    street: 'Uzungöl Mah., Şerah Yolu 14',
    city: 'Çaykara',
    lat: 40.6178,
    lng: 40.2869,
    phone: '+90 462 555 02 20',
    hours: daily('12:00', '22:00'),
    features: ['lake_view', 'fireplace', 'vegetarian', 'wifi', 'card_payment'],
    popularity: 66,
    hue: 90,
  },
  {
    slug: 'cay-bahcesi-sofrasi',
    destination: 'rize',
    name: { en: 'Tea Garden Table', tr: 'Çay Bahçesi Sofrası', ar: 'مائدة حديقة الشاي' },
    description: {
      en: 'Village breakfasts, muhlama and home-style stews among the tea terraces, with endless fresh-brewed tea.',
      tr: 'Çay teraslarının arasında köy kahvaltısı, muhlama ve ev yemekleri; demli çay hiç bitmez.',
      ar: 'فطور قروي وموهلاما ويخنات منزلية بين مدرجات الشاي، مع شاي طازج لا ينتهي.',
    },
    cuisine: 'turkish',
    priceRange: 1,
    street: 'Çaykent Mah., Ziraat Bahçesi 2',
    city: 'Rize',
    lat: 41.0232,
    lng: 40.5178,
    phone: '+90 464 555 03 10',
    hours: daily('08:00', '21:00'),
    features: ['mountain_view', 'outdoor_seating', 'breakfast', 'family_friendly', 'halal', 'parking'],
    popularity: 82,
    hue: 100,
  },
  {
    slug: 'rize-sushi-tea',
    destination: 'rize',
    name: { en: 'Rize Sushi & Tea', tr: 'Rize Suşi & Çay', ar: 'ريزه سوشي وشاي' },
    description: {
      en: 'Sushi and sashimi from Black Sea fish, green-tea desserts made with Rize leaves; closed on Sundays.',
      tr: 'Karadeniz balığından suşi ve saşimi, Rize yaprağıyla yeşil çaylı tatlılar; pazar günleri kapalı.',
      ar: 'سوشي وساشيمي من أسماك البحر الأسود وحلويات بالشاي الأخضر من أوراق ريزه؛ مغلق أيام الأحد.',
    },
    cuisine: 'asian',
    priceRange: 3,
    street: 'Müftü Mah., Cumhuriyet Cd. 71',
    city: 'Rize',
    lat: 41.0251,
    lng: 40.5226,
    phone: '+90 464 555 03 20',
    hours: except('12:00', '23:00', [0], null),
    features: ['sea_view', 'vegetarian', 'wifi', 'card_payment'],
    isNew: true,
    popularity: 61,
    hue: 300,
  },
  {
    slug: 'ayder-yayla-mutfagi',
    destination: 'ayder',
    name: { en: 'Ayder Plateau Kitchen', tr: 'Ayder Yayla Mutfağı', ar: 'مطبخ هضبة أيدر' },
    description: {
      en: 'Muhlama with plateau butter, kuymak and wood-fired lamb in a log house under the Kaçkar peaks.',
      tr: 'Kaçkar zirvelerinin altında ahşap bir evde yayla tereyağlı muhlama, kuymak ve odun ateşinde kuzu.',
      ar: 'موهلاما بزبدة الهضبة وكويماك ولحم ضأن على الحطب في بيت خشبي تحت قمم كاتشكار.',
    },
    cuisine: 'turkish',
    priceRange: 2,
    street: 'Ayder Yaylası, Kaplıca Yolu 9',
    city: 'Çamlıhemşin',
    lat: 40.9531,
    lng: 41.1066,
    phone: '+90 464 555 04 10',
    hours: daily('08:00', '22:00'),
    features: ['mountain_view', 'fireplace', 'breakfast', 'halal', 'family_friendly', 'parking'],
    promoted: true,
    popularity: 93,
    hue: 30,
  },
  {
    slug: 'kackar-wood-fire-pizzeria',
    destination: 'ayder',
    name: { en: 'Kaçkar Wood-Fire Pizzeria', tr: 'Kaçkar Odun Ateşi Pizzacı', ar: 'بيتزيريا كاتشكار على الحطب' },
    description: {
      en: 'Neapolitan-style pizza and risotto with mountain mushrooms after a day on the trails.',
      tr: 'Parkurlarda geçen bir günün ardından Napoli usulü pizza ve dağ mantarlı risotto.',
      ar: 'بيتزا على الطريقة النابولية وريزوتو بفطر الجبال بعد يوم على المسارات.',
    },
    cuisine: 'italian',
    priceRange: 2,
    street: 'Ayder Yaylası, Çarşı 21',
    city: 'Çamlıhemşin',
    lat: 40.9522,
    lng: 41.1031,
    phone: '+90 464 555 04 20',
    hours: daily('12:00', '23:00'),
    features: ['mountain_view', 'vegetarian', 'outdoor_seating', 'takeaway'],
    popularity: 58,
    hue: 5,
  },
  {
    slug: 'sumela-beyti-sofrasi',
    destination: 'sumela',
    name: { en: 'Sumela Grill Table', tr: 'Sumela Beyti Sofrası', ar: 'مائدة مشاوي سوميلا' },
    description: {
      en: 'Beyti, lahmacun and mezze from the south-east, at the foot of the forest road to Sumela Monastery.',
      tr: 'Sümela Manastırı orman yolunun eteğinde Güneydoğu’dan beyti, lahmacun ve mezeler.',
      ar: 'بيتي ولحم بعجين ومازة من جنوب شرق تركيا، عند سفح طريق الغابة المؤدي إلى دير سوميلا.',
    },
    cuisine: 'middle_eastern',
    priceRange: 1,
    street: 'Altındere Vadisi, Manastır Yolu 2',
    city: 'Maçka',
    lat: 40.6921,
    lng: 39.6581,
    phone: '+90 462 555 05 10',
    hours: daily('10:00', '20:00'),
    features: ['mountain_view', 'outdoor_seating', 'halal', 'parking', 'family_friendly'],
    popularity: 52,
    hue: 60,
  },
];

/** Menus by cuisine; prices in cents for price range 2 (scaled by range). */
export const MENUS: Record<SeedRestaurant['cuisine'], StoredMenuSection[]> = {
  turkish: [
    {
      name: { en: 'Starters', tr: 'Başlangıçlar', ar: 'المقبلات' },
      items: [
        {
          name: { en: 'Muhlama', tr: 'Muhlama', ar: 'موهلاما' },
          description: {
            en: 'Corn flour, butter and melted cheese',
            tr: 'Mısır unu, tereyağı ve eriyen peynir',
            ar: 'دقيق الذرة والزبدة والجبن الذائب',
          },
          priceCents: 750,
        },
        { name: { en: 'Lentil soup', tr: 'Mercimek çorbası', ar: 'شوربة العدس' }, priceCents: 400 },
        { name: { en: 'Black cabbage rolls', tr: 'Karalahana sarması', ar: 'ملفوف الكرنب الأسود' }, priceCents: 650 },
      ],
    },
    {
      name: { en: 'Mains', tr: 'Ana yemekler', ar: 'الأطباق الرئيسية' },
      items: [
        {
          name: { en: 'Fried anchovies', tr: 'Hamsi tava', ar: 'هامسي مقلي' },
          description: { en: 'With corn bread and rocket', tr: 'Mısır ekmeği ve roka ile', ar: 'مع خبز الذرة والجرجير' },
          priceCents: 1100,
        },
        { name: { en: 'Akçaabat meatballs', tr: 'Akçaabat köfte', ar: 'كفتة أكتشابات' }, priceCents: 1250 },
        { name: { en: 'Grilled trout', tr: 'Izgara alabalık', ar: 'سلمون مرقط مشوي' }, priceCents: 1350 },
      ],
    },
    {
      name: { en: 'Desserts', tr: 'Tatlılar', ar: 'الحلويات' },
      items: [
        {
          name: { en: 'Laz böreği', tr: 'Laz böreği', ar: 'بوريك لاز' },
          description: { en: 'Custard pastry', tr: 'Muhallebili börek', ar: 'معجنات بالكاسترد' },
          priceCents: 550,
        },
        { name: { en: 'Hazelnut baklava', tr: 'Fındıklı baklava', ar: 'بقلاوة بالبندق' }, priceCents: 600 },
      ],
    },
  ],
  italian: [
    {
      name: { en: 'Antipasti', tr: 'Antipasti', ar: 'المقبلات الإيطالية' },
      items: [
        {
          name: { en: 'Bruschetta', tr: 'Bruschetta', ar: 'بروشيتا' },
          description: { en: 'Tomato, basil, garlic', tr: 'Domates, fesleğen, sarımsak', ar: 'طماطم وريحان وثوم' },
          priceCents: 600,
        },
        { name: { en: 'Burrata salad', tr: 'Burrata salatası', ar: 'سلطة البوراتا' }, priceCents: 1100 },
      ],
    },
    {
      name: { en: 'Pizza & pasta', tr: 'Pizza ve makarna', ar: 'بيتزا ومعكرونة' },
      items: [
        { name: { en: 'Margherita', tr: 'Margherita', ar: 'مارغريتا' }, priceCents: 1000 },
        { name: { en: 'Tagliatelle with mushrooms', tr: 'Mantarlı tagliatelle', ar: 'تالياتيلي بالفطر' }, priceCents: 1250 },
        {
          name: { en: 'Risotto of the plateau', tr: 'Yayla risottosu', ar: 'ريزوتو الهضبة' },
          description: { en: 'Chanterelles and aged cheese', tr: 'Horoz mantarı ve eski peynir', ar: 'فطر الشانتيريل والجبن المعتق' },
          priceCents: 1400,
        },
      ],
    },
    {
      name: { en: 'Dolci', tr: 'Tatlılar', ar: 'الحلويات' },
      items: [{ name: { en: 'Tiramisu', tr: 'Tiramisu', ar: 'تيراميسو' }, priceCents: 650 }],
    },
  ],
  mediterranean: [
    {
      name: { en: 'Meze', tr: 'Mezeler', ar: 'المازة' },
      items: [
        { name: { en: 'Smoked aubergine', tr: 'Közlenmiş patlıcan', ar: 'باذنجان مدخن' }, priceCents: 550 },
        { name: { en: 'Octopus salad', tr: 'Ahtapot salatası', ar: 'سلطة الأخطبوط' }, priceCents: 1200 },
        { name: { en: 'Sea beans', tr: 'Deniz börülcesi', ar: 'فاصولياء البحر' }, priceCents: 600 },
      ],
    },
    {
      name: { en: 'From the sea', tr: 'Denizden', ar: 'من البحر' },
      items: [
        { name: { en: 'Grilled sea bass', tr: 'Izgara levrek', ar: 'قاروص مشوي' }, priceCents: 1800 },
        { name: { en: 'Seafood linguine', tr: 'Deniz ürünlü linguine', ar: 'لينغويني بالمأكولات البحرية' }, priceCents: 1600 },
      ],
    },
  ],
  asian: [
    {
      name: { en: 'Small plates', tr: 'Küçük tabaklar', ar: 'أطباق صغيرة' },
      items: [
        { name: { en: 'Steamed dumplings', tr: 'Buharda mantı', ar: 'زلابية على البخار' }, priceCents: 700 },
        { name: { en: 'Edamame', tr: 'Edamame', ar: 'إدامامي' }, priceCents: 450 },
      ],
    },
    {
      name: { en: 'Noodles & sushi', tr: 'Erişte ve suşi', ar: 'نودلز وسوشي' },
      items: [
        { name: { en: 'Beef ramen', tr: 'Dana ramen', ar: 'رامن باللحم' }, priceCents: 1300 },
        {
          name: { en: 'Black Sea salmon roll', tr: 'Karadeniz somonu roll', ar: 'رول سلمون البحر الأسود' },
          description: { en: '8 pieces', tr: '8 parça', ar: '8 قطع' },
          priceCents: 1500,
        },
        { name: { en: 'Vegetable wok', tr: 'Sebzeli wok', ar: 'ووك الخضار' }, priceCents: 1050 },
      ],
    },
    {
      name: { en: 'Desserts', tr: 'Tatlılar', ar: 'الحلويات' },
      items: [
        { name: { en: 'Rize green-tea ice cream', tr: 'Rize yeşil çaylı dondurma', ar: 'بوظة الشاي الأخضر من ريزه' }, priceCents: 550 },
      ],
    },
  ],
  middle_eastern: [
    {
      name: { en: 'Cold mezze', tr: 'Soğuk mezeler', ar: 'مقبلات باردة' },
      items: [
        { name: { en: 'Hummus', tr: 'Humus', ar: 'حمص' }, priceCents: 500 },
        { name: { en: 'Mutabbal', tr: 'Mütebbel', ar: 'متبل' }, priceCents: 550 },
        { name: { en: 'Tabbouleh', tr: 'Tabule', ar: 'تبولة' }, priceCents: 500 },
      ],
    },
    {
      name: { en: 'Grills', tr: 'Izgaralar', ar: 'المشاوي' },
      items: [
        { name: { en: 'Shish tawook', tr: 'Şiş tavuk', ar: 'شيش طاووق' }, priceCents: 1150 },
        {
          name: { en: 'Beyti kebab', tr: 'Beyti kebap', ar: 'كباب بيتي' },
          description: { en: 'Wrapped in lavash with yoghurt', tr: 'Lavaşa sarılı, yoğurtlu', ar: 'ملفوف بخبز اللواش مع اللبن' },
          priceCents: 1400,
        },
        { name: { en: 'Lahmacun', tr: 'Lahmacun', ar: 'لحم بعجين' }, priceCents: 500 },
      ],
    },
  ],
};

/** Table plan of every seeded restaurant: number, seats, location. */
export const SEED_TABLES: [string, number, 'indoor' | 'terrace' | 'window'][] = [
  ['1', 2, 'window'],
  ['2', 2, 'window'],
  ['3', 4, 'indoor'],
  ['4', 4, 'indoor'],
  ['5', 4, 'terrace'],
  ['6', 6, 'indoor'],
  ['7', 8, 'terrace'],
];

/** Diners' reviews: author, rating, comment and the language the comment is written in. */
export const SEED_RESTAURANT_REVIEWS: [string, number, string, 'en' | 'tr' | 'ar'][] = [
  ['Elif K.', 5, 'Wonderful food and a warm welcome. We will come back on our next trip.', 'en'],
  ['Omar A.', 5, 'Perfect for families, halal options clearly marked and very kind staff.', 'en'],
  ['Hannah S.', 4, 'Great view and tasty dishes; it gets busy, so booking a table was a good idea.', 'en'],
  ['Mehmet Y.', 4, 'Fresh ingredients and fair prices. Service a little slow at peak time.', 'en'],
  ['Fatima R.', 5, 'The best meal of our holiday in the Black Sea region.', 'en'],
  ['Lukas B.', 3, 'Good food, but our table was near the door and it was noisy.', 'en'],
  ['Aylin D.', 4, 'Lovely atmosphere in the evening, recommended.', 'en'],
];
