import { describe, expect, it } from 'vitest';
import { codeKey, humanize, roomCategoryNames } from '../src/provider-rooms';

describe("the provider's room categories", () => {
  it('names a known one in three languages, in any case', () => {
    expect(roomCategoryNames('STANDARD_ROOM')).toEqual({ en: 'Standard Room', tr: 'Standart Oda', ar: 'غرفة قياسية' });
    expect(roomCategoryNames('deluxe_room').tr).toBe('Deluxe Oda');
  });

  it('names one it has no words for in English words, and a missing one a room', () => {
    expect(roomCategoryNames('PENTHOUSE_ROOM')).toEqual({ en: 'Penthouse room' });
    expect(roomCategoryNames(undefined)).toEqual({ en: 'Room', tr: 'Oda', ar: 'غرفة' });
  });

  it('makes a code a key, and a code without text readable', () => {
    expect(codeKey('bar or lounge')).toBe('BAR_OR_LOUNGE');
    expect(humanize('GUARDED_PARKG')).toBe('Guarded parkg');
  });
});
