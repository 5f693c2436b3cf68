// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldError } from '@trabzon/ui';
import { renderWithProviders, startI18n } from '../../render';

const api = vi.hoisted(() => ({ search: vi.fn(() => new Promise(() => {})) }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => (await import('../../fixtures')).mockApiClient(original, { search: api.search }));

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

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
const describedBy = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '');
const search = () => {
  const button = screen.getByTestId('car-search-submit');
  button.focus();
  fireEvent.click(button);
};

/** `field` is marked invalid, described by `text` shown in its box in the field errors' style, and has the focus. */
async function expectErrorAt(field: HTMLElement, text: string, box = field.parentElement!) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const message = describedBy(field)!;
  expect(message.textContent).toBe(text);
  expect(box.contains(message)).toBe(true);
  expect(message.classList.contains(FieldError.styledComponentId)).toBe(true);
  await waitFor(() => expect(document.activeElement).toBe(field));
}

/*
 * QA: a reversed rental or a past pickup showed one alert box under Search; the date fields were not
 * marked and the focus stayed on Search (at 390px in Arabic the box was below the fold). On the
 * Transfer tab the field is "Transfer Date" but the message said "pickup date".
 */
describe('/car-transfers: a date problem is said at its date field', () => {
  it('a drop-off before the pickup: at the drop-off date, which takes the focus (again on a second press)', async () => {
    await startI18n('en');
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.change(control('pickupDate'), { target: { value: '2026-12-15' } });
    fireEvent.change(control('dropoffDate'), { target: { value: '2026-12-10' } });
    search();
    await expectErrorAt(control('dropoffDate'), 'The drop-off date cannot be before the pickup date');
    expect(control('pickupDate').hasAttribute('aria-invalid')).toBe(false);
    expect(api.search).not.toHaveBeenCalled();

    search();
    await waitFor(() => expect(document.activeElement).toBe(control('dropoffDate')));
  });

  it('a rental picked up in the past: at the pickup date', async () => {
    await startI18n('en');
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.change(control('pickupDate'), { target: { value: '2020-01-01' } });
    search();
    await expectErrorAt(control('pickupDate'), 'The pickup date cannot be in the past');
    expect(control('dropoffDate').hasAttribute('aria-invalid')).toBe(false);
    expect(api.search).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Transfer Date', 'The transfer date cannot be in the past'],
    ['tr', 'Transfer Tarihi', 'Transfer tarihi geçmişte olamaz'],
    ['ar', 'تاريخ النقل', 'لا يمكن أن يكون تاريخ النقل في الماضي'],
  ] as const)('%s: a transfer in the past: at the field labelled "%s", naming the transfer date', async (language, label, text) => {
    await startI18n(language);
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    const date = screen.getByLabelText(label);
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    search();
    await expectErrorAt(date, text);
    expect(api.search).not.toHaveBeenCalled();
  });

  it('a transfer with the same place at both ends: at the drop-off place', async () => {
    await startI18n('en');
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    fireEvent.change(screen.getByTestId('dropoff-select'), { target: { value: 'TZX' } });
    search();
    await expectErrorAt(
      screen.getByTestId('dropoff-select'),
      'Pickup and drop-off must be different places',
      screen.getByTestId('dropoff-field'),
    );
    expect(screen.getByTestId('pickup-select').hasAttribute('aria-invalid')).toBe(false);
  });
});
