/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const LANGUAGES = ['en', 'tr', 'ar'] as const;

/** Every `locales` folder of every app and package (one i18next namespace each). */
function localeFolders(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || ['node_modules', 'dist', '.git', '.turbo'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.name === 'locales') found.push(full);
      else walk(full);
    }
  };
  walk(repoRoot);
  return found;
}

/**
 * Dotted paths of every leaf text, e.g. "footer.copyright". Arrays count as one text each item.
 * Plural forms count as one key: Arabic needs zero/one/two/few/many/other where English has
 * one/other, so "nights_few" and "nights_one" both stand for "nights".
 */
function keys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    const all = Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
    return [...new Set(all.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];
  }
  return [prefix];
}

function emptyTexts(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => emptyTexts(v, prefix ? `${prefix}.${k}` : k));
  }
  return typeof value === 'string' && value.trim() === '' ? [prefix] : [];
}

/**
 * The {{placeholders}} of every text by key (plural forms merged, as in `keys`): a translation
 * that loses one shows a gap, and one that invents one shows "{{name}}" to the reader.
 */
function placeholders(value: unknown, prefix = '', into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) placeholders(v, prefix ? `${prefix}.${k}` : k, into);
  } else if (typeof value === 'string') {
    const key = prefix.replace(/_(zero|one|two|few|many|other)$/, '');
    const names = into.get(key) ?? new Set<string>();
    // `count` drives plural choice: a form may leave it out ("one night", "ليلتان").
    for (const [, name] of value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)) if (name !== 'count') names.add(name!);
    into.set(key, names);
  }
  return into;
}

const folders = localeFolders();

describe('translations', () => {
  it('gives Arabic every plural form it uses', () => {
    for (const folder of folders) {
      const ar = JSON.stringify(JSON.parse(fs.readFileSync(path.join(folder, 'ar.json'), 'utf8')));
      for (const [, base] of ar.matchAll(/"(\w+)_other"/g)) {
        for (const form of ['zero', 'one', 'two', 'few', 'many']) {
          expect({ folder, key: `${base}_${form}`, present: ar.includes(`"${base}_${form}"`) }).toEqual({
            folder,
            key: `${base}_${form}`,
            present: true,
          });
        }
      }
    }
  });

  it('finds the locale folders of the shell, every remote and the shared packages', () => {
    const names = folders.map((f) => path.relative(repoRoot, f));
    for (const app of ['shell', 'mf-hotels', 'mf-flights', 'mf-transfers', 'mf-dining', 'mf-packages', 'mf-admin']) {
      expect(names.some((n) => n.startsWith(`${app}/`))).toBe(true);
    }
    expect(names).toContain('packages/i18n/src/locales');
  });

  for (const folder of folders) {
    const name = path.relative(repoRoot, folder);
    it(`${name}: en, tr and ar have the same keys and no empty text`, () => {
      const texts = Object.fromEntries(
        LANGUAGES.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(folder, `${lang}.json`), 'utf8'))]),
      );
      const english = keys(texts.en).sort();
      for (const lang of LANGUAGES) {
        const these = keys(texts[lang]).sort();
        const missing = english.filter((k) => !these.includes(k));
        const extra = these.filter((k) => !english.includes(k));
        expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
        expect(emptyTexts(texts[lang])).toEqual([]);
      }
    });
  }

  for (const folder of folders) {
    const name = path.relative(repoRoot, folder);
    it(`${name}: tr and ar use the {{placeholders}} of each English text`, () => {
      const read = (lang: string) => placeholders(JSON.parse(fs.readFileSync(path.join(folder, `${lang}.json`), 'utf8')));
      const english = read('en');
      for (const lang of ['tr', 'ar']) {
        const different = [...read(lang)]
          .filter(([key, names]) => english.has(key) && [...names].sort().join() !== [...english.get(key)!].sort().join())
          .map(([key, names]) => `${key}: ${[...names].join()} ≠ ${[...english.get(key)!].join()}`);
        expect({ lang, different }).toEqual({ lang, different: [] });
      }
    });
  }
});
