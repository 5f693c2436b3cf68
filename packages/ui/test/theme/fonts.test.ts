// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fontFaceCss } from '../../src/theme/fonts';

const faces = () => fontFaceCss.split('\n');
const field = (face: string, name: string) => new RegExp(`${name}:([^;}]+)`).exec(face)?.[1];

describe('the shipped typeface', () => {
  it('is declared in a <style> of its own when the module loads', () => {
    const sheet = document.head.querySelector('style[data-fonts]');
    expect(fontFaceCss).toContain('@font-face');
    expect(sheet?.textContent).toBe(fontFaceCss);
  });

  it('has 12 faces: Arabic, Latin Extended, the Turkish letters and Latin, each in 400, 600 and 700, Latin last', () => {
    const files = faces().map((face) => /url\(([^)]+)\)/.exec(face)?.[1] ?? '');
    expect(files).toHaveLength(12);
    const expected = ['arabic-arabic-400', 'arabic-arabic-600', 'arabic-arabic-700', 'latin-ext-400', 'latin-ext-600', 'latin-ext-700'];
    expected.push('turkish-400', 'turkish-600', 'turkish-700', 'sans-latin-400', 'sans-latin-600', 'sans-latin-700');
    expected.forEach((name, index) => expect(files[index]).toContain(`${name}-normal`));
    const weights = ['400', '600', '700'];
    expect(faces().map((face) => field(face, 'font-weight'))).toEqual([...weights, ...weights, ...weights, ...weights]);
    expect(faces().map((face) => field(face, 'font-family'))).toEqual([
      ...Array(3).fill("'Noto Sans Arabic'"),
      ...Array(9).fill("'Noto Sans'"),
    ]);
  });

  it('lets each face cover only its characters, and none blocks the text while it loads', () => {
    for (const face of faces()) expect(field(face, 'font-display')).toBe('swap');
    const ranges = faces().map((face) => field(face, 'unicode-range') ?? '');
    expect(ranges[0]).toContain('U+0600-06FF');
    // The Turkish letters (Ğ ğ İ Ş ş ₺) come from the small Turkish files, not Latin Extended (55 kB).
    expect(ranges[6]).toBe('U+011E-011F, U+0130, U+015E-015F, U+20BA');
    expect(ranges[3]).not.toMatch(/U\+011E|U\+0130,|U\+015E/);
    expect(ranges[9]).toMatch(/^U\+0000-00FF/);
  });
});
