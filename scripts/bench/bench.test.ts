import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without type declarations
import { atLeast, atMost, median, row, sequentialDepth, table } from './lib.mjs';
// @ts-expect-error: plain ES modules without type declarations
import { compare } from './compare.mjs';
// @ts-expect-error: plain ES modules without type declarations
import { addDays } from './api.mjs';

const at = (start: number, end: number | null) => ({ start, end });

describe('sequentialDepth', () => {
  it('counts round trips on the critical path, not parallel requests', () => {
    expect(sequentialDepth([])).toBe(0);
    expect(sequentialDepth([at(0, 10), at(1, 12), at(2, 9)])).toBe(1);
    // remoteEntry, then three chunks in parallel, then an API call after the slowest chunk.
    expect(sequentialDepth([at(0, 10), at(11, 20), at(11, 30), at(12, 15), at(31, 40)])).toBe(3);
  });

  it('does not chain a request to one that overlapped it or never finished', () => {
    expect(sequentialDepth([at(0, 10), at(5, 20)])).toBe(1);
    expect(sequentialDepth([at(0, null), at(50, 60)])).toBe(1);
  });
});

describe('rows and budgets', () => {
  it('passes or fails each budget, and fails a figure that could not be measured', () => {
    expect(row('s', 'a', 160, 'kB', atMost(160)).pass).toBe(true);
    expect(row('s', 'a', 160.1, 'kB', atMost(160)).pass).toBe(false);
    expect(row('s', 'a', 0.95, 'score', atLeast(0.95)).pass).toBe(true);
    expect(row('s', 'a', 0.94, 'score', atLeast(0.95)).pass).toBe(false);
    expect(row('s', 'a', null, 'score', atLeast(0.95)).pass).toBe(false);
    expect(row('s', 'a', 123, 'req/s').pass).toBeNull();
  });

  it('prints every row with its budget and verdict', () => {
    const text = table([row('s', 'JS on /', 200.04, 'kB', atMost(160), 'note'), row('s', 'score', null, 'score', atLeast(0.95))]);
    expect(text).toContain('| JS on / ');
    expect(text).toMatch(/200\.0 kB \| ≤ 160\.0 kB \| FAIL/);
    expect(text).toMatch(/n\/a +\| ≥ 0\.95 +\| FAIL/);
  });

  it('takes the median of the numbers only', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, null, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('compare', () => {
  it('shows each figure before and after, the change, and verdicts that moved', () => {
    const before = { when: 'a', commit: 'x', rows: [row('s', 'rps', 100, 'req/s', atLeast(150)), row('s', 'gone', 1, '')] };
    const after = { when: 'b', commit: 'y', rows: [row('s', 'rps', 200, 'req/s', atLeast(150))] };
    const text = compare(before, after);
    expect(text).toMatch(/\| rps +\| 100 req\/s \| 200 req\/s \| \+100\.0 % \| ≥ 150 req\/s \| FAIL → pass +\|/);
    expect(text).toMatch(/\| gone .*not run/);
  });
});

describe('addDays', () => {
  it('moves over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
