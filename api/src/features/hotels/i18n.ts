import type { Translated } from '../../db/schema/common';
import type { HotelAmenity } from '../../db/schema';
import { toTranslated } from '../../lib/lang';

/** Names of the amenities the site knows; admins may use these keys or give their own names. */
export const AMENITY_NAMES: Record<string, Translated> = {
  wifi: { en: 'Free Wi-Fi', tr: 'Ücretsiz Wi-Fi', ar: 'واي فاي مجاني' },
  parking: { en: 'Free parking', tr: 'Ücretsiz otopark', ar: 'موقف سيارات مجاني' },
  breakfast: { en: 'Breakfast included', tr: 'Kahvaltı dahil', ar: 'الإفطار مشمول' },
  restaurant: { en: 'Restaurant', tr: 'Restoran', ar: 'مطعم' },
  bar: { en: 'Bar', tr: 'Bar', ar: 'بار' },
  pool: { en: 'Swimming pool', tr: 'Yüzme havuzu', ar: 'مسبح' },
  indoor_pool: { en: 'Indoor pool', tr: 'Kapalı havuz', ar: 'مسبح داخلي' },
  spa: { en: 'Spa & wellness', tr: 'Spa ve sağlıklı yaşam', ar: 'سبا وعافية' },
  hammam: { en: 'Turkish bath', tr: 'Türk hamamı', ar: 'حمام تركي' },
  sauna: { en: 'Sauna', tr: 'Sauna', ar: 'ساونا' },
  gym: { en: 'Fitness centre', tr: 'Fitness merkezi', ar: 'مركز لياقة' },
  airport_shuttle: { en: 'Airport shuttle', tr: 'Havalimanı servisi', ar: 'نقل من وإلى المطار' },
  room_service: { en: 'Room service', tr: 'Oda servisi', ar: 'خدمة الغرف' },
  family_rooms: { en: 'Family rooms', tr: 'Aile odaları', ar: 'غرف عائلية' },
  sea_view: { en: 'Sea view', tr: 'Deniz manzarası', ar: 'إطلالة على البحر' },
  lake_view: { en: 'Lake view', tr: 'Göl manzarası', ar: 'إطلالة على البحيرة' },
  mountain_view: { en: 'Mountain view', tr: 'Dağ manzarası', ar: 'إطلالة على الجبال' },
  garden: { en: 'Garden', tr: 'Bahçe', ar: 'حديقة' },
  terrace: { en: 'Terrace', tr: 'Teras', ar: 'تراس' },
  fireplace: { en: 'Fireplace', tr: 'Şömine', ar: 'مدفأة' },
  hot_spring: { en: 'Thermal spring', tr: 'Kaplıca', ar: 'ينابيع حارة' },
  kids_club: { en: 'Kids club', tr: 'Çocuk kulübü', ar: 'نادي الأطفال' },
  meeting_rooms: { en: 'Meeting rooms', tr: 'Toplantı salonları', ar: 'قاعات اجتماعات' },
  laundry: { en: 'Laundry service', tr: 'Çamaşırhane hizmeti', ar: 'خدمة غسيل الملابس' },
  reception_24h: { en: '24-hour front desk', tr: '24 saat resepsiyon', ar: 'مكتب استقبال على مدار الساعة' },
  tour_desk: { en: 'Tour desk', tr: 'Tur masası', ar: 'مكتب جولات سياحية' },
  halal_food: { en: 'Halal food', tr: 'Helal yemek', ar: 'طعام حلال' },
  prayer_room: { en: 'Prayer room', tr: 'Mescit', ar: 'مصلى' },
  bbq: { en: 'Barbecue area', tr: 'Mangal alanı', ar: 'منطقة شواء' },
  hiking: { en: 'Hiking trails', tr: 'Yürüyüş parkurları', ar: 'مسارات للمشي' },
  air_conditioning: { en: 'Air conditioning', tr: 'Klima', ar: 'تكييف' },
  minibar: { en: 'Minibar', tr: 'Minibar', ar: 'ميني بار' },
  tv: { en: 'Flat-screen TV', tr: 'Düz ekran TV', ar: 'تلفاز بشاشة مسطحة' },
  safe: { en: 'In-room safe', tr: 'Oda kasası', ar: 'خزنة في الغرفة' },
  balcony: { en: 'Balcony', tr: 'Balkon', ar: 'شرفة' },
  bathtub: { en: 'Bathtub', tr: 'Küvet', ar: 'حوض استحمام' },
  jacuzzi: { en: 'Jacuzzi', tr: 'Jakuzi', ar: 'جاكوزي' },
  kitchenette: { en: 'Kitchenette', tr: 'Mini mutfak', ar: 'مطبخ صغير' },
  tea_set: { en: 'Tea and coffee set', tr: 'Çay ve kahve seti', ar: 'أدوات الشاي والقهوة' },
  work_desk: { en: 'Work desk', tr: 'Çalışma masası', ar: 'مكتب عمل' },
  hairdryer: { en: 'Hairdryer', tr: 'Saç kurutma makinesi', ar: 'مجفف شعر' },
  sofa_bed: { en: 'Sofa bed', tr: 'Çekyat', ar: 'أريكة سرير' },
  heating: { en: 'Heating', tr: 'Isıtma', ar: 'تدفئة' },
};

