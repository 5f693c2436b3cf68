// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@trabzon/i18n';
import { bookingsApi } from '@trabzon/api-client';
import { registerBookingsTranslations } from '../../../../src/features/bookings/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { renderFindBookingPage } from './render-find-booking';

beforeAll(() => startI18n(registerBookingsTranslations));
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('Find my booking: what a visitor types or opens', () => {
  it('a reference typed with Arabic-Indic digits is looked up in 0-9, as the e-mail wrote it', async () => {
    const lookup = vi.spyOn(bookingsApi, 'lookup').mockRejectedValue(apiRefusal(404, 'Booking not found'));
    renderFindBookingPage('/bookings/find');
    fireEvent.change(screen.getByLabelText('Booking reference'), { target: { value: ' TT-١٢٣٧٨٩ ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ayse@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find booking' }));
    await screen.findByTestId('find-problem');
    expect(lookup).toHaveBeenCalledWith('TT-123789', 'ayse@example.com');
  });

  it('a broken manage link (a key of the wrong shape: 400) says the link is invalid, not that the typed details do not match', async () => {
    vi.spyOn(bookingsApi, 'managed').mockRejectedValue(apiRefusal(400, 'key must be at least 20 characters long'));
    await i18n.changeLanguage('tr');
    renderFindBookingPage('/bookings/find?reference=TT-123789&key=expired.or.wrong');
    expect((await screen.findByTestId('find-link-problem')).textContent).toBe(
      'Bu rezervasyon bağlantısı geçersiz veya süresi dolmuş. Rezervasyon numaranız aşağıda dolduruldu: rezervasyonunuzu görmek için rezervasyonda kullandığınız e-postayı girin.',
    );
    expect((screen.getByLabelText('Rezervasyon numarası') as HTMLInputElement).value).toBe('TT-123789');
  });

  it('a dead link without a reference asks for both', async () => {
    vi.spyOn(bookingsApi, 'managed').mockRejectedValue(apiRefusal(404, 'This booking link is invalid or has expired.'));
    await i18n.changeLanguage('ar');
    renderFindBookingPage('/bookings/find?key=abc.def.ghi.jkl.mno.pqr.stu');
    expect((await screen.findByTestId('find-link-problem')).textContent).toBe(
      'رابط الحجز هذا غير صالح أو منتهي الصلاحية. يرجى البحث عن حجزك برقمه وبريدك الإلكتروني.',
    );
  });
});
