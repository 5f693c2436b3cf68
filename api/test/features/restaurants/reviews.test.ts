import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import * as schema from '../../../src/db/schema';
import type { Db } from '../../../src/db/client';
import { createRestaurantsRepository } from '../../../src/features/restaurants/repository';
import { migrationsFolder } from '../../../src/paths';
import { catalogueApp } from '../../helpers/hotels';
import { copySeededDatabase } from '../../helpers/seeded-database';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-reviews-'));
  made.push(dir);
  return dir;
};

interface ReviewOut {
  _id: string;
  comment: string;
  language?: string | null;
  createdAt: string;
}

describe('restaurant reviews', () => {
  it('say the language they are written in (the seeded ones English), on the detail and in every page of reviews', async () => {
    const { client } = await catalogueApp();
    const detail = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku?lang=ar' })).json();
    expect(detail.reviews.length).toBeGreaterThan(0);
    expect(detail.reviews.map((r: ReviewOut) => r.language)).toEqual(detail.reviews.map(() => 'en'));
    const page = (await client.call({ method: 'GET', url: `/api/restaurants/${detail._id}/reviews?lang=tr&limit=2` })).json();
    expect(page.results.map((r: ReviewOut) => r.language)).toEqual(page.results.map(() => 'en'));
  });

  it('page newest first: the pages together are every review once, and the total counts them all', async () => {
    const { client } = await catalogueApp();
    const { _id: id, totalReviews } = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json();
    expect(totalReviews).toBeGreaterThan(2);
    const page = async (n: number) =>
      (await client.call({ method: 'GET', url: `/api/restaurants/${id}/reviews?limit=2&page=${n}` })).json() as {
        results: ReviewOut[];
        total: number;
        pages: number;
      };
    const first = await page(1);
    expect(first).toMatchObject({ total: totalReviews, pages: Math.ceil(totalReviews / 2) });
    const pages = [first.results];
    for (let n = 2; n <= first.pages; n += 1) pages.push((await page(n)).results);
    const all = pages.flat();
    expect(all).toHaveLength(totalReviews);
    expect(new Set(all.map((r) => r._id)).size).toBe(totalReviews);
    const dates = all.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await page(first.pages + 1)).results).toEqual([]);
  });

  it('are read a page at a time in SQL (LIMIT/OFFSET and a COUNT), not every review of the restaurant', () => {
    const file = path.join(tempDir(), 'test.db');
    copySeededDatabase(file);
    const statements: string[] = [];
    const sqlite = new Database(file, { verbose: (text) => statements.push(String(text)) });
    try {
      const db = drizzle(sqlite, { schema }) as unknown as Db;
      const repo = createRestaurantsRepository(db);
      const { id } = sqlite.prepare("SELECT id FROM restaurants WHERE slug = 'hamsi-kosku'").get() as { id: string };
      statements.length = 0;
      const { rows, total } = repo.reviews(id, 2, 1);
      expect(rows).toHaveLength(2);
      expect(total).toBe(3);
      const reads = statements.filter((text) => /restaurant_reviews/i.test(text));
      expect(reads.some((text) => /\blimit\b/i.test(text) && /\boffset\b/i.test(text))).toBe(true);
      expect(reads.some((text) => /count\(\*\)/i.test(text))).toBe(true);
      expect(reads.every((text) => /\blimit\b|count\(\*\)/i.test(text))).toBe(true);
    } finally {
      sqlite.close();
    }
  });

  it('written before migration 0013 get their language: by their letters, and the seed English ones as English', () => {
    const dir = tempDir();
    // The migrations up to 0012: a database as it was before restaurant reviews had a language.
    const before = path.join(dir, 'drizzle');
    fs.cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag.startsWith('0013_'));
    expect(upTo).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, upTo);
    fs.writeFileSync(journalFile, JSON.stringify(journal));

    const sqlite = new Database(path.join(dir, 'old.db'));
    try {
      const db = drizzle(sqlite);
      migrate(db, { migrationsFolder: before });
      sqlite
        .prepare(
          "INSERT INTO restaurants (id, slug, name, description, cuisine, price_range, address, hours) VALUES ('r1', 'r1', '{}', '{}', 'turkish', 2, '{}', '[]')",
        )
        .run();
      const insert = sqlite.prepare(
        "INSERT INTO restaurant_reviews (id, restaurant_id, author_name, rating, comment) VALUES (?, 'r1', 'Guest', 5, ?)",
      );
      const comments = {
        seededEnglish: 'Perfect for families, halal options clearly marked and very kind staff.',
        turkish: 'Hamsi tava çok lezzetliydi.',
        arabic: 'طعام لذيذ وخدمة ممتازة.',
        otherLatin: 'Harika bir yer',
      };
      for (const [id, comment] of Object.entries(comments)) insert.run(id, comment);

      migrate(db, { migrationsFolder });
      const languages = Object.fromEntries(
        (sqlite.prepare('SELECT id, language FROM restaurant_reviews').all() as { id: string; language: string | null }[]).map((r) => [
          r.id,
          r.language,
        ]),
      );
      expect(languages).toEqual({ seededEnglish: 'en', turkish: 'tr', arabic: 'ar', otherLatin: null });
    } finally {
      sqlite.close();
    }
  });
});
