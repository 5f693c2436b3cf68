import type { Translated } from '../schema/common';

/*
 * The catalogue a new database starts with: destinations of the eastern Black Sea and the agency's
 * hotels around them, every text in English, Turkish and Arabic. Prices are USD per night. The
 * hotels are invented (names, phones, e-mails); places and coordinates are real.
 */

export type Scene = 'sea' | 'lake' | 'forest' | 'plateau' | 'tea' | 'village';

export interface SeedDestination {
  slug: string;
  name: Translated;
  description: Translated;
  lat: number;
  lng: number;
  scene: Scene;
  featured: boolean;
  popular: boolean;
}

export const SEED_DESTINATIONS: SeedDestination[] = [
  {
    slug: 'trabzon',
    name: { en: 'Trabzon', tr: 'Trabzon', ar: 'طرابزون' },
    description: {
      en: 'A lively Black Sea port with Byzantine churches, a seaside promenade and the freshest hamsi in Turkey.',
      tr: 'Bizans kiliseleri, sahil yürüyüş yolu ve Türkiye’nin en taze hamsisiyle hareketli bir Karadeniz liman kenti.',
      ar: 'مدينة ساحلية نابضة بالحياة على البحر الأسود، بكنائسها البيزنطية وكورنيشها البحري وأطيب سمك الهامسي في تركيا.',
    },
    lat: 41.0027,
    lng: 39.7168,
    scene: 'sea',
    featured: true,
    popular: true,
  },
  {
    slug: 'uzungol',
    name: { en: 'Uzungöl', tr: 'Uzungöl', ar: 'أوزنجول' },
    description: {
      en: 'A mirror-still lake in a deep green valley, with a slender mosque on its shore and misty peaks all around.',
      tr: 'Derin yeşil bir vadide ayna gibi durgun bir göl; kıyısında zarif bir cami, çevresinde sisli zirveler.',
      ar: 'بحيرة ساكنة كالمرآة في وادٍ أخضر عميق، على ضفتها مسجد رشيق وتحيط بها قمم يلفّها الضباب.',
    },
    lat: 40.6195,
    lng: 40.2896,
    scene: 'lake',
    featured: true,
    popular: true,
  },
  {
    slug: 'sumela',
    name: { en: 'Sumela & Maçka', tr: 'Sümela ve Maçka', ar: 'سوميلا وماتشكا' },
    description: {
      en: 'The cliff-side Sumela Monastery above the Altındere valley, surrounded by old-growth forest and mountain streams.',
      tr: 'Altındere vadisinin üzerinde kayalığa kurulmuş Sümela Manastırı; yaşlı ormanlar ve dağ dereleriyle çevrili.',
      ar: 'دير سوميلا المعلّق على الجرف فوق وادي ألتين دره، تحيط به غابات عتيقة وجداول جبلية.',
    },
    lat: 40.6903,
    lng: 39.6581,
    scene: 'forest',
    featured: true,
    popular: false,
  },
  {
    slug: 'ayder',
    name: { en: 'Ayder Plateau', tr: 'Ayder Yaylası', ar: 'هضبة أيدر' },
    description: {
      en: 'Wooden chalets, waterfalls and thermal springs at the foot of the Kaçkar Mountains.',
      tr: 'Kaçkar Dağları’nın eteğinde ahşap yayla evleri, şelaleler ve kaplıcalar.',
      ar: 'شاليهات خشبية وشلالات وينابيع حارة عند سفوح جبال كاتشكار.',
    },
    lat: 40.9536,
    lng: 41.1031,
    scene: 'plateau',
    featured: true,
    popular: true,
  },
  {
    slug: 'rize',
    name: { en: 'Rize', tr: 'Rize', ar: 'ريزه' },
    description: {
      en: 'Turkey’s tea capital: emerald tea terraces rolling down to the sea and a glass of fresh çay on every corner.',
      tr: 'Türkiye’nin çay başkenti: denize inen zümrüt yeşili çay bahçeleri ve her köşede taze demlenmiş bir bardak çay.',
      ar: 'عاصمة الشاي في تركيا: مدرّجات شاي زمردية تنحدر نحو البحر وكوب شاي طازج في كل زاوية.',
    },
    lat: 41.0201,
    lng: 40.5234,
    scene: 'tea',
    featured: false,
    popular: true,
  },
  {
    slug: 'hamsikoy',
    name: { en: 'Hamsiköy & Zigana', tr: 'Hamsiköy ve Zigana', ar: 'هامسي كوي وزيغانا' },
    description: {
      en: 'A stone village on the old Silk Road pass, famous for its rice pudding and cool forest air.',
      tr: 'Eski İpek Yolu geçidinde, sütlacı ve serin orman havasıyla ünlü taş evli bir köy.',
      ar: 'قرية حجرية على ممر طريق الحرير القديم، تشتهر بحلوى الأرز بالحليب وهوائها الغابي المنعش.',
    },
    lat: 40.6847,
    lng: 39.5,
    scene: 'village',
    featured: false,
    popular: false,
  },
];

