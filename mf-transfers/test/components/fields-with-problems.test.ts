import { describe, expect, it } from 'vitest';
import { fieldsWithProblems } from '../../src/components/useCheckedFields';

// Which field of a transfers form a press marks and focuses first: the form's order decides, not the order problems were found in.
describe('fieldsWithProblems', () => {
  const ORDER = ['pickup', 'dropoff', 'date', 'time'] as const;

  it("lists the fields with a problem in the form's order", () => {
    expect(fieldsWithProblems(ORDER, { time: 'past', pickup: 'required' })).toEqual(['pickup', 'time']);
  });

  it('leaves out a field whose entry is empty, and lists none when nothing is wrong', () => {
    expect(fieldsWithProblems(ORDER, { pickup: undefined, dropoff: 'samePlace', date: null })).toEqual(['dropoff']);
    expect(fieldsWithProblems(ORDER, {})).toEqual([]);
  });
});
