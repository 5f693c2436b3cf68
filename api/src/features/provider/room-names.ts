import type { Translated } from '../../db/schema/common';

/**
 * The provider's room categories (`room.typeEstimated.category`) by name in the site's languages,
 * as the Trabzon hotels screen writes them (mf-hotels' `trabzon.roomTypes`): a booking names its
 * room in the reader's language, as the booking window did, never in the provider's English words.
 */
const ROOM_CATEGORY_NAMES: Record<string, Translated> = {
  ROOM: { en: 'Room', tr: 'Oda', ar: 'غرفة' },
  STANDARD_ROOM: { en: 'Standard Room', tr: 'Standart Oda', ar: 'غرفة قياسية' },
  SUPERIOR_ROOM: { en: 'Superior Room', tr: 'Superior Oda', ar: 'غرفة سوبيريور' },
  DELUXE_ROOM: { en: 'Deluxe Room', tr: 'Deluxe Oda', ar: 'غرفة ديلوكس' },
  FAMILY_ROOM: { en: 'Family Room', tr: 'Aile Odası', ar: 'غرفة عائلية' },
  JUNIOR_SUITE: { en: 'Junior Suite', tr: 'Junior Suit', ar: 'جناح صغير' },
  SUITE: { en: 'Suite', tr: 'Suit', ar: 'جناح' },
  EXECUTIVE_ROOM: { en: 'Executive Room', tr: 'Executive Oda', ar: 'غرفة تنفيذية' },
};

/** "bar or lounge" → "BAR_OR_LOUNGE", as the screen makes a code a key. */
const codeKey = (code: string) =>
  code
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** "PENTHOUSE_ROOM" → "Penthouse room": how the screen writes a category it has no name for. */
const humanize = (code: string) => {
  const words = code
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A room category's names (a missing one is a "Room"); one we have no names for, in English words only. */
export function roomCategoryNames(category: string | null | undefined): Translated {
  const key = codeKey(category ?? '') || 'ROOM';
  return ROOM_CATEGORY_NAMES[key] ?? { en: humanize(key) };
}
