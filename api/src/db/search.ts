import type Database from 'better-sqlite3';

/**
 * Text as the back office and the catalogue search compare it: accents dropped, lower case, and
 * Turkish dotless ı as i, so "YILMAZ", "yilmaz" and "Yılmaz" are one name and "hamsikoy" finds
 * "Hamsiköy". SQLite's own lower() and LIKE fold ASCII letters only.
 */
export function searchFold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i');
}

/** The SQL function `search_fold(text)` (searchFold): registered on every connection (openDatabase). */
export function registerSearchFold(sqlite: Database.Database): void {
  sqlite.function('search_fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? searchFold(text) : text));
}

/** What a person typed, folded, as a LIKE pattern `%…%` (escape '\'): `%` and `_` are meant literally. */
export function foldedLikePattern(typed: string): string {
  return `%${searchFold(typed).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
