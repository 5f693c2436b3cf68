import { describe, expect, it } from 'vitest';
import {
  formatCity,
  formatCountry,
  formatDateTime,
  formatDecimal,
  formatPrice,
  formatRating,
  isolateCoordinates,
  formatAirline,
  formatProviderName,
} from '../src/format';

describe('formatPrice', () => {
  it('writes prices in each language’s own currency format', () => {
    expect(formatPrice(150, 'en')).toBe('$150.00');
    expect(formatPrice(1250.5, 'tr')).toBe('$1.250,50');
  });

  it('keeps an Arabic price one unit inside right-to-left text: amount and currency together, isolated left to right', () => {
    const price = formatPrice(150, 'ar');
    // A left-to-right isolate (LRI): a first-strong one took the right-to-left mark of Arabic's
    // format as its direction, and Chromium drew "$US 150.00".
    expect(price.startsWith('\u2066')).toBe(true);
    expect(price.endsWith('\u2069')).toBe(true);
    const inner = price.slice(1, -1).replace(/\u200f/g, '');
    expect(inner).toMatch(/^(150\.00|١٥٠٫٠٠)\s?US\$$/);
  });
});

describe('formatCountry', () => {
  it('names a country in the reader’s language from its code or its English name', () => {
    expect(formatCountry('TR', 'tr')).toBe('Türkiye');
    expect(formatCountry('Turkey', 'ar')).toBe('تركيا');
    expect(formatCountry('Germany', 'tr')).toBe('Almanya');
    expect(formatCountry('Turkey', 'en')).toMatch(/^T(ü|u)rk/);
  });

  it('leaves what it does not know as it is', () => {
    expect(formatCountry('Atlantis', 'tr')).toBe('Atlantis');
  });
});

describe('formatRating', () => {
  it('writes a review average with one decimal, as the language writes numbers (hotels, restaurants and packages alike)', () => {
    expect(formatRating(4.56, 'en')).toBe('4.6');
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.3, 'tr')).toBe('4,3');
    expect(formatRating(Number.NaN, 'en')).toBe('0.0');
  });
});

describe('formatDecimal', () => {
  it('writes a distance or a factor as the language writes numbers, to the decimals asked', () => {
    expect(formatDecimal(6.66, 'en')).toBe('6.7');
    expect(formatDecimal(6.66, 'tr')).toBe('6,7');
    expect(formatDecimal(1.25, 'tr', 2)).toBe('1,25');
    expect(formatDecimal(12, 'en')).toBe('12');
  });
});

describe('formatCity', () => {
  it('names the places of the region in Arabic on Arabic pages, whatever their case or spacing', () => {
    expect(formatCity('Uzungöl', 'ar')).toBe('أوزنجول');
    expect(formatCity(' TRABZON ', 'ar')).toBe('طرابزون');
    expect(formatCity('Istanbul', 'ar')).toBe('إسطنبول');
    expect(formatCity('İstanbul', 'ar')).toBe('إسطنبول');
  });

  it('keeps the Turkish name on Turkish and English pages, and any unknown place as typed', () => {
    expect(formatCity('Uzungöl', 'en')).toBe('Uzungöl');
    expect(formatCity('Uzungöl', 'tr')).toBe('Uzungöl');
    expect(formatCity('Atlantis', 'ar')).toBe('Atlantis');
  });
});

describe('formatDateTime: the 24-hour clock in every language, as the services write their own times', () => {
  it.each([
    ['en', 'Dec 9, 2026, 14:30'],
    ['tr', '9 Ara 2026 14:30'],
  ])('%s: %s', (language, expected) => {
    expect(formatDateTime('2026-12-09T11:30:00Z', language)).toBe(expected);
  });

  it('keeps it with the zone named, and in Arabic', () => {
    expect(formatDateTime('2026-12-09T06:05:00Z', 'en', { withZone: true })).toBe('Dec 9, 2026, 09:05 GMT+3');
    expect(formatDateTime('2026-12-09T11:30:00Z', 'ar')).toContain('14:30');
    expect(formatDateTime('2026-12-09T11:30:00Z', 'ar')).not.toMatch(/[صم]/);
  });
});

describe('formatDateTime with the zone: the date in the page’s own style, then the zone', () => {
  it('writes an Arabic deadline as the Arabic pages write their dates (numeric), not with the month spelled out', () => {
    const deadline = formatDateTime('2026-12-09T11:30:00Z', 'ar', { withZone: true });
    expect(deadline.startsWith(formatDateTime('2026-12-09T11:30:00Z', 'ar'))).toBe(true);
    expect(deadline).toMatch(/14:30 غرينتش\+3$/);
    expect(deadline).not.toContain('ديسمبر');
  });
});

describe('isolateCoordinates', () => {
  it("isolates only a map point's coordinates left to right, the words around them keep the page's direction", () => {
    expect(isolateCoordinates('نقطة على الخريطة 41.00500, 39.73000')).toBe('نقطة على الخريطة \u206641.00500, 39.73000\u2069');
    expect(isolateCoordinates('Map point -12.5,40')).toBe('Map point \u2066-12.5,40\u2069');
    expect(isolateCoordinates('Trabzon Airport (TZX)')).toBe('Trabzon Airport (TZX)');
  });
});

describe('formatProviderName', () => {
  it("writes the provider's upper-case names as people do, joining words inside a name in lower case", () => {
    expect(formatProviderName('RAMADA PLAZA BY WYNDHAM TRABZON')).toBe('Ramada Plaza by Wyndham Trabzon');
    expect(formatProviderName('THE ROYAL HOTEL AND SPA')).toBe('The Royal Hotel and Spa');
    // A first or last word is always capitalised.
    expect(formatProviderName('BEST WESTERN PLUS THE PARK')).toBe('Best Western Plus the Park');
    expect(formatProviderName(' ST. ANNE-MARIE (OLD TOWN) ')).toBe('St. Anne-Marie (Old Town)');
    // Mixed case is the owner's own spelling.
    expect(formatProviderName('Uzungöl Lake Lodge')).toBe('Uzungöl Lake Lodge');
  });
});

describe('formatAirline', () => {
  it("writes the provider's upper-case names as people do, an airline's own spelling included", () => {
    expect(formatAirline('TURKISH AIRLINES')).toBe('Turkish Airlines');
    expect(formatAirline('SUNEXPRESS')).toBe('SunExpress');
    expect(formatAirline('KLM ROYAL DUTCH AIRLINES')).toBe('KLM Royal Dutch Airlines');
    expect(formatAirline('Pegasus Airlines')).toBe('Pegasus Airlines');
    // A code (when no name is known) stays a code.
    expect(formatAirline('TK')).toBe('TK');
  });
});
