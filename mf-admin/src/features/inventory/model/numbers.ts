/** A number typed into a form: null when blank or not a number. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A number as a form shows it ('' for none). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export const blank = (text: string | null | undefined): boolean => !text || text.trim() === '';

/** Trimmed text, or null when blank. */
export const textOrNull = (text: string): string | null => (blank(text) ? null : text.trim());
