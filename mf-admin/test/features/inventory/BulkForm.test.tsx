// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosResponse } from 'axios';
import { adminApi } from '@trabzon/api-client';
import type { DayType } from '@trabzon/contracts';
import { ToastProvider } from '@trabzon/ui';
import { addDays, dayOfWeek, todayIso } from '@trabzon/dates';
import { BulkForm } from '../../../src/features/inventory/BulkForm';
import { HOTEL } from './fixtures';
import { renderAdmin, startI18n } from '../../helpers';

function refused(message: string) {
  const response = { status: 400, data: { statusCode: 400, message }, headers: {}, statusText: 'Bad Request', config: {} };
  return new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, response as unknown as AxiosResponse);
}

function renderForm(from: string, to: string, days: DayType = 'weekdays') {
  // The screen's toasts shown, so a toast repeating a refusal would be seen.
  renderAdmin(
    <ToastProvider>
      <BulkForm hotels={[HOTEL]} defaults={{ hotel: 'h1', roomType: 'r1', from, to }} onApplied={vi.fn()} onCancel={vi.fn()} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByTestId(`bulk-day-${days}`));
  fireEvent.change(screen.getByTestId('bulk-basePrice'), { target: { value: '150' } });
}

const submit = () => fireEvent.click(screen.getByTestId('bulk-submit'));

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BulkForm refusals', () => {
  it('refuses a start before today at the field, and asks the API nothing', async () => {
    const bulk = vi.spyOn(adminApi.inventory, 'bulk');
    renderForm(addDays(todayIso(), -3), addDays(todayIso(), 3));
    submit();
    const start = screen.getByTestId('bulk-start');
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(/from today up to 730 days ahead/)).toHaveLength(1);
    expect(bulk).not.toHaveBeenCalled();
  });

  it("says the server's refusal once, and drops it when the next attempt is refused for something else", async () => {
    const bulk = vi.spyOn(adminApi.inventory, 'bulk').mockRejectedValue(refused('A bulk update can cover at most 366 days'));
    renderForm(addDays(todayIso(), 1), addDays(todayIso(), 30));
    submit();
    // The spec's 'Failed to apply bulk update:' and the reason, in the form; no toast repeating it.
    expect((await screen.findByTestId('bulk-form-error')).textContent).toBe(
      'Failed to apply bulk update: A bulk update can cover at most 366 days',
    );
    expect(screen.getAllByText(/at most 366 days/)).toHaveLength(1);
    expect(bulk).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByTestId('bulk-totalRooms'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('bulk-availableRooms'), { target: { value: '5' } });
    submit();
    expect(await screen.findByText('Available rooms cannot exceed total rooms')).toBeTruthy();
    expect(screen.queryByTestId('bulk-form-error')).toBeNull();
    expect(bulk).toHaveBeenCalledTimes(1);
  });
});

describe('BulkForm ranges', () => {
  it('refuses a range over 366 days at the end date, before sending, and shows no wrong count of nights', async () => {
    const bulk = vi.spyOn(adminApi.inventory, 'bulk');
    const start = addDays(todayIso(), 1);
    renderForm(start, addDays(start, 600));
    const preview = screen.getByTestId('bulk-preview');
    // Over the limit: no count (it stopped counting at 400 days and showed that).
    expect(preview.textContent).toBe('');
    submit();
    const end = screen.getByTestId('bulk-end');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('A bulk update can cover at most 366 days')).toHaveLength(1);
    expect(bulk).not.toHaveBeenCalled();

    // The longest range taken, 366 days with both ends, is counted night by night.
    fireEvent.change(end, { target: { value: addDays(start, 365) } });
    const weekdays = Array.from({ length: 366 }, (_, i) => addDays(start, i)).filter((day) => ![0, 6].includes(dayOfWeek(day))).length;
    await waitFor(() => expect(preview.textContent).toBe(`Nights affected: ${weekdays}`));
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBeNull());
  });

  it('refuses a range with no night on the chosen days, says so and sends nothing', async () => {
    const bulk = vi.spyOn(adminApi.inventory, 'bulk').mockResolvedValue({ updated: 0 } as never);
    let thursday = addDays(todayIso(), 1);
    while (dayOfWeek(thursday) !== 4) thursday = addDays(thursday, 1);
    renderForm(thursday, thursday, 'weekends');
    expect(screen.getByTestId('bulk-preview').textContent).toBe('Nights affected: 0');
    submit();
    expect(await screen.findByText('No night in this range falls on the chosen days. Choose other days or dates.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('bulk-day-weekdays'));
    expect(bulk).not.toHaveBeenCalled();

    // Ticking a day the range holds clears the refusal; the update goes.
    fireEvent.click(screen.getByTestId('bulk-day-thursday'));
    await waitFor(() => expect(screen.queryByText(/No night in this range/)).toBeNull());
    submit();
    await waitFor(() => expect(bulk).toHaveBeenCalledTimes(1));
    expect(bulk.mock.calls[0]![0].dayTypes).toEqual(['weekends', 'thursday']);
  });
});