/** An amenity as stored: a known key gets its names; unknown keys are named by the key. */
export function amenityFromInput(input: string | { key: string; name: string | Translated }): HotelAmenity {
  if (typeof input === 'string') {
    const key = input.trim();
    return { key, name: AMENITY_NAMES[key] ?? { en: key } };
  }
  return { key: input.key.trim(), name: toTranslated(input.name) };
}

export const PAYMENT_OPTION_NAMES: Record<string, Translated> = {
  visa: { en: 'Visa', tr: 'Visa', ar: 'فيزا' },
  mastercard: { en: 'Mastercard', tr: 'Mastercard', ar: 'ماستركارد' },
  amex: { en: 'American Express', tr: 'American Express', ar: 'أمريكان إكسبريس' },
  cash: { en: 'Cash at check-in', tr: 'Girişte nakit ödeme', ar: 'الدفع نقداً عند تسجيل الوصول' },
  bank_transfer: { en: 'Bank transfer', tr: 'Banka havalesi', ar: 'تحويل بنكي' },
};

export const DEFAULT_PAYMENT_OPTIONS = ['visa', 'mastercard', 'amex', 'cash'];

/** The spec's default policy texts (section 9). */
export const DEFAULT_CANCELLATION_POLICY: Translated = {
  en: 'Free cancellation up to 24 hours before check-in. Changes within 48 hours of arrival may not be possible. Refunds are made within 7 to 14 business days.',
  tr: 'Girişten 24 saat öncesine kadar ücretsiz iptal. Varıştan önceki 48 saat içinde değişiklik yapılamayabilir. İadeler 7 ila 14 iş günü içinde yapılır.',
  ar: 'إلغاء مجاني حتى 24 ساعة قبل تسجيل الوصول. قد لا تكون التعديلات ممكنة خلال 48 ساعة من الوصول. تُرَدّ المبالغ خلال 7 إلى 14 يوم عمل.',
};

export const DEFAULT_RULES: Translated[] = [
  { en: 'No smoking', tr: 'Sigara içilmez', ar: 'ممنوع التدخين' },
  { en: 'No pets', tr: 'Evcil hayvan kabul edilmez', ar: 'لا يُسمح بالحيوانات الأليفة' },
  { en: 'Quiet hours 10 PM – 6 AM', tr: 'Sessiz saatler 22.00 – 06.00', ar: 'ساعات الهدوء من 10 مساءً حتى 6 صباحاً' },
];

/** Card labels; the key stays stable for the front end. */
export const BADGES: Record<'featured' | 'top_rated' | 'offer', Translated> = {
  featured: { en: 'Featured', tr: 'Öne çıkan', ar: 'مميز' },
  top_rated: { en: 'Top rated', tr: 'En beğenilen', ar: 'الأعلى تقييماً' },
  offer: { en: 'Special offer', tr: 'Özel teklif', ar: 'عرض خاص' },
};

/** Cuts a text at `max` characters on a word boundary, with an ellipsis. */
export function cut(text: string, max = 100): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).replace(/[\s,.;:–-]+$/, '')}…`;
}
