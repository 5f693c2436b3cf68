// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const search = () => {
  const button = screen.getByTestId('car-search-submit');
  button.focus();
  fireEvent.click(button);
};
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
 * QA: a transfer with the same place at both ends and a date in the past: Search said only the
 * date's problem; the drop-off place said nothing until the next press. A press now says every
 * problem of the form at once, each at its field, and the focus goes to the first of them in the
 * form's order (the drop-off place comes before the date).
 */
describe('/car-transfers, Transfer: Search says every problem at once', () => {
  it.each([
    ['en', 'Pickup and drop-off must be different places', 'The transfer date cannot be in the past'],
    ['tr', 'Alış ve bırakış yerleri farklı olmalı', 'Transfer tarihi geçmişte olamaz'],
    ['ar', 'يجب أن يختلف مكان الاستلام عن مكان التسليم', 'لا يمكن أن يكون تاريخ النقل في الماضي'],
  ] as const)('%s: the drop-off place and the date, both said, the drop-off focused', async (language, samePlace, dateInPast) => {
    await startI18n(language);
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    change(screen.getByTestId('dropoff-select'), 'TZX');
    change(control('pickupDate'), '2020-01-01');
    // Nothing said before a press.
    expect(screen.queryByRole('alert')).toBeNull();

    search();
    const dropoff = screen.getByTestId('dropoff-select');
    expectError(dropoff, samePlace);
    expectError(control('pickupDate'), dateInPast);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(dropoff));
    expect(api.search).not.toHaveBeenCalled();
  });

  it('each message goes once its own field is right; the next press focuses the first one still wrong', async () => {
    await startI18n('en');
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    change(screen.getByTestId('dropoff-select'), 'TZX');
    change(control('pickupDate'), '2020-01-01');
    search();
    const dropoff = screen.getByTestId('dropoff-select');
    await waitFor(() => expect(document.activeElement).toBe(dropoff));

    change(dropoff, 'RIZE');
    expectNoError(dropoff);
    expectError(control('pickupDate'), 'The transfer date cannot be in the past');

    search();
    await waitFor(() => expect(document.activeElement).toBe(control('pickupDate')));
    expectError(control('pickupDate'), 'The transfer date cannot be in the past');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    change(control('pickupDate'), '2026-12-01');
    expect(screen.queryByRole('alert')).toBeNull();
    search();
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
  });
});