export interface RoomTemplate {
  name: Translated;
  description: Translated;
  beds: Translated;
  capacity: number;
  size: number;
  amenities: string[];
}

export const ROOM_TEMPLATES = {
  single: {
    name: { en: 'Economy Single Room', tr: 'Ekonomik Tek Kişilik Oda', ar: 'غرفة فردية اقتصادية' },
    description: {
      en: 'A compact, quiet room for one, with a comfortable bed and a work desk.',
      tr: 'Tek kişi için kompakt ve sessiz bir oda; rahat bir yatak ve çalışma masasıyla.',
      ar: 'غرفة هادئة وعملية لشخص واحد، مع سرير مريح ومكتب للعمل.',
    },
    beds: { en: '1 single bed', tr: '1 tek kişilik yatak', ar: 'سرير فردي واحد' },
    capacity: 1,
    size: 16,
    amenities: ['wifi', 'tv', 'work_desk', 'heating'],
  },
  standard_double: {
    name: { en: 'Standard Double Room', tr: 'Standart Çift Kişilik Oda', ar: 'غرفة مزدوجة قياسية' },
    description: {
      en: 'A bright room with a double bed, a tea and coffee set and a modern bathroom.',
      tr: 'Çift kişilik yataklı, çay-kahve setli ve modern banyolu aydınlık bir oda.',
      ar: 'غرفة مشرقة بسرير مزدوج وأدوات لتحضير الشاي والقهوة وحمّام عصري.',
    },
    beds: { en: '1 double bed', tr: '1 çift kişilik yatak', ar: 'سرير مزدوج واحد' },
    capacity: 2,
    size: 22,
    amenities: ['wifi', 'tv', 'tea_set', 'hairdryer', 'air_conditioning'],
  },
  superior_twin: {
    name: { en: 'Superior Twin Room', tr: 'Superior İki Yataklı Oda', ar: 'غرفة سوبيريور بسريرين' },
    description: {
      en: 'Two single beds, a seating corner and extra space for friends or colleagues travelling together.',
      tr: 'Birlikte seyahat eden arkadaşlar veya iş arkadaşları için iki tek kişilik yatak, oturma köşesi ve geniş alan.',
      ar: 'سريران فرديان وركن للجلوس ومساحة إضافية للأصدقاء أو الزملاء المسافرين معاً.',
    },
    beds: { en: '2 single beds', tr: '2 tek kişilik yatak', ar: 'سريران فرديان' },
    capacity: 2,
    size: 26,
    amenities: ['wifi', 'tv', 'minibar', 'tea_set', 'safe', 'air_conditioning'],
  },
  triple: {
    name: { en: 'Triple Room', tr: 'Üç Kişilik Oda', ar: 'غرفة ثلاثية' },
    description: {
      en: 'A double and a single bed: an easy choice for small families and groups of three.',
      tr: 'Bir çift ve bir tek kişilik yatak: küçük aileler ve üç kişilik gruplar için kolay bir seçim.',
      ar: 'سرير مزدوج وآخر فردي: خيار مناسب للعائلات الصغيرة والمجموعات الثلاثية.',
    },
    beds: { en: '1 double bed and 1 single bed', tr: '1 çift ve 1 tek kişilik yatak', ar: 'سرير مزدوج وسرير فردي' },
    capacity: 3,
    size: 30,
    amenities: ['wifi', 'tv', 'tea_set', 'heating'],
  },
  deluxe_sea: {
    name: { en: 'Deluxe Sea View Room', tr: 'Deniz Manzaralı Deluxe Oda', ar: 'غرفة ديلوكس بإطلالة على البحر' },
    description: {
      en: 'Wake up to the Black Sea: a king-size bed, a balcony over the water and a rain shower.',
      tr: 'Karadeniz’e uyanın: king-size yatak, denize bakan balkon ve yağmur duşu.',
      ar: 'استيقظ على منظر البحر الأسود: سرير كبير وشرفة تطل على الماء ودُش مطري.',
    },
    beds: { en: '1 king-size bed', tr: '1 king-size yatak', ar: 'سرير كبير الحجم (كينغ)' },
    capacity: 2,
    size: 30,
    amenities: ['wifi', 'tv', 'balcony', 'minibar', 'safe', 'tea_set', 'air_conditioning'],
  },
  deluxe_lake: {
    name: { en: 'Deluxe Lake View Room', tr: 'Göl Manzaralı Deluxe Oda', ar: 'غرفة ديلوكس بإطلالة على البحيرة' },
    description: {
      en: 'Wood-panelled comfort with a private balcony looking straight over the lake and the mosque.',
      tr: 'Doğrudan göle ve camiye bakan özel balkonlu, ahşap kaplamalı konforlu bir oda.',
      ar: 'راحة بجدران خشبية مع شرفة خاصة تطل مباشرة على البحيرة والمسجد.',
    },
    beds: { en: '1 king-size bed', tr: '1 king-size yatak', ar: 'سرير كبير الحجم (كينغ)' },
    capacity: 2,
    size: 28,
    amenities: ['wifi', 'tv', 'balcony', 'tea_set', 'heating'],
  },
  deluxe_mountain: {
    name: { en: 'Deluxe Mountain View Room', tr: 'Dağ Manzaralı Deluxe Oda', ar: 'غرفة ديلوكس بإطلالة على الجبل' },
    description: {
      en: 'Large windows framing the peaks, a queen-size bed and a deep bathtub after a day of hiking.',
      tr: 'Zirveleri çerçeveleyen geniş pencereler, queen-size yatak ve yürüyüş sonrası için derin bir küvet.',
      ar: 'نوافذ واسعة تؤطّر القمم، وسرير كوين، وحوض استحمام عميق بعد يوم من المشي.',
    },
    beds: { en: '1 queen-size bed', tr: '1 queen-size yatak', ar: 'سرير كوين' },
    capacity: 2,
    size: 29,
    amenities: ['wifi', 'tv', 'bathtub', 'tea_set', 'heating'],
  },
  family: {
    name: { en: 'Family Room', tr: 'Aile Odası', ar: 'غرفة عائلية' },
    description: {
      en: 'Room for everyone: a double bed, two single beds and a sofa corner for the evening.',
      tr: 'Herkese yer var: bir çift kişilik yatak, iki tek kişilik yatak ve akşamlar için oturma köşesi.',
      ar: 'مساحة للجميع: سرير مزدوج وسريران فرديان وركن أريكة للأمسيات.',
    },
    beds: { en: '1 double bed and 2 single beds', tr: '1 çift ve 2 tek kişilik yatak', ar: 'سرير مزدوج وسريران فرديان' },
    capacity: 4,
    size: 38,
    amenities: ['wifi', 'tv', 'tea_set', 'sofa_bed', 'safe', 'heating'],
  },
  junior_suite: {
    name: { en: 'Junior Suite', tr: 'Junior Süit', ar: 'جناح جونيور' },
    description: {
      en: 'An open-plan suite with a living area, a sofa bed and a bathtub with a view.',
      tr: 'Oturma alanı, çekyat ve manzaralı küveti olan açık planlı bir süit.',
      ar: 'جناح مفتوح التصميم مع منطقة جلوس وأريكة سرير وحوض استحمام بإطلالة.',
    },
    beds: { en: '1 king-size bed and 1 sofa bed', tr: '1 king-size yatak ve 1 çekyat', ar: 'سرير كينغ وأريكة سرير' },
    capacity: 3,
    size: 45,
    amenities: ['wifi', 'tv', 'bathtub', 'minibar', 'safe', 'sofa_bed', 'tea_set'],
  },
  king_suite: {
    name: { en: 'Executive Suite', tr: 'Executive Süit', ar: 'الجناح التنفيذي' },
    description: {
      en: 'A separate bedroom and lounge, a jacuzzi and butler-style service for special stays.',
      tr: 'Ayrı yatak odası ve salon, jakuzi ve özel konaklamalar için kişisel hizmet.',
      ar: 'غرفة نوم وصالة منفصلتان وجاكوزي وخدمة شخصية للإقامات المميزة.',
    },
    beds: { en: '1 king-size bed', tr: '1 king-size yatak', ar: 'سرير كبير الحجم (كينغ)' },
    capacity: 2,
    size: 62,
    amenities: ['wifi', 'tv', 'jacuzzi', 'minibar', 'safe', 'work_desk', 'balcony'],
  },
  bungalow: {
    name: { en: 'Wooden Bungalow', tr: 'Ahşap Bungalov', ar: 'كوخ خشبي' },
    description: {
      en: 'A chestnut-wood bungalow among the trees, with a terrace, a fireplace and the sound of the stream.',
      tr: 'Ağaçların arasında kestane ahşabından bir bungalov; terası, şöminesi ve dere sesiyle.',
      ar: 'كوخ من خشب الكستناء بين الأشجار، مع تراس ومدفأة وصوت الجدول.',
    },
    beds: { en: '1 double bed and 1 bunk bed', tr: '1 çift kişilik yatak ve 1 ranza', ar: 'سرير مزدوج وسرير بطابقين' },
    capacity: 4,
    size: 40,
    amenities: ['wifi', 'fireplace', 'kitchenette', 'tea_set', 'heating'],
  },
  chalet: {
    name: { en: 'Mountain Chalet', tr: 'Dağ Evi', ar: 'شاليه جبلي' },
    description: {
      en: 'A two-storey chalet for families and friends: two bedrooms, a kitchen and a balcony facing the peaks.',
      tr: 'Aileler ve arkadaş grupları için iki katlı dağ evi: iki yatak odası, mutfak ve zirvelere bakan balkon.',
      ar: 'شاليه من طابقين للعائلات والأصدقاء: غرفتا نوم ومطبخ وشرفة تطل على القمم.',
    },
    beds: { en: '2 double beds and 2 single beds', tr: '2 çift ve 2 tek kişilik yatak', ar: 'سريران مزدوجان وسريران فرديان' },
    capacity: 6,
    size: 72,
    amenities: ['wifi', 'fireplace', 'kitchenette', 'balcony', 'heating'],
  },
} satisfies Record<string, RoomTemplate>;

