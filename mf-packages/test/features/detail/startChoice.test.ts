import { describe, expect, it } from 'vitest';
import { guestsFrom, guestsReplaced, startDateFrom, startDateReplaced } from '../../../src/features/detail/startChoice';

const TODAY = '2098-12-20';

describe('the start date a package page link gives', () => {
  it.each([
    ['2098-12-21', '2098-12-21', false, 'tomorrow, the first departure'],
    ['2099-12-20', '2099-12-20', false, 'the last day of the booking window'],
    [' 2099-01-01 ', '2099-01-01', false, 'spaces around it'],
    ['2098-12-20', '', true, 'today: no departure'],
    ['2098-01-01', '', true, 'a past day'],
    ['2099-12-21', '', true, 'beyond the booking window'],
    ['2099-02-30', '', true, 'no day'],
    ['2099-1-5', '', true, 'not written YYYY-MM-DD'],
    ['soon', '', true, 'not a date'],
    [null, '', false, 'none'],
  ] as const)('%s gives "%s" (replaced: %s; %s)', (value, used, replaced, _why) => {
    expect(startDateFrom(value, TODAY)).toBe(used);
    expect(startDateReplaced(value, used)).toBe(replaced);
  });

  it('counts no date given, or an empty one, as nothing replaced', () => {
    expect(startDateReplaced(null, '')).toBe(false);
    expect(startDateReplaced('  ', '')).toBe(false);
  });
});

describe('the guests a package page link gives', () => {
  it.each([
    ['1', 1, false],
    ['10', 10, false],
    ['03', 3, false],
    ['0', 2, true],
    ['11', 2, true],
    ['-1', 2, true],
    ['2.5', 2, true],
    ['0x3', 2, true],
    ['many', 2, true],
    ['', 2, false],
    [null, 2, false],
  ] as const)('%s gives %i (replaced: %s)', (value, used, replaced) => {
    expect(guestsFrom(value)).toBe(used);
    expect(guestsReplaced(value, used)).toBe(replaced);
  });
});
