// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import { PaymentSection } from '../../../src/features/settings/sections/PaymentSection';
import { renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Whether leaving the page (reload, closing the tab) would ask first. */
function leaveAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a settings section with unsaved changes', () => {
  it('keeps asking before leaving after a save that failed, and asks again for edits after one that worked', async () => {
    vi.spyOn(adminSettingsApi, 'payment').mockResolvedValue({ taxRate: 12 } as never);
    const save = vi.spyOn(adminSettingsApi, 'savePayment').mockRejectedValueOnce(new Error('offline'));
    renderAdmin(<PaymentSection />);
    const field = (await screen.findByLabelText(/tax rate/i)) as HTMLInputElement;
    expect(leaveAsks()).toBe(false);

    fireEvent.change(field, { target: { value: '18' } });
    await waitFor(() => expect(leaveAsks()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    expect(leaveAsks()).toBe(true);

    save.mockResolvedValueOnce({ taxRate: 18 } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(leaveAsks()).toBe(false));
    fireEvent.change(field, { target: { value: '20' } });
    await waitFor(() => expect(leaveAsks()).toBe(true));
  });
});
