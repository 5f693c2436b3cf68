import type { Lang } from '../../lib/lang';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const TURKISH_LETTER = /[çğıöşüÇĞİÖŞÜ]/;

/**
 * The language a guest wrote a review in, so pages can mark it (lang) for screen readers: Arabic
 * letters say Arabic and Turkish letters Turkish; otherwise the language of the page it was written
 * on, except that Latin letters on an Arabic page are taken as English.
 */
export function reviewLanguage(text: string, pageLanguage: Lang): Lang {
  if (ARABIC_LETTER.test(text)) return 'ar';
  if (TURKISH_LETTER.test(text)) return 'tr';
  return pageLanguage === 'ar' ? 'en' : pageLanguage;
}
