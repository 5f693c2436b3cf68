// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { GeneralSection } from '../../../src/features/settings/sections/GeneralSection';
import { PaymentSection } from '../../../src/features/settings/sections/PaymentSection';
import { apiRefusal, renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A request the test refuses when it chooses: until then the section is saving. */
function heldRequest() {
  let refuse: (error: unknown) => void = () => undefined;
  const request = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  return { request, refuse };
}

/** Two presses in a row, then a refusal: Save stays focusable and focused, and one request was sent. */
async function pressTwiceThenRefuse(save: HTMLButtonElement, send: { mock: { calls: unknown[] } }, refuse: (error: unknown) => void) {
  save.focus();
  fireEvent.click(save);
  fireEvent.click(save);
  await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
  expect(save.disabled).toBe(false);
  expect(document.activeElement).toBe(save);
  refuse(apiRefusal(400, 'Refused by the server'));
  await screen.findByText(/Refused by the server/);
  expect(save.hasAttribute('aria-disabled')).toBe(false);
  expect(document.activeElement).toBe(save);
  expect(send.mock.calls).toHaveLength(1);
}

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
