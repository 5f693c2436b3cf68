// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import { GeneralSection } from '../../../src/features/settings/sections/GeneralSection';
import { renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SETTINGS = {
  siteName: 'Trabzon Travel',
  contactEmail: 'info@example.com',
  currency: 'USD',
  defaultLanguage: 'tr',
  timezone: 'Europe/Istanbul',
};

describe('Settings → General: the site name', () => {
  it('stops at the API’s 100 characters, and a longer name (pasted past the limit) is said at its field, not sent', async () => {
    vi.spyOn(adminSettingsApi, 'app').mockResolvedValue(SETTINGS as never);
    const save = vi.spyOn(adminSettingsApi, 'saveApp').mockResolvedValue(SETTINGS as never);
    renderAdmin(<GeneralSection />);
    const name = (await screen.findByLabelText('Site name')) as HTMLInputElement;
    expect(name.maxLength).toBe(100);

    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByTestId('general-save'));
    expect(await screen.findByText('Please use at most 100 characters')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'x'.repeat(100) } });
    fireEvent.click(screen.getByTestId('general-save'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ siteName: 'x'.repeat(100) })));
  });
});
