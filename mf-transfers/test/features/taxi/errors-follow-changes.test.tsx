// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSFER_MESSAGES } from '@trabzon/contracts/transfer-messages';
import { renderWithProviders, startI18n } from '../../render';

const api = vi.hoisted(() => ({ quote: vi.fn(() => new Promise<never>(() => {})), taxiEstimate: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { mockApiClient } = await import('../../fixtures');
  return mockApiClient(original, { taxiEstimate: api.taxiEstimate }, { quote: api.quote });
});

const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');
const { TAXI_ESTIMATE } = await import('../../fixtures');

beforeAll(() => startI18n('en'));
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
/** The field is marked invalid and its message (aria-describedby) says `text`. */
function expectError(field: HTMLElement, text: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
}
/** The field is neither marked nor described by a message. */
function expectNoError(field: HTMLElement) {
  expect(field.hasAttribute('aria-invalid')).toBe(false);
  expect(field.hasAttribute('aria-describedby')).toBe(false);
}

function refused(message: string) {
  const response = { status: 400, data: { statusCode: 400, message }, headers: {}, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

/*
 * QA: after Book found a past date, a past time or the same place twice, correcting the field left
 * its message and its invalid mark until Book was pressed again. A field's error, once shown, now
 * follows the form: it goes as soon as the field (or the field it depends on) is right.
 */
describe('/taxis: a shown error follows the changes', () => {
  it('a date in the past: gone once it is a coming day, the focus left where it is', async () => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    const date = control('date');
    change(date, '2020-01-01');
    await book();
    expectError(date, 'The pickup date cannot be in the past');
    await waitFor(() => expect(document.activeElement).toBe(date));

    // Still wrong: still said.
    change(date, '2021-06-01');
    expectError(date, 'The pickup date cannot be in the past');

    change(date, '2030-05-03');
    expectNoError(date);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(date);
    expect(screen.queryByTestId('transfers-booking')).toBeNull();
  });

  it('a time already passed: gone once the time is later, or once the date (which it depends on) is a later day', async () => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    const time = control('time');
    change(time, '05:00');
    await book();
    expectError(time, 'Please choose a time in the future.');

    change(time, '18:00');
    expectNoError(time);
    expect(screen.queryByRole('alert')).toBeNull();

    // Wrong again: the field Book found is checked as it changes.
    change(time, '05:00');
    expectError(time, 'Please choose a time in the future.');
    change(control('date'), '2030-05-02');
    expectNoError(time);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a field Book has not found says nothing until the next press', async () => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    change(control('date'), '2020-01-01');
    await book();
    change(control('date'), '2030-05-01');
    expectNoError(control('date'));

    change(control('time'), '05:00');
    expectNoError(control('time'));
    await book();
    expectError(control('time'), 'Please choose a time in the future.');
    await waitFor(() => expect(document.activeElement).toBe(control('time')));
  });

  it.each([
    ['the drop-off', 'dropoff-select'],
    ['the pickup (the other end)', 'pickup-select'],
  ])('the same place at both ends: gone once %s is another place', async (_, changed) => {
    renderWithProviders(<TaxiScreen />, '/taxis?pickupLocation=RIZE&dropoffLocation=RIZE');
    const dropoff = screen.getByTestId('dropoff-select');
    await book();
    expectError(dropoff, 'Pickup and drop-off must be different places');

    change(screen.getByTestId(changed), 'AYDER');
    expectNoError(dropoff);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a map point the API finds on the other end’s place: gone once the drop-off is another place', async () => {
    api.taxiEstimate.mockImplementation(async (request: { dropoff: { code: string } }) => {
      if (request.dropoff.code === 'CUSTOM') throw refused(TRANSFER_MESSAGES.sameLocation);
      return TAXI_ESTIMATE;
    });
    renderWithProviders(<TaxiScreen />, '/taxis?pickupLocation=TZX&dropoffLocation=CUSTOM&dropoffPoint=40.99510,39.78970');
    await book();
    const dropoff = screen.getByTestId('dropoff-select');
    expectError(dropoff, 'Pickup and drop-off must be different places');

    change(dropoff, 'RIZE');
    expectNoError(dropoff);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a link to a checkout whose time has passed: said at once, gone once the time is later', async () => {
    renderWithProviders(
      <TaxiScreen />,
      '/taxis?pickupLocation=TZX&dropoffLocation=RIZE&pickupDate=2030-05-01&pickupTime=11:00&guests=2&step=checkout',
    );
    const time = await waitFor(() => {
      const field = control('time');
      expectError(field, 'Please choose a time in the future.');
      return field;
    });

    change(time, '18:00');
    expectNoError(time);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