export type RoomKind = keyof typeof ROOM_TEMPLATES;

export interface SeedHotel {
  slug: string;
  destination: string;
  name: Translated;
  description: Translated;
  stars: number;
  street: string;
  city: string;
  lat: number;
  lng: number;
  amenities: string[];
  featured: boolean;
  popularity: number;
  phone: string;
  email: string;
  checkInTime: string;
  checkOutTime: string;
  /** Room kinds with their USD price per night and number of rooms. */
  rooms: [RoomKind, number, number][];
  /** Palette index of the generated images. */
  palette: number;
}

export const SEED_HOTELS: SeedHotel[] = [
  {
    slug: 'karadeniz-palace-hotel',
    destination: 'trabzon',
    name: { en: 'Karadeniz Palace Hotel', tr: 'Karadeniz Palace Otel', ar: 'فندق قصر البحر الأسود' },
    description: {
      en: 'A grand seafront hotel a short walk from Atatürk Square, with an indoor pool, a Turkish bath and a rooftop restaurant that serves Black Sea cuisine with a view of the harbour. Rooms are spacious and calm, most of them facing the sea.',
      tr: 'Atatürk Alanı’na kısa bir yürüyüş mesafesinde, kapalı havuzu, Türk hamamı ve liman manzaralı çatı restoranında Karadeniz mutfağı sunan görkemli bir sahil oteli. Odalar ferah ve sakin; çoğu denize bakıyor.',
      ar: 'فندق فخم على الواجهة البحرية على بُعد خطوات من ساحة أتاتورك، فيه مسبح داخلي وحمام تركي ومطعم على السطح يقدّم مأكولات البحر الأسود مع إطلالة على الميناء. الغرف واسعة وهادئة ومعظمها يطل على البحر.',
    },
    stars: 5,
    street: 'Kahramanmaraş Caddesi 12, Ortahisar',
    city: 'Trabzon',
    lat: 41.0049,
    lng: 39.7262,
    amenities: [
      'wifi',
      'indoor_pool',
      'spa',
      'hammam',
      'gym',
      'restaurant',
      'bar',
      'room_service',
      'airport_shuttle',
      'sea_view',
      'meeting_rooms',
      'parking',
      'reception_24h',
    ],
    featured: true,
    popularity: 980,
    phone: '+90 462 555 01 01',
    email: 'reservations@karadenizpalace.example',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rooms: [
      ['superior_twin', 150, 12],
      ['deluxe_sea', 180, 20],
      ['junior_suite', 260, 8],
      ['king_suite', 420, 3],
    ],
    palette: 0,
  },
  {
    slug: 'boztepe-panorama-suites',
    destination: 'trabzon',
    name: { en: 'Boztepe Panorama Suites', tr: 'Boztepe Panorama Süitleri', ar: 'أجنحة بوزتبه بانوراما' },
    description: {
      en: 'On the green slopes of Boztepe hill, these suites look over the whole city and the sea. Evenings are for tea in the garden and the lights of Trabzon below.',
      tr: 'Boztepe’nin yeşil yamaçlarındaki bu süitler tüm şehre ve denize bakıyor. Akşamlar bahçede çay ve aşağıda parlayan Trabzon ışıklarıyla geçiyor.',
      ar: 'على المنحدرات الخضراء لتلّة بوزتبه، تطل هذه الأجنحة على المدينة كلها والبحر. الأمسيات هنا للشاي في الحديقة وأضواء طرابزون في الأسفل.',
    },
    stars: 4,
    street: 'Boztepe Mahallesi, İran Caddesi 48',
    city: 'Trabzon',
    lat: 40.9958,
    lng: 39.7291,
    amenities: ['wifi', 'parking', 'breakfast', 'garden', 'terrace', 'restaurant', 'family_rooms', 'sea_view'],
    featured: true,
    popularity: 760,
    phone: '+90 462 555 02 02',
    email: 'hello@boztepepanorama.example',
    checkInTime: '14:00',
    checkOutTime: '11:00',
    rooms: [
      ['standard_double', 95, 10],
      ['deluxe_sea', 130, 10],
      ['family', 160, 6],
      ['junior_suite', 190, 4],
    ],
    palette: 1,
  },
  {
    slug: 'meydan-boutique-hotel',
    destination: 'trabzon',
    name: { en: 'Meydan Boutique Hotel', tr: 'Meydan Butik Otel', ar: 'فندق ميدان بوتيك' },
    description: {
      en: 'A restored 1920s townhouse in the heart of the old town, steps from the bazaar and the cafés of the square. Small, friendly and good value.',
      tr: 'Eski şehrin kalbinde, çarşıya ve meydanın kafelerine birkaç adım mesafede restore edilmiş 1920’lerden kalma bir konak. Küçük, samimi ve uygun fiyatlı.',
      ar: 'منزل عريق من عشرينيات القرن الماضي جرى ترميمه في قلب المدينة القديمة، على بُعد خطوات من السوق ومقاهي الساحة. صغير وودود وبسعر مناسب.',
    },
    stars: 3,
    street: 'Gazipaşa Mahallesi, Uzun Sokak 21',
    city: 'Trabzon',
    lat: 41.0053,
    lng: 39.7196,
    amenities: ['wifi', 'breakfast', 'reception_24h', 'tour_desk', 'laundry'],
    featured: false,
    popularity: 540,
    phone: '+90 462 555 03 03',
    email: 'info@meydanboutique.example',
    checkInTime: '13:00',
    checkOutTime: '11:00',
    rooms: [
      ['single', 45, 6],
      ['standard_double', 65, 10],
      ['triple', 85, 4],
    ],
    palette: 2,
  },
  {
    slug: 'yomra-coast-hotel',
    destination: 'trabzon',
    name: { en: 'Yomra Coast Hotel', tr: 'Yomra Sahil Otel', ar: 'فندق ساحل يومرا' },
    description: {
      en: 'A modern beach hotel five minutes from Trabzon Airport, with an outdoor pool, a kids club and a long promenade at the door.',
      tr: 'Trabzon Havalimanı’na beş dakika uzaklıkta; açık havuzu, çocuk kulübü ve kapısından başlayan uzun sahil yolu olan modern bir otel.',
      ar: 'فندق شاطئي حديث على بُعد خمس دقائق من مطار طرابزون، فيه مسبح خارجي ونادٍ للأطفال وممشى طويل عند الباب.',
    },
    stars: 4,
    street: 'Sahil Yolu 5, Yomra',
    city: 'Trabzon',
    lat: 40.956,
    lng: 39.854,
    amenities: ['wifi', 'pool', 'kids_club', 'airport_shuttle', 'restaurant', 'parking', 'sea_view', 'gym', 'family_rooms'],
    featured: false,
    popularity: 610,
    phone: '+90 462 555 04 04',
    email: 'stay@yomracoast.example',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rooms: [
      ['standard_double', 85, 16],
      ['superior_twin', 90, 10],
      ['deluxe_sea', 115, 12],
      ['family', 145, 8],
    ],
    palette: 3,
  },
  {
    slug: 'uzungol-lakeside-lodge',
    destination: 'uzungol',
    name: { en: 'Uzungöl Lakeside Lodge', tr: 'Uzungöl Göl Kenarı Lodge', ar: 'نُزل أوزنجول على البحيرة' },
    description: {
      en: 'Right on the shore of the lake, this wooden lodge has balconies over the water, a fireplace lounge and breakfast with honey and butter from the valley.',
      tr: 'Gölün tam kıyısındaki bu ahşap lodge’un suya bakan balkonları, şömineli bir salonu ve vadinin balı ve tereyağıyla hazırlanan bir kahvaltısı var.',
      ar: 'على ضفة البحيرة مباشرة، يضم هذا النُّزل الخشبي شرفات تطل على الماء وصالة بمدفأة وإفطاراً بعسل الوادي وزبدته.',
    },
    stars: 4,
    street: 'Uzungöl Mahallesi, Göl Yolu 3, Çaykara',
    city: 'Uzungöl',
    lat: 40.6187,
    lng: 40.2912,
    amenities: ['wifi', 'breakfast', 'lake_view', 'fireplace', 'restaurant', 'parking', 'halal_food', 'family_rooms'],
    featured: true,
    popularity: 920,
    phone: '+90 462 555 05 05',
    email: 'booking@uzungollodge.example',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rooms: [
      ['deluxe_lake', 140, 12],
      ['bungalow', 160, 6],
      ['family', 175, 6],
      ['junior_suite', 210, 4],
    ],
    palette: 4,
  },
  {
    slug: 'haldizen-mountain-bungalows',
    destination: 'uzungol',
    name: { en: 'Haldizen Mountain Bungalows', tr: 'Haldizen Dağ Bungalovları', ar: 'أكواخ هالديزن الجبلية' },
    description: {
      en: 'Chestnut-wood bungalows on the hillside above Uzungöl, each with its own terrace. Barbecues, starry nights and hikes to the high pastures.',
      tr: 'Uzungöl’ün yukarısındaki yamaçta, her birinin kendi terası olan kestane ahşabı bungalovlar. Mangal, yıldızlı geceler ve yaylalara yürüyüşler.',
      ar: 'أكواخ من خشب الكستناء على السفح فوق أوزنجول، لكل منها تراسها الخاص. شواء وليالٍ مرصعة بالنجوم ونزهات إلى المراعي العالية.',
    },
    stars: 3,
    street: 'Haldizen Yolu 14, Çaykara',
    city: 'Uzungöl',
    lat: 40.6242,
    lng: 40.2965,
    amenities: ['wifi', 'parking', 'bbq', 'hiking', 'mountain_view', 'terrace', 'breakfast'],
    featured: false,
    popularity: 480,
    phone: '+90 462 555 06 06',
    email: 'info@haldizenbungalow.example',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    rooms: [
      ['standard_double', 70, 6],
      ['bungalow', 95, 10],
      ['chalet', 180, 3],
    ],
    palette: 5,
  },
  {
    slug: 'serender-nature-resort',
    destination: 'uzungol',
    name: { en: 'Serender Nature Resort', tr: 'Serender Doğa Resort', ar: 'منتجع سرندر للطبيعة' },
    description: {
      en: 'A luxury resort in the pine forest above the lake: spa with a heated indoor pool, chalets with private saunas and a restaurant known for its trout and muhlama.',
      tr: 'Gölün yukarısındaki çam ormanında lüks bir resort: ısıtmalı kapalı havuzlu spa, özel saunalı dağ evleri ve alabalığı ile mıhlamasıyla tanınan bir restoran.',
      ar: 'منتجع فاخر في غابة الصنوبر فوق البحيرة: سبا مع مسبح داخلي مُدفأ وشاليهات بساونا خاصة ومطعم يشتهر بسمك السلمون المرقّط وطبق المهلامة.',
    },
    stars: 5,
    street: 'Serender Mevkii 1, Çaykara',
    city: 'Uzungöl',
    lat: 40.6151,
    lng: 40.2853,
    amenities: [
      'wifi',
      'indoor_pool',
      'spa',
      'sauna',
      'hammam',
      'restaurant',
      'room_service',
      'lake_view',
      'parking',
      'kids_club',
      'halal_food',
      'prayer_room',
    ],
    featured: true,
    popularity: 890,
    phone: '+90 462 555 07 07',
    email: 'reservations@serenderresort.example',
    checkInTime: '15:00',
    checkOutTime: '12:00',
    rooms: [
      ['deluxe_lake', 210, 14],
      ['family', 250, 8],
      ['junior_suite', 290, 6],
      ['chalet', 390, 4],
      ['king_suite', 450, 2],
    ],
    palette: 6,
  },
  {
    slug: 'altindere-valley-hotel',
    destination: 'sumela',
    name: { en: 'Altındere Valley Hotel', tr: 'Altındere Vadi Otel', ar: 'فندق وادي ألتين دره' },
    description: {
      en: 'A family-run hotel by the river at the entrance of Altındere Valley National Park, the starting point for the walk up to Sumela Monastery.',
      tr: 'Altındere Vadisi Milli Parkı’nın girişinde, dere kenarında bir aile oteli; Sümela Manastırı yürüyüşünün başlangıç noktası.',
      ar: 'فندق عائلي على ضفة النهر عند مدخل حديقة وادي ألتين دره الوطنية، نقطة الانطلاق لنزهة الصعود إلى دير سوميلا.',
    },
    stars: 3,
    street: 'Altındere Mahallesi, Sümela Yolu 22, Maçka',
    city: 'Maçka',
    lat: 40.7012,
    lng: 39.6597,
    amenities: ['wifi', 'breakfast', 'parking', 'restaurant', 'garden', 'hiking'],
    featured: false,
    popularity: 450,
    phone: '+90 462 555 08 08',
    email: 'info@altinderevalley.example',
    checkInTime: '14:00',
    checkOutTime: '11:00',
    rooms: [
      ['standard_double', 60, 10],
      ['triple', 80, 6],
      ['family', 100, 4],
    ],
    palette: 7,
  },
  {
    slug: 'sumela-forest-retreat',
    destination: 'sumela',
    name: { en: 'Sumela Forest Retreat', tr: 'Sümela Orman Evleri', ar: 'ملاذ غابة سوميلا' },
    description: {
      en: 'Quiet wooden houses in the forest below Sumela, with a wellness centre, a stream-side terrace and guided walks to the monastery at sunrise.',
      tr: 'Sümela’nın altındaki ormanda sessiz ahşap evler; sağlıklı yaşam merkezi, dere kenarında bir teras ve gün doğumunda manastıra rehberli yürüyüşler.',
      ar: 'بيوت خشبية هادئة في الغابة أسفل سوميلا، مع مركز للعافية وتراس على ضفة الجدول ونزهات بصحبة مرشد إلى الدير عند شروق الشمس.',
    },
    stars: 4,
    street: 'Coşandere Mevkii 7, Maçka',
    city: 'Maçka',
    lat: 40.7178,
    lng: 39.6441,
    amenities: ['wifi', 'spa', 'sauna', 'restaurant', 'breakfast', 'terrace', 'hiking', 'parking', 'mountain_view'],
    featured: true,
    popularity: 700,
    phone: '+90 462 555 09 09',
    email: 'stay@sumelaforest.example',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rooms: [
      ['standard_double', 90, 10],
      ['bungalow', 125, 6],
      ['family', 150, 4],
      ['junior_suite', 170, 4],
    ],
    palette: 8,
  },
  {
    slug: 'ayder-kackar-chalet',
    destination: 'ayder',
    name: { en: 'Ayder Kaçkar Chalet', tr: 'Ayder Kaçkar Dağ Evi', ar: 'شاليه أيدر كاتشكار' },
    description: {
      en: 'Traditional wooden chalets at the top of the Ayder plateau, a few minutes from the Gelin Tülü waterfall. Home-made breakfasts and the best views of the Kaçkars.',
      tr: 'Ayder yaylasının tepesinde, Gelin Tülü Şelalesi’ne birkaç dakika mesafede geleneksel ahşap dağ evleri. Ev yapımı kahvaltılar ve Kaçkarların en güzel manzarası.',
      ar: 'شاليهات خشبية تقليدية في أعلى هضبة أيدر، على بُعد دقائق من شلال غيلين تولو. إفطار منزلي وأجمل إطلالة على جبال كاتشكار.',
    },
    stars: 3,
    street: 'Ayder Yaylası, Gelin Tülü Yolu 9, Çamlıhemşin',
    city: 'Ayder',
    lat: 40.9549,
    lng: 41.1055,
    amenities: ['wifi', 'breakfast', 'fireplace', 'mountain_view', 'hiking', 'parking', 'terrace'],
    featured: false,
    popularity: 520,
    phone: '+90 464 555 10 10',
    email: 'info@ayderkackar.example',
    checkInTime: '14:00',
    checkOutTime: '11:00',
    rooms: [
      ['standard_double', 75, 8],
      ['family', 115, 5],
      ['chalet', 150, 4],
    ],
    palette: 9,
  },
  {
    slug: 'ayder-thermal-spa-hotel',
    destination: 'ayder',
    name: { en: 'Ayder Thermal Spa Hotel', tr: 'Ayder Termal Spa Otel', ar: 'فندق أيدر الحراري والسبا' },
    description: {
      en: 'Next to the famous Ayder hot springs, with thermal pools, massages and mountain-view rooms for a restful stay in every season.',
      tr: 'Ünlü Ayder kaplıcalarının hemen yanında; termal havuzları, masajları ve dağ manzaralı odalarıyla her mevsim dinlendirici bir konaklama.',
      ar: 'بجوار ينابيع أيدر الحارة الشهيرة، مع مسابح حرارية وجلسات تدليك وغرف تطل على الجبال لإقامة مريحة في كل المواسم.',
    },
    stars: 4,
    street: 'Ayder Kaplıcaları Yanı 2, Çamlıhemşin',
    city: 'Ayder',
    lat: 40.9526,
    lng: 41.1018,
    amenities: ['wifi', 'hot_spring', 'spa', 'hammam', 'restaurant', 'breakfast', 'parking', 'mountain_view', 'halal_food'],
    featured: true,
    popularity: 820,
    phone: '+90 464 555 11 11',
    email: 'reservations@ayderthermal.example',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rooms: [
      ['standard_double', 95, 12],
      ['superior_twin', 110, 8],
      ['deluxe_mountain', 135, 8],
      ['family', 150, 5],
      ['junior_suite', 165, 3],
    ],
    palette: 10,
  },
  {
    slug: 'rize-tea-garden-hotel',
    destination: 'rize',
    name: { en: 'Rize Tea Garden Hotel', tr: 'Rize Çay Bahçesi Otel', ar: 'فندق حديقة الشاي في ريزه' },
    description: {
      en: 'Surrounded by tea gardens on the hill above Rize, with tea tastings, a sea-view terrace and easy access to the city centre and the coast road.',
      tr: 'Rize’nin yukarısındaki tepede çay bahçeleriyle çevrili; çay tadımları, deniz manzaralı terası ve şehir merkezine ve sahil yoluna kolay ulaşımıyla.',
      ar: 'تحيط به حدائق الشاي على التلّة فوق ريزه، مع جلسات تذوّق الشاي وتراس يطل على البحر ووصول سهل إلى وسط المدينة والطريق الساحلي.',
    },
    stars: 4,
    street: 'Ziraat Tepesi, Çay Sokak 4',
    city: 'Rize',
    lat: 41.0243,
    lng: 40.5152,
    amenities: ['wifi', 'breakfast', 'terrace', 'garden', 'restaurant', 'parking', 'sea_view', 'tour_desk'],
    featured: false,
    popularity: 640,
    phone: '+90 464 555 12 12',
    email: 'hello@rizeteagarden.example',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rooms: [
      ['single', 55, 6],
      ['standard_double', 80, 12],
      ['deluxe_sea', 110, 8],
      ['family', 140, 4],
    ],
    palette: 11,
  },
  {
    slug: 'hamsikoy-stone-inn',
    destination: 'hamsikoy',
    name: { en: 'Hamsiköy Stone Inn', tr: 'Hamsiköy Taş Konak', ar: 'نُزل هامسي كوي الحجري' },
    description: {
      en: 'A simple, warm stone inn in the village square, where the famous Hamsiköy rice pudding is served at breakfast. Ideal for a night on the Zigana pass.',
      tr: 'Köy meydanında sade ve sıcak bir taş konak; ünlü Hamsiköy sütlacı kahvaltıda servis ediliyor. Zigana geçidinde bir gece için ideal.',
      ar: 'نُزل حجري بسيط ودافئ في ساحة القرية، يُقدَّم فيه على الإفطار طبق الأرز بالحليب الشهير في هامسي كوي. مثالي لليلة على ممر زيغانا.',
    },
    stars: 2,
    street: 'Hamsiköy Köy Meydanı 1, Maçka',
    city: 'Hamsiköy',
    lat: 40.6847,
    lng: 39.5004,
    amenities: ['wifi', 'breakfast', 'parking', 'fireplace', 'heating'],
    featured: false,
    popularity: 300,
    phone: '+90 462 555 13 13',
    email: 'konak@hamsikoystone.example',
    checkInTime: '14:00',
    checkOutTime: '11:00',
    rooms: [
      ['standard_double', 50, 6],
      ['triple', 65, 4],
      ['family', 85, 3],
    ],
    palette: 12,
  },
];

