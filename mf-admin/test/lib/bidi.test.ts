import { describe, expect, it } from 'vitest';
import { isolatedName } from '../../src/lib/bidi';

describe('isolatedName', () => {
  it('wraps a typed name in a first-strong isolate (FSI … PDI), whatever its script', () => {
    expect(isolatedName('+cmd Ada')).toBe('\u2068+cmd Ada\u2069');
    expect(isolatedName('أحمد')).toBe('\u2068أحمد\u2069');
    expect(isolatedName(12)).toBe('\u206812\u2069');
  });
});
