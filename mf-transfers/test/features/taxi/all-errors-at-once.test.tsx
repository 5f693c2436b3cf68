// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
/** Book this taxi, once it can be pressed. */
async function book() {
  const button = screen.getByTestId('taxi-book') as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  button.focus();
  fireEvent.click(button);
}
/** The field is marked invalid and its message (aria-describedby), under it, says `text`. */
function expectError(field: HTMLElement, text: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  expect(message?.textContent).toBe(text);
  expect(message?.getAttribute('role')).toBe('alert');
}
function expectNoError(field: HTMLElement) {
  expect(field.hasAttribute('aria-invalid')).toBe(false);
  expect(field.hasAttribute('aria-describedby')).toBe(false);
}

/*
 * QA: the same place at both ends and a time already passed: Book said only the drop-off's problem;
 * the time said nothing until the next press. A press now says every problem of the form at once,
 * each at its field, and the focus goes to the first of them in the form's order.
 */
describe('/taxis: Book says every problem at once', () => {
  it.each([
    ['en', 'Pickup and drop-off must be different places', 'Please choose a time in the future.'],
    ['tr', 'Alış ve bırakış yerleri farklı olmalı', 'Lütfen ileri bir saat seçin.'],
    ['ar', 'يجب أن يختلف مكان الاستلام عن مكان التسليم', 'يرجى اختيار وقت في المستقبل.'],
  ] as const)('%s: the drop-off place and the time, both said, the drop-off focused', async (language, samePlace, timeInPast) => {
    await startI18n(language);
    renderWithProviders(<TaxiScreen />, '/taxis?pickupLocation=RIZE&dropoffLocation=RIZE');
    change(control('time'), '05:00');
    expect(screen.queryByRole('alert')).toBeNull();

    await book();
    const dropoff = screen.getByTestId('dropoff-select');
    expectError(dropoff, samePlace);
    expectError(control('time'), timeInPast);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(dropoff));
    expect(screen.queryByTestId('transfers-booking')).toBeNull();
  });

  it('the drop-off place and a date passed: both said; each goes once its own field is right; the next press focuses the one still wrong', async () => {
    await startI18n('en');
    renderWithProviders(<TaxiScreen />, '/taxis?pickupLocation=RIZE&dropoffLocation=RIZE');
    change(control('date'), '2020-01-01');
    await book();
    const dropoff = screen.getByTestId('dropoff-select');
    expectError(dropoff, 'Pickup and drop-off must be different places');
    expectError(control('date'), 'The pickup date cannot be in the past');
    await waitFor(() => expect(document.activeElement).toBe(dropoff));

    change(dropoff, 'AYDER');
    expectNoError(dropoff);
    expectError(control('date'), 'The pickup date cannot be in the past');
    // The time was never found wrong: it says nothing.
    expectNoError(control('time'));

    await book();
    await waitFor(() => expect(document.activeElement).toBe(control('date')));
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    change(control('date'), '2030-05-02');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a link to a checkout with the same place and a time passed: both said at once, the checkout not opened', async () => {
    await startI18n('en');
    renderWithProviders(
      <TaxiScreen />,
      '/taxis?pickupLocation=RIZE&dropoffLocation=RIZE&pickupDate=2030-05-01&pickupTime=11:00&guests=2&step=checkout',
    );
    await waitFor(() => {
      expectError(screen.getByTestId('dropoff-select'), 'Pickup and drop-off must be different places');
      expectError(control('time'), 'Please choose a time in the future.');
    });
    expect(screen.queryByTestId('transfers-booking')).toBeNull();
  });
});
