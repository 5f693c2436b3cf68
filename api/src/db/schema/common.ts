import { sql } from 'drizzle-orm';

/** ISO-8601 UTC timestamp default, e.g. 2026-11-22T07:02:46.123Z. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** A text in each interface language; readers fall back to English. */
export type Translated = { en: string; tr?: string; ar?: string };
