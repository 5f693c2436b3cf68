import { describe, expect, it } from 'vitest';
import { RECENT_KEY, addRecent, loadRecent, recentKey, removeRecent, saveRecent } from '../../../../src/features/flights/model/recent';
import type { FlightSearch } from '../../../../src/features/flights/model/search';

const s = (originCode: string, destinationCode: string, extra: Partial<FlightSearch> = {}): FlightSearch => ({
  tripType: 'roundTrip',
  originCode,
  destinationCode,
  departureDate: '2026-12-01',
  returnDate: '2026-12-08',
  passengers: 1,
  cabinClass: 'ECONOMY',
  ...extra,
});

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

describe('recent flight searches', () => {
  it('keeps at most 5, newest first', () => {
    let list: FlightSearch[] = [];
    for (const to of ['IST', 'SAW', 'ESB', 'ADB', 'AYT', 'DXB', 'FRA']) list = addRecent(list, s('TZX', to));
    expect(list.map((x) => x.destinationCode)).toEqual(['FRA', 'DXB', 'AYT', 'ADB', 'ESB']);
  });

  it('de-duplicates by origin, destination and trip type: the newer one replaces the older and moves first', () => {
    let list = [s('TZX', 'IST'), s('TZX', 'SAW')];
    list = addRecent(list, s('TZX', 'SAW', { passengers: 3, departureDate: '2026-12-20' }));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ destinationCode: 'SAW', passengers: 3, departureDate: '2026-12-20' });
    // Another trip type or the opposite direction is another entry.
    list = addRecent(list, s('TZX', 'SAW', { tripType: 'oneWay', returnDate: '' }));
    list = addRecent(list, s('SAW', 'TZX'));
    expect(list.map(recentKey)).toEqual(['SAW-TZX-roundTrip', 'TZX-SAW-oneWay', 'TZX-SAW-roundTrip', 'TZX-IST-roundTrip']);
  });

  it('removes one, or all; stores under recentFlightSearches and survives broken storage', () => {
    const storage = new MemoryStorage();
    const list = [s('TZX', 'IST'), s('TZX', 'SAW')];
    saveRecent(list, storage);
    expect(JSON.parse(storage.getItem(RECENT_KEY) ?? '')).toHaveLength(2);
    expect(loadRecent(storage)).toEqual(list);
    const fewer = removeRecent(list, 'TZX-IST-roundTrip');
    expect(fewer.map((x) => x.destinationCode)).toEqual(['SAW']);
    saveRecent([], storage);
    expect(storage.getItem(RECENT_KEY)).toBeNull();
    storage.setItem(RECENT_KEY, '{not json');
    expect(loadRecent(storage)).toEqual([]);
    storage.setItem(RECENT_KEY, JSON.stringify([{ nope: 1 }, s('TZX', 'IST')]));
    expect(loadRecent(storage)).toHaveLength(1);
  });

  it('leaves out a stored search it could not show or run as it is (unknown airport, unreal day, 0 or 12 passengers, unknown cabin)', () => {
    const storage = new MemoryStorage();
    const usable = [
      s('TZX', 'IST'),
      s('TZX', 'ESB', { tripType: 'oneWay', returnDate: '' }),
      s('TZX', 'AYT', { departureDate: '2020-01-10' }),
    ];
    storage.setItem(
      RECENT_KEY,
      JSON.stringify([
        s('TZX', 'ZZZ'),
        s('TZX', 'IST', { departureDate: 'garbage' }),
        s('TZX', 'IST', { departureDate: '2026-02-31' }),
        s('TZX', 'SAW', { returnDate: 'soon' }),
        s('TZX', 'IST', { passengers: 12 }),
        s('TZX', 'IST', { passengers: 0 }),
        s('TZX', 'IST', { passengers: 2.5 }),
        { ...s('TZX', 'IST'), cabinClass: 'CARGO' },
        ...usable,
      ]),
    );
    // A day since passed stays: run again, the form says what to change.
    expect(loadRecent(storage)).toEqual(usable);
  });
});
