// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { GeneralSection } from '../../../src/features/settings/sections/GeneralSection';
import { PaymentSection } from '../../../src/features/settings/sections/PaymentSection';
import { heldRequest, pressTwiceThenRefuse, renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// QA round AA, defect 5: a refused save left the keyboard's focus on <body> (the button was disabled while saving).
describe('settings sections keep the keyboard focus on Save', () => {
  it('General', async () => {
    vi.spyOn(adminSettingsApi, 'app').mockResolvedValue({
      siteName: 'Trabzon Travel',
      contactEmail: 'info@example.com',
      currency: 'USD',
      defaultLanguage: 'tr',
      timezone: 'Europe/Istanbul',
    } as never);
    const { request, refuse } = heldRequest();
    const saveApp = vi.spyOn(adminSettingsApi, 'saveApp').mockReturnValue(request);
    renderAdmin(
      <ToastProvider>
        <GeneralSection />
      </ToastProvider>,
    );
    await pressTwiceThenRefuse((await screen.findByTestId('general-save')) as HTMLButtonElement, saveApp, refuse);
  });

  it('Payment', async () => {
    vi.spyOn(adminSettingsApi, 'payment').mockResolvedValue({ taxRate: 10 } as never);
    const { request, refuse } = heldRequest();
    const savePayment = vi.spyOn(adminSettingsApi, 'savePayment').mockReturnValue(request);
    renderAdmin(
      <ToastProvider>
        <PaymentSection />
      </ToastProvider>,
    );
    await pressTwiceThenRefuse((await screen.findByRole('button', { name: 'Save' })) as HTMLButtonElement, savePayment, refuse);
  });
});