/** Guests' reviews (each in the language it was written in) and who wrote them. */
export const SEED_REVIEWS: { author: string; language: 'en' | 'tr' | 'ar'; rating: number; text: string }[] = [
  {
    author: 'Elif Kaya',
    language: 'tr',
    rating: 5,
    text: 'Odalar tertemizdi, personel çok güler yüzlüydü. Kahvaltıdaki mıhlama ve Karadeniz tereyağı unutulmazdı. Kesinlikle tekrar geleceğiz.',
  },
  {
    author: 'James Whitfield',
    language: 'en',
    rating: 4,
    text: 'Great location and a really comfortable bed. Breakfast had a huge choice of local cheeses and honey. Wi-Fi was a little slow in the evenings.',
  },
  {
    author: 'أحمد الشمري',
    language: 'ar',
    rating: 5,
    text: 'إقامة رائعة مع العائلة، المنظر من الشرفة خلاب والطاقم متعاون جداً. الطعام حلال ولذيذ، وننصح به بشدة.',
  },
  {
    author: 'Mehmet Yılmaz',
    language: 'tr',
    rating: 4,
    text: 'Konumu harika, manzara muhteşem. Otopark biraz küçük ama resepsiyon her konuda yardımcı oldu.',
  },
  {
    author: 'Sophie Laurent',
    language: 'en',
    rating: 5,
    text: 'We loved every minute. The staff arranged a day trip for us and the view at sunrise was breathtaking. Worth every lira.',
  },
  {
    author: 'فاطمة العتيبي',
    language: 'ar',
    rating: 4,
    text: 'الفندق نظيف والغرف واسعة، والموقع قريب من كل شيء. الإفطار متنوع، لكن تمنّينا لو كان المسبح أكبر قليلاً.',
  },
  {
    author: 'Ayşe Demir',
    language: 'tr',
    rating: 3,
    text: 'Oda güzeldi ancak koridordan gelen ses biraz rahatsız etti. Kahvaltı iyiydi, fiyat/performans olarak makul.',
  },
  {
    author: 'Daniel Novak',
    language: 'en',
    rating: 5,
    text: 'Peaceful, spotless and surrounded by nature. The hosts treated us like family and the trout at dinner was the best I have had.',
  },
  {
    author: 'خالد المنصوري',
    language: 'ar',
    rating: 5,
    text: 'تجربة لا تُنسى وسط الطبيعة. الهدوء والهواء النقي والخدمة الممتازة جعلت إقامتنا مثالية.',
  },
  {
    author: 'Zeynep Arslan',
    language: 'tr',
    rating: 5,
    text: 'Balayımız için seçtik ve çok doğru bir karar vermişiz. Odaya bırakılan çiçekler ve ikramlar çok hoştu.',
  },
  {
    author: 'Olivia Bennett',
    language: 'en',
    rating: 4,
    text: 'Lovely hotel with very helpful staff. Our room was warm and cosy even on a rainy day. Breakfast could start a little earlier.',
  },
  {
    author: 'نورة القحطاني',
    language: 'ar',
    rating: 4,
    text: 'مكان جميل جداً ومناسب للعائلات، الأطفال استمتعوا كثيراً. الطريق إليه ضيق بعض الشيء لكنه يستحق.',
  },
  {
    author: 'Burak Çelik',
    language: 'tr',
    rating: 4,
    text: 'Temiz, sessiz ve huzurlu bir yer. Akşam yemeği menüsü biraz daha çeşitli olabilirdi ama genel olarak çok memnun kaldık.',
  },
  {
    author: 'Lukas Meyer',
    language: 'en',
    rating: 3,
    text: 'Good value for money and a friendly welcome. The room was smaller than in the photos, but clean and quiet.',
  },
  {
    author: 'Selin Öztürk',
    language: 'tr',
    rating: 5,
    text: 'Manzara, temizlik, ilgi… Her şey beklediğimizin üstündeydi. Özellikle sabah çayı eşliğinde balkonda kahvaltı harikaydı.',
  },
  {
    author: 'سارة الحربي',
    language: 'ar',
    rating: 5,
    text: 'من أجمل الفنادق التي أقمنا فيها في تركيا. الغرفة نظيفة والإطلالة ساحرة والاستقبال حار.',
  },
];
