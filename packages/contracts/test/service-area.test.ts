import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAND_RING, inServiceArea } from '../src/service-area';

describe('inServiceArea: the agency drives on land in the eastern Black Sea region', () => {
  it('takes the six places and inland points', () => {
    const places = [
      { lat: 40.9951, lng: 39.7897 }, // Trabzon Airport, on reclaimed land by the sea
      { lat: 41.0053, lng: 39.7301 }, // Trabzon City Center
      { lat: 40.6193, lng: 40.2897 }, // Uzungöl
      { lat: 40.6903, lng: 39.6583 }, // Sumela Monastery
      { lat: 40.9522, lng: 41.1031 }, // Ayder Plateau
      { lat: 41.0201, lng: 40.5234 }, // Rize City Center
      { lat: 41.0015, lng: 39.7178 }, // the map's centre
    ];
    expect(places.filter((point) => !inServiceArea(point))).toEqual([]);
  });

  it('refuses a point in the sea (QA: 41.60, 39.70 is 68 km offshore, inside the old rectangle)', () => {
    expect(inServiceArea({ lat: 41.6, lng: 39.7 })).toBe(false);
    expect(inServiceArea({ lat: 41.1, lng: 39.75 })).toBe(false);
  });

  it('takes a point on the shore, within a kilometre of the drawn coast', () => {
    // Trabzon's harbour breakwater, just off the 1:10m coastline.
    expect(inServiceArea({ lat: 41.009, lng: 39.745 })).toBe(true);
  });

  it('refuses a point outside the box, on land too', () => {
    expect(inServiceArea({ lat: 41.0082, lng: 28.9784 })).toBe(false); // Istanbul
    expect(inServiceArea({ lat: 40.0, lng: 39.7 })).toBe(false); // south of the Zigana range
  });
});

describe('the service area module: one copy of the coast, safe in a browser bundle', () => {
  it('imports nothing (the map imports it: no typebox, no Node module)', () => {
    const source = readFileSync(new URL('../src/service-area.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export .* from)\b/m);
  });

  it('holds the land as one closed ring the map can draw', () => {
    expect(LAND_RING.length).toBeGreaterThan(100);
    expect(LAND_RING.at(-1)).toEqual(LAND_RING[0]);
  });
});
