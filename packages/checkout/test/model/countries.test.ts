import { describe, expect, it } from 'vitest';
import { nationalityOptions } from '../../src/model/countries';

describe('nationalityOptions', () => {
  it('offers every country, Türkiye first, the others in the reader’s alphabetical order', () => {
    const en = nationalityOptions('en');
    expect(en[0]).toEqual({ code: 'TR', name: 'Türkiye' });
    expect(en.length).toBeGreaterThan(240);
    const codes = en.map((option) => option.code);
    // A traveller from Italy, Japan or Brazil can book, not only the 21 countries of before.
    expect(codes).toEqual(expect.arrayContaining(['IT', 'JP', 'BR', 'SA', 'DE']));
    expect(codes.indexOf('AF')).toBeLessThan(codes.indexOf('ZW'));
    expect(new Set(codes).size).toBe(codes.length);
    // One entry per country: no withdrawn code named after today's country (DD "Germany", SU "Russia").
    const names = en.map((option) => option.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    for (const code of ['DD', 'SU', 'YU', 'CS', 'UK', 'ZR']) expect(codes).not.toContain(code);
  });

  it('leaves out what issues no passport (the European Union, the United Nations, "unknown")', () => {
    const codes = nationalityOptions('en').map((option) => option.code);
    for (const code of ['EU', 'UN', 'ZZ', 'XA']) expect(codes).not.toContain(code);
  });

  it('names the countries in Turkish and Arabic', () => {
    expect(nationalityOptions('tr').find((option) => option.code === 'DE')?.name).toBe('Almanya');
    expect(nationalityOptions('ar').find((option) => option.code === 'SA')?.name).toBe('المملكة العربية السعودية');
  });
});
