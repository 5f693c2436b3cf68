// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField } from '../../src/components/DateField';
import { renderInKit, startI18n } from '../helpers/render';

function Harness({ initial = '', min, max, onValue }: { initial?: string; min?: string; max?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Check-in"
        value={value}
        min={min}
        max={max}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Check-in') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

function type(text: string) {
  // One change per keystroke, as a person types.
  for (let end = 1; end <= text.length; end++) fireEvent.change(input(), { target: { value: text.slice(0, end) } });
}

beforeEach(async () => {
  await startI18n('en');
});

afterEach(() => {
  cleanup();
});

describe('DateField', () => {
  it('is labelled, left to right and shows the value in the language’s format', () => {
    renderInKit(<Harness initial="2026-12-31" />);
    expect(input().value).toBe('12/31/2026');
    expect(input().getAttribute('dir')).toBe('ltr');
    expect(input().placeholder).toBe('MM/DD/YYYY');
    expect(input().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Format: MM/DD/YYYY')).toBeTruthy();
  });

  it('names its calendar button after its field, so two dates on a form are told apart', () => {
    renderInKit(<Harness />);
    expect(screen.getByRole('button', { name: 'Open the calendar: Check-in' })).toBeTruthy();
  });

  it('keeps every keystroke of a typed date and gives the day once it is whole', () => {
    const onValue = vi.fn();
    renderInKit(<Harness onValue={onValue} />);
    type('07/09/2026');
    expect(input().value).toBe('07/09/2026');
    expect(value()).toBe('2026-07-09');
    expect(onValue).toHaveBeenLastCalledWith('2026-07-09');
    expect(onValue.mock.calls.every(([day]) => day === '' || day === '2026-07-09')).toBe(true);
  });

  it('types in the Turkish order', async () => {
    await startI18n('tr');
    renderInKit(<Harness />);
    type('09.07.2026');
    expect(value()).toBe('2026-07-09');
    expect(input().placeholder).toBe('GG.AA.YYYY');
  });

  it('stays left to right in Arabic and reads DD/MM/YYYY, which it names in Arabic words too', async () => {
    await startI18n('ar');
    renderInKit(<Harness initial="2026-07-09" />);
    expect(input().value).toBe('09/07/2026');
    expect(input().getAttribute('dir')).toBe('ltr');
    // The placeholder keeps the order the digits are typed in; the words say which part is which.
    expect(input().placeholder).toBe('DD/MM/YYYY');
    const described = (input().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('الصيغة: يوم/شهر/سنة (DD/MM/YYYY)');
    fireEvent.change(input(), { target: { value: '31/02/2026' } });
    fireEvent.blur(input());
    expect(screen.getByText('أدخل التاريخ بالصيغة يوم/شهر/سنة (DD/MM/YYYY).')).toBeTruthy();
  });

  it('accepts a pasted ISO day and rewrites it in the language’s format when left', () => {
    renderInKit(<Harness />);
    fireEvent.change(input(), { target: { value: '2026-08-15' } });
    expect(value()).toBe('2026-08-15');
    fireEvent.blur(input());
    expect(input().value).toBe('08/15/2026');
  });

  it('gives no day for a partial or impossible text and says why once the field is left', () => {
    renderInKit(<Harness initial="2026-07-09" />);
    fireEvent.change(input(), { target: { value: '02/30/2026' } });
    expect(value()).toBe('');
    expect(screen.queryByText('Enter the date as MM/DD/YYYY.')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByText('Enter the date as MM/DD/YYYY.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().value).toBe('02/30/2026');
  });

  it('moves a day with the arrow keys and a month with Page up/down; December to January changes the year', () => {
    renderInKit(<Harness initial="2026-12-31" />);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(value()).toBe('2027-01-01');
    expect(input().value).toBe('01/01/2027');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(value()).toBe('2026-12-31');
    fireEvent.keyDown(input(), { key: 'PageUp' });
    expect(value()).toBe('2027-01-31');
    fireEvent.keyDown(input(), { key: 'PageDown' });
    fireEvent.keyDown(input(), { key: 'PageDown' });
    expect(value()).toBe('2026-11-30');
  });

  it('keeps arrow moves inside min and max, and refuses typed days outside them', () => {
    renderInKit(<Harness initial="2026-07-10" min="2026-07-09" max="2026-07-11" />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(value()).toBe('2026-07-09');
    fireEvent.keyDown(input(), { key: 'PageUp' });
    expect(value()).toBe('2026-07-11');
    fireEvent.change(input(), { target: { value: '07/08/2026' } });
    expect(value()).toBe('');
    fireEvent.blur(input());
    expect(screen.getByText('Choose 07/09/2026 or later.')).toBeTruthy();
  });

  it('starts from today on an arrow key when empty', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T22:30:00Z')); // already 11 March in Istanbul (UTC+3)
    try {
      renderInKit(<Harness />);
      fireEvent.keyDown(input(), { key: 'ArrowUp' });
      expect(value()).toBe('2026-03-11');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the form’s own error instead of its own, and follows a new value from outside', () => {
    function Outside() {
      const [day, setDay] = useState('2026-07-09');
      return (
        <>
          <DateField label="Check-in" value={day} onChange={setDay} error="Choose a check-in date." />
          <button type="button" onClick={() => setDay('2026-09-01')}>
            later
          </button>
        </>
      );
    }
    renderInKit(<Outside />);
    expect(screen.getByText('Choose a check-in date.')).toBeTruthy();
    act(() => screen.getByText('later').click());
    expect(input().value).toBe('09/01/2026');
  });

  it('says what is wrong with a typed day rather than the form’s "choose a date": the form only sees an empty value', () => {
    function Form() {
      const [day, setDay] = useState('');
      return <DateField label="Check-in" value={day} min="2026-07-09" onChange={setDay} error={day ? undefined : 'Choose a date.'} />;
    }
    renderInKit(<Form />);
    fireEvent.change(input(), { target: { value: '07/08/2026' } });
    fireEvent.blur(input());
    expect(screen.getByText('Choose 07/09/2026 or later.')).toBeTruthy();
    expect(screen.queryByText('Choose a date.')).toBeNull();
    fireEvent.change(input(), { target: { value: '07/4' } });
    expect(screen.getByText('Enter the date as MM/DD/YYYY.')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '' } });
    expect(screen.getByText('Choose a date.')).toBeTruthy();
  });
});
