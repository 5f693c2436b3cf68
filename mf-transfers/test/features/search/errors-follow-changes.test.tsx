// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';

const api = vi.hoisted(() => ({ search: vi.fn(() => new Promise(() => {})) }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => (await import('../../fixtures')).mockApiClient(original, { search: api.search }));

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeAll(() => startI18n('en'));
// 12:00 in Istanbul (UTC+3) on 2026-11-29, when pickups are still left today. Only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.search.mockClear();
});

const control = (name: string) => screen.getByTestId('car-search-form').querySelector<HTMLElement>(`[name="${name}"]`)!;
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const search = () => {
  const button = screen.getByTestId('car-search-submit');
  button.focus();
  fireEvent.click(button);
};
/** The field is marked invalid and its message (aria-describedby) says `text`. */
function expectError(field: HTMLElement, text: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
}
/** The field is neither marked nor described by a message, and no message is shown. */
function expectNoError(field: HTMLElement) {
  expect(field.hasAttribute('aria-invalid')).toBe(false);
  expect(field.hasAttribute('aria-describedby')).toBe(false);
}

/*
 * QA: after Search found a wrong date (or the same place twice), correcting the field left its
 * message and its invalid mark until Search was pressed again. A field's error, once shown, now
 * follows the form: it goes as soon as the field (or the field it depends on) is right.
 */
describe('/car-transfers, Car rental: a shown date error follows the changes', () => {
  it('a reversed range: gone once the drop-off date is after the pickup, the focus left where it is', async () => {
    renderWithProviders(<CarTransfersScreen />);
    change(control('pickupDate'), '2026-12-15');
    change(control('dropoffDate'), '2026-12-10');
    search();
    const dropoffDate = control('dropoffDate');
    expectError(dropoffDate, 'The drop-off date cannot be before the pickup date');
    await waitFor(() => expect(document.activeElement).toBe(dropoffDate));

    // Still wrong: still said.
    change(dropoffDate, '2026-12-11');
    expectError(dropoffDate, 'The drop-off date cannot be before the pickup date');

    change(dropoffDate, '2026-12-18');
    expectNoError(dropoffDate);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(dropoffDate);
    expect(api.search).not.toHaveBeenCalled();
  });

  it('a reversed range: gone once the pickup date (the other end) is moved before the drop-off', () => {
    renderWithProviders(<CarTransfersScreen />);
    change(control('pickupDate'), '2026-12-15');
    change(control('dropoffDate'), '2026-12-10');
    search();
    expectError(control('dropoffDate'), 'The drop-off date cannot be before the pickup date');

    change(control('pickupDate'), '2026-12-05');
    expectNoError(control('dropoffDate'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a pickup in the past: gone once it is a coming day; a field Search has not found says nothing until the next press', () => {
    renderWithProviders(<CarTransfersScreen />);
    change(control('pickupDate'), '2020-01-01');
    search();
    expectError(control('pickupDate'), 'The pickup date cannot be in the past');

    change(control('pickupDate'), '2026-12-15');
    expectNoError(control('pickupDate'));
    expect(screen.queryByRole('alert')).toBeNull();

    // The drop-off date made wrong now: not said while the visitor types, said by Search.
    change(control('dropoffDate'), '2026-12-10');
    expectNoError(control('dropoffDate'));
    search();
    expectError(control('dropoffDate'), 'The drop-off date cannot be before the pickup date');
    // The pickup date, found wrong by the first press, is checked again if it goes wrong again.
    change(control('pickupDate'), '2020-01-01');
    expectError(control('pickupDate'), 'The pickup date cannot be in the past');
  });
});

describe('/car-transfers, Transfer: a shown error follows the changes', () => {
  it('a transfer date in the past: gone once it is a coming day', () => {
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    change(control('pickupDate'), '2020-01-01');
    search();
    expectError(control('pickupDate'), 'The transfer date cannot be in the past');

    change(control('pickupDate'), '2026-12-01');
    expectNoError(control('pickupDate'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['the drop-off', 'dropoff-select'],
    ['the pickup (the other end)', 'pickup-select'],
  ])('the same place at both ends: gone once %s is another place', (_, changed) => {
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    change(screen.getByTestId('dropoff-select'), 'TZX');
    search();
    const dropoff = screen.getByTestId('dropoff-select');
    expectError(dropoff, 'Pickup and drop-off must be different places');

    change(screen.getByTestId(changed), 'RIZE');
    expectNoError(dropoff);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a link with the same place at both ends: said at once, gone once the drop-off is another place', () => {
    renderWithProviders(<CarTransfersScreen />, '/car-transfers?service=transfer&pickupLocation=RIZE&dropoffLocation=RIZE&passengers=2');
    const dropoff = screen.getByTestId('dropoff-select');
    expectError(dropoff, 'Pickup and drop-off must be different places');

    change(dropoff, 'AYDER');
    expectNoError(dropoff);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
