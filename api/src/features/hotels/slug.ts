const TURKISH: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** "Uzungöl Lakeside Lodge" → "uzungol-lakeside-lodge" (Turkish letters spelled in ASCII). */
export function slugify(text: string): string {
  const ascii = text
    .replace(/[çğıİöşüâîû]/gi, (c) => TURKISH[c] ?? TURKISH[c.toLowerCase()] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return (
    ascii
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'item'
  );
}

/** The slug, or the first of slug-2, slug-3... that `taken` says is free. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}
