// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateRangeField, type DateRange } from '../../src/components/DateRangeField';
import { renderInKit, startI18n } from '../helpers/render';

function Harness({ initial, minSpan, max }: { initial: DateRange; minSpan?: number; max?: string }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangeField
        legend="Dates"
        startLabel="Check-in"
        endLabel="Check-out"
        start={range.start}
        end={range.end}
        min="2026-07-01"
        max={max}
        minSpan={minSpan}
        onChange={setRange}
        startProps={{ 'data-testid': 'start' }}
        endProps={{ 'data-testid': 'end' }}
      />
      <output data-testid="range">{`${range.start}|${range.end}`}</output>
    </>
  );
}

const range = () => screen.getByTestId('range').textContent;

beforeAll(async () => {
  await startI18n('en');
});

afterEach(() => {
  cleanup();
});

describe('DateRangeField', () => {
  it('groups two labelled fields under its legend', () => {
    renderInKit(<Harness initial={{ start: '2026-07-09', end: '2026-07-12' }} />);
    expect(screen.getByRole('group', { name: 'Dates' })).toBeTruthy();
    expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe('07/09/2026');
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe('07/12/2026');
    expect(screen.getByTestId('start')).toBe(screen.getByLabelText('Check-in'));
  });

  it('moves the end a night past a start typed at or after it', () => {
    renderInKit(<Harness initial={{ start: '2026-07-09', end: '2026-07-12' }} />);
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '07/12/2026' } });
    expect(range()).toBe('2026-07-12|2026-07-13');
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe('07/13/2026');
  });

  it('keeps the end when the start stays before it', () => {
    renderInKit(<Harness initial={{ start: '2026-07-09', end: '2026-07-12' }} />);
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '07/10/2026' } });
    expect(range()).toBe('2026-07-10|2026-07-12');
  });

  it('refuses an end that is not after the start, and allows the same day with minSpan 0', () => {
    renderInKit(<Harness initial={{ start: '2026-07-09', end: '2026-07-12' }} />);
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '07/09/2026' } });
    expect(range()).toBe('2026-07-09|');
    cleanup();
    renderInKit(<Harness initial={{ start: '2026-07-09', end: '2026-07-12' }} minSpan={0} />);
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '07/09/2026' } });
    expect(range()).toBe('2026-07-09|2026-07-09');
  });

  it('moves the end across the year with the arrow keys', () => {
    renderInKit(<Harness initial={{ start: '2026-12-30', end: '2026-12-31' }} />);
    fireEvent.keyDown(screen.getByLabelText('Check-out'), { key: 'ArrowUp' });
    expect(range()).toBe('2026-12-30|2027-01-01');
  });
});
