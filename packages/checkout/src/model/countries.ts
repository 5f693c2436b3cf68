/** Country names in the reader's language (Intl.DisplayNames), falling back to the ISO code. */
export function countryNames(language: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return (code) => names?.of(code) ?? code;
}

/**
 * Codes Intl names that are no nationality today: groupings, territories without passports of
 * their own, pseudo-locales and "unknown", and the withdrawn codes (ISO 3166-3) it names after
 * today's country (DD and DE both "Germany", SU "Russia", YU "Serbia").
 */
const NOT_COUNTRIES = new Set([
  ...['AC', 'AQ', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ'],
  ...[
    'AN',
    'BU',
    'CS',
    'CT',
    'DD',
    'DY',
    'FQ',
    'FX',
    'HV',
    'JT',
    'MI',
    'NH',
    'NQ',
    'NT',
    'PC',
    'PU',
    'PZ',
    'RH',
    'SU',
    'TP',
    'UK',
    'VD',
    'WK',
    'YD',
    'YU',
    'ZR',
  ],
]);

/** Every country Intl can name, by ISO code, built once. */
let allCodes: string[] | null = null;
function countryCodes(): string[] {
  if (allCodes) return allCodes;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  allCodes = [];
  for (const a of letters) for (const b of letters) if (!NOT_COUNTRIES.has(a + b) && names.of(a + b) !== a + b) allCodes.push(a + b);
  return allCodes;
}

/**
 * The nationalities a traveller can choose, named in the reader's language: Türkiye first (most of
 * the agency's travellers), then every other country in the language's alphabetical order.
 */
export function nationalityOptions(language: string): { code: string; name: string }[] {
  const name = countryNames(language);
  let codes: string[];
  try {
    codes = countryCodes();
  } catch {
    codes = [];
  }
  const collator = new Intl.Collator(language);
  const others = codes
    .filter((code) => code !== 'TR')
    .map((code) => ({ code, name: name(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [{ code: 'TR', name: name('TR') }, ...others];
}
