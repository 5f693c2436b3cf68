import type { Translated } from '../../db/schema/common';

export type Lang = 'en' | 'tr' | 'ar';

/** `?lang=`: tr or ar, anything else English. */
export function langOf(value: unknown): Lang {
  return value === 'tr' || value === 'ar' ? value : 'en';
}

/** The text in `lang`, English when that language lacks it. */
export function pick(text: Translated | null | undefined, lang: Lang): string {
  if (!text) return '';
  const value = text[lang];
  return value && value.trim() ? value : text.en;
}

/** Admin input (a plain string is English) to the stored form, trimmed, blanks dropped. */
export function toTranslated(input: string | { en: string; tr?: string; ar?: string }): Translated {
  if (typeof input === 'string') return { en: input.trim() };
  const out: Translated = { en: input.en.trim() };
  if (input.tr?.trim()) out.tr = input.tr.trim();
  if (input.ar?.trim()) out.ar = input.ar.trim();
  return out;
}

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
