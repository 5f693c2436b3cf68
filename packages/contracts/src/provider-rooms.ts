/**
 * The provider's room categories (`room.typeEstimated.category`) by name in the site's languages:
 * the Trabzon hotels screen writes a room with them, and the API names a booking's room with them,
 * so a booking reads as the booking window did, never in the provider's English words. Pure data
 * with no imports, so the browser can use it too.
 */

type RoomName = { en: string; tr?: string; ar?: string };

const ROOM_CATEGORY_NAMES: Record<string, Required<RoomName>> = {
  ROOM: { en: 'Room', tr: 'Oda', ar: 'غرفة' },
  STANDARD_ROOM: { en: 'Standard Room', tr: 'Standart Oda', ar: 'غرفة قياسية' },
  SUPERIOR_ROOM: { en: 'Superior Room', tr: 'Superior Oda', ar: 'غرفة سوبيريور' },
  DELUXE_ROOM: { en: 'Deluxe Room', tr: 'Deluxe Oda', ar: 'غرفة ديلوكس' },
  FAMILY_ROOM: { en: 'Family Room', tr: 'Aile Odası', ar: 'غرفة عائلية' },
  JUNIOR_SUITE: { en: 'Junior Suite', tr: 'Junior Suit', ar: 'جناح صغير' },
  SUITE: { en: 'Suite', tr: 'Suit', ar: 'جناح' },
  EXECUTIVE_ROOM: { en: 'Executive Room', tr: 'Executive Oda', ar: 'غرفة تنفيذية' },
};

/** "bar or lounge" → "BAR_OR_LOUNGE": a provider code as a key. */
export const codeKey = (code: string) =>
  code
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** "GUARDED_PARKG" → "Guarded parkg": what a code we have no text for reads like. */
export const humanize = (code: string) => {
  const words = code
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A room category's names (none: a "Room"); one we have no names for, in English words only. */
export function roomCategoryNames(category: string | null | undefined): RoomName {
  const key = codeKey(category ?? '') || 'ROOM';
  return ROOM_CATEGORY_NAMES[key] ?? { en: humanize(key) };
}
