import type Database from 'better-sqlite3';
import { searchFold } from '@trabzon/contracts/search';

export { searchFold };

/** The SQL function `search_fold(text)` (searchFold): registered on every connection (openDatabase). */
export function registerSearchFold(sqlite: Database.Database): void {
  sqlite.function('search_fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? searchFold(text) : text));
}

/** What a person typed, folded, as a LIKE pattern `%…%` (escape '\'): `%` and `_` are meant literally. */
export function foldedLikePattern(typed: string): string {
  return `%${searchFold(typed).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
