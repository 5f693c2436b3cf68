import { describe, expect, it } from 'vitest';
import { searchFold } from '../src/search';

describe('searchFold', () => {
  it('drops accents and case and reads the Turkish ı as i', () => {
    expect(searchFold('UZUNGÖL')).toBe('uzungol');
    expect(searchFold('Sümela Manastırı')).toBe('sumela manastiri');
    expect(searchFold('İSTANBUL')).toBe('istanbul');
    expect(searchFold('YILMAZ')).toBe(searchFold('Yılmaz'));
  });
});
