import type { Translated } from '../../db/schema/common';
import { pick, type Lang } from '../../lib/lang';

/** Cuisine names, for search in every language. */
export const CUISINE_NAMES: Record<string, Translated> = {
  italian: { en: 'Italian', tr: 'İtalyan', ar: 'إيطالي' },
  turkish: { en: 'Turkish', tr: 'Türk', ar: 'تركي' },
  mediterranean: { en: 'Mediterranean', tr: 'Akdeniz', ar: 'متوسطي' },
  asian: { en: 'Asian', tr: 'Asya', ar: 'آسيوي' },
  middle_eastern: { en: 'Middle Eastern', tr: 'Orta Doğu', ar: 'شرق أوسطي' },
};

/** Names of the restaurant features the site knows; other keys are shown as given. */
export const FEATURE_NAMES: Record<string, Translated> = {
  outdoor_seating: { en: 'Outdoor seating', tr: 'Açık hava oturma alanı', ar: 'جلسات خارجية' },
  sea_view: { en: 'Sea view', tr: 'Deniz manzarası', ar: 'إطلالة على البحر' },
  lake_view: { en: 'Lake view', tr: 'Göl manzarası', ar: 'إطلالة على البحيرة' },
  mountain_view: { en: 'Mountain view', tr: 'Dağ manzarası', ar: 'إطلالة على الجبال' },
  wifi: { en: 'Free Wi-Fi', tr: 'Ücretsiz Wi-Fi', ar: 'واي فاي مجاني' },
  parking: { en: 'Parking', tr: 'Otopark', ar: 'موقف سيارات' },
  halal: { en: 'Halal', tr: 'Helal', ar: 'حلال' },
  vegetarian: { en: 'Vegetarian options', tr: 'Vejetaryen seçenekler', ar: 'خيارات نباتية' },
  family_friendly: { en: 'Family friendly', tr: 'Aile dostu', ar: 'مناسب للعائلات' },
  wheelchair: { en: 'Wheelchair accessible', tr: 'Tekerlekli sandalye erişimi', ar: 'مناسب للكراسي المتحركة' },
  live_music: { en: 'Live music', tr: 'Canlı müzik', ar: 'موسيقى حية' },
  private_room: { en: 'Private dining room', tr: 'Özel yemek salonu', ar: 'غرفة طعام خاصة' },
  fireplace: { en: 'Fireplace', tr: 'Şömine', ar: 'مدفأة' },
  breakfast: { en: 'Breakfast', tr: 'Kahvaltı', ar: 'إفطار' },
  takeaway: { en: 'Takeaway', tr: 'Paket servis', ar: 'طلبات خارجية' },
  card_payment: { en: 'Cards accepted', tr: 'Kredi kartı geçer', ar: 'تُقبل البطاقات' },
};

export function featureName(key: string, lang: Lang): string {
  const known = FEATURE_NAMES[key];
  return known ? pick(known, lang) : key;
}
