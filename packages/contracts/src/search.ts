/**
 * Text as the site's searches compare it: accents dropped, lower case, and Turkish dotless ı as i,
 * so "YILMAZ", "yilmaz" and "Yılmaz" are one name and "hamsikoy" finds "Hamsiköy". The API folds
 * with it in SQL (`search_fold`), the pages where they match names themselves. Pure, no imports:
 * `import { searchFold } from '@trabzon/contracts/search'`.
 */
export function searchFold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i');
}
