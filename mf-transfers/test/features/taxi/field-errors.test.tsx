// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldError } from '@trabzon/ui';
import { renderWithProviders, startI18n } from '../../render';

const api = vi.hoisted(() => ({ quote: vi.fn(() => new Promise<never>(() => {})), taxiEstimate: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { mockApiClient } = await import('../../fixtures');
  return mockApiClient(original, { taxiEstimate: api.taxiEstimate }, { quote: api.quote });
});

const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');
const { TAXI_ESTIMATE } = await import('../../fixtures');

// 12:00 in Istanbul (UTC+3) on 2030-05-01. Only Date is faked, so the screen's timers and promises run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
  api.taxiEstimate.mockResolvedValue(TAXI_ESTIMATE);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.taxiEstimate.mockReset();
  api.quote.mockClear();
});

const control = (name: string) => screen.getByTestId('taxi-form').querySelector<HTMLElement>(`[name="${name}"]`)!;
/** The message a field's aria-describedby points to. */
const describedBy = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '');
/** Book this taxi, once it can be pressed. */
async function book() {
  const button = screen.getByTestId('taxi-book') as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  button.focus();
  fireEvent.click(button);
}

/*
 * QA: 01/01/2020 typed in Date, then Book: the Pickup Time field was marked invalid with "Please
 * choose a time in the future." and focused, the Date field left unmarked (en 1280, ar 390 dark).
 */
describe('/taxis: a day already passed is the date field’s problem', () => {
  it.each([
    ['en', 'The pickup date cannot be in the past'],
    ['tr', 'Alış tarihi geçmişte olamaz'],
    ['ar', 'لا يمكن أن يكون تاريخ الاستلام في الماضي'],
  ] as const)(
    '%s: the date field is marked invalid, says why under it and takes the focus; the time is not blamed',
    async (language, text) => {
      await startI18n(language);
      renderWithProviders(<TaxiScreen />, '/taxis');
      const date = control('date');
      fireEvent.change(date, { target: { value: '2020-01-01' } });
      await book();
      expect(date.getAttribute('aria-invalid')).toBe('true');
      const message = describedBy(date)!;
      expect(message.textContent).toBe(text);
      // Under the field, in the field errors' style.
      expect(date.parentElement!.contains(message)).toBe(true);
      expect(message.classList.contains(FieldError.styledComponentId)).toBe(true);
      await waitFor(() => expect(document.activeElement).toBe(date));
      const time = control('time');
      expect(time.hasAttribute('aria-invalid')).toBe(false);
      expect(time.hasAttribute('aria-describedby')).toBe(false);
      expect(screen.queryByTestId('transfers-booking')).toBeNull();
    },
  );

  it('a time already passed today is still the time field’s, said under it', async () => {
    await startI18n('en');
    renderWithProviders(<TaxiScreen />, '/taxis');
    const time = control('time');
    fireEvent.change(time, { target: { value: '05:00' } });
    await book();
    const message = describedBy(time)!;
    expect(message.textContent).toBe('Please choose a time in the future.');
    expect(time.parentElement!.contains(message)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(time));
    expect(control('date').hasAttribute('aria-invalid')).toBe(false);
  });
});

/*
 * QA: the same place at both ends disabled Book and showed a grey line, tied to neither field and
 * not in the error style. Now it is the drop-off field's error, found by Book as the others are.
 */
describe('/taxis: the same place at both ends is the drop-off field’s problem', () => {
  it('Book stays enabled; a press marks the drop-off invalid, says why under it and focuses it', async () => {
    await startI18n('en');
    renderWithProviders(<TaxiScreen />, '/taxis?pickupLocation=RIZE&dropoffLocation=RIZE');
    const dropoff = screen.getByTestId('dropoff-select');
    expect(dropoff.hasAttribute('aria-invalid')).toBe(false);
    await book();
    expect(dropoff.getAttribute('aria-invalid')).toBe('true');
    const message = describedBy(dropoff)!;
    expect(message.textContent).toBe('Pickup and drop-off must be different places');
    expect(screen.getByTestId('dropoff-field').contains(message)).toBe(true);
    expect(message.classList.contains(FieldError.styledComponentId)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(dropoff));
    // Said once, at the field: not also as a grey line in the estimate.
    expect(screen.getByTestId('taxi-estimate').textContent).not.toContain('different places');
    expect(screen.getByTestId('pickup-select').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByTestId('transfers-booking')).toBeNull();
    expect(api.taxiEstimate).not.toHaveBeenCalled();
  });
});
