// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { transfersApi, type VehicleAdmin } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { ConfirmProvider } from '../../../src/components/ConfirmDialog';
import { TransfersScreen } from '../../../src/features/transfers/TransfersScreen';
import { renderAdmin, startI18n, editConflict } from '../../helpers';
import { ECONOMY_CAR as ECONOMY } from './fixtures';

/** What another staff member saved meanwhile. */
const THEIRS: VehicleAdmin = { ...ECONOMY, price: 31, updatedAt: '2026-01-02T00:00:00.000Z' };

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(transfersApi, 'taxiRates').mockResolvedValue({ baseFare: 5, perKm: 1.2, roadFactor: 1.3 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('two staff members editing the same vehicle', () => {
  it('sends the version it loaded; refused, it keeps what was typed and offers to reload theirs', async () => {
    const list = vi.spyOn(transfersApi, 'adminVehicles').mockResolvedValueOnce([ECONOMY]).mockResolvedValueOnce([THEIRS]);
    const update = vi.spyOn(transfersApi, 'updateVehicle').mockRejectedValue(editConflict());
    renderAdmin(
      <ToastProvider>
        <ConfirmProvider>
          <TransfersScreen />
        </ConfirmProvider>
      </ToastProvider>,
      '/admin/transfers',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit \u2068Economy Car\u2069' }));
    const drawer = await screen.findByTestId('vehicle-form');
    const price = () => within(screen.getByTestId('vehicle-form')).getByLabelText(/^Price/) as HTMLInputElement;
    fireEvent.change(price(), { target: { value: '27.5' } });
    fireEvent.submit(drawer);

    const notice = await screen.findByTestId('edit-conflict');
    expect(update).toHaveBeenCalledWith('economy', { price: 27.5, expectedUpdatedAt: ECONOMY.updatedAt });
    expect(notice.textContent).toContain(
      'Someone else saved this vehicle after you opened it. Your changes are still in the form. Reload to see their version (your changes will be lost).',
    );
    expect(price().value).toBe('27.5');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(price().value).toBe('31'));
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
  });
});
