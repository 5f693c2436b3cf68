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
