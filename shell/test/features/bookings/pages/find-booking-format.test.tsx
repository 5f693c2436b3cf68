// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@trabzon/i18n';
import { bookingsApi } from '@trabzon/api-client';
import { registerBookingsTranslations } from '../../../../src/features/bookings/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { renderFindBookingPage } from './render-find-booking';

const text = (key: string, values?: Record<string, string>) => i18n.t(`find.${key}`, { ns: 'bookings', ...values });
const field = (name: 'reference' | 'email') => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: 'reference' | 'email', value: string) => fireEvent.change(field(name), { target: { value } });
/** The message under a field: the one its aria-describedby names. */
const fieldError = (name: 'reference' | 'email') => {
  const id = field(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeAll(() => startI18n(registerBookingsTranslations));
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

// QA: "x@" as the e-mail was sent, and the server's "no booking matches" was all the guest learnt.
describe('Find my booking: details no booking can have are not sent', () => {
  it.each([
    ['en', 'Please enter a valid email'],
    ['tr', 'Lütfen geçerli bir e-posta girin'],
    ['ar', 'يرجى إدخال بريد إلكتروني صالح'],
  ])('an e-mail that is no address ("x@"), in %s: says so under the field, which takes the focus', async (language, message) => {
    const lookup = vi.spyOn(bookingsApi, 'lookup').mockRejectedValue(apiRefusal(404, 'Booking not found'));
    await i18n.changeLanguage(language);
    renderFindBookingPage('/bookings/find?reference=TF-855297');
    type('email', 'x@');
    fireEvent.click(screen.getByTestId('find-submit'));
    expect(fieldError('email')).toBe(message);
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('email'));
    expect(field('reference').getAttribute('aria-invalid')).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it.each(['someone', 'someone@example', 'some one@example.com', 'someone@@example.com'])('nor "%s"', (email) => {
    const lookup = vi.spyOn(bookingsApi, 'lookup');
    renderFindBookingPage('/bookings/find?reference=TF-855297');
    type('email', email);
    fireEvent.click(screen.getByTestId('find-submit'));
    expect(fieldError('email')).toBe(text('invalidEmail'));
    expect(lookup).not.toHaveBeenCalled();
  });

  it('a reference of another shape than the confirmations write: says so with an example, the reference first', async () => {
    const lookup = vi.spyOn(bookingsApi, 'lookup');
    await i18n.changeLanguage('ar');
    renderFindBookingPage('/bookings/find');
    type('reference', '855297');
    type('email', 'x@');
    fireEvent.click(screen.getByTestId('find-submit'));
    // The example stays one left-to-right unit inside the Arabic sentence.
    expect(fieldError('reference')).toBe('يرجى إدخال رقم حجز صالح، مثل \u2066TZN-123456\u2069');
    expect(fieldError('email')).toBe(text('invalidEmail'));
    expect(document.activeElement).toBe(field('reference'));
    expect(lookup).not.toHaveBeenCalled();
  });

  it('an empty field takes the focus too, with the message under the form', () => {
    const lookup = vi.spyOn(bookingsApi, 'lookup');
    renderFindBookingPage('/bookings/find');
    type('reference', 'TF-855297');
    fireEvent.click(screen.getByTestId('find-submit'));
    expect(screen.getByText('Please enter the reference and the email.')).toBeTruthy();
    expect(fieldError('email')).toBeUndefined();
    expect(document.activeElement).toBe(field('email'));
    expect(lookup).not.toHaveBeenCalled();
  });

  it('a reference typed as guests do (lower case, a space, Arabic digits) is asked; the errors go once fixed', async () => {
    const lookup = vi.spyOn(bookingsApi, 'lookup').mockRejectedValue(apiRefusal(404, 'Booking not found'));
    renderFindBookingPage('/bookings/find');
    type('reference', 'tf 855297');
    type('email', 'x@');
    fireEvent.click(screen.getByTestId('find-submit'));
    expect(fieldError('reference')).toBeUndefined();
    type('email', 'Mehmet.Kaya@example.test');
    fireEvent.click(screen.getByTestId('find-submit'));
    await screen.findByTestId('find-problem');
    expect(lookup).toHaveBeenCalledWith('tf 855297', 'Mehmet.Kaya@example.test');
    expect(fieldError('email')).toBeUndefined();
    cleanup();
    renderFindBookingPage('/bookings/find');
    type('reference', 'tr-٣٥٦١٨٥');
    type('email', 'ayse@example.com');
    fireEvent.click(screen.getByTestId('find-submit'));
    await waitFor(() => expect(lookup).toHaveBeenLastCalledWith('tr-356185', 'ayse@example.com'));
  });

  it('a wrong e-mail after an answer takes that answer away: it was for other details', async () => {
    vi.spyOn(bookingsApi, 'lookup').mockRejectedValue(apiRefusal(404, 'Booking not found'));
    renderFindBookingPage('/bookings/find?reference=TF-855297');
    type('email', 'someone@example.com');
    fireEvent.click(screen.getByTestId('find-submit'));
    await screen.findByTestId('find-problem');
    type('email', 'someone@');
    fireEvent.click(screen.getByTestId('find-submit'));
    expect(screen.queryByTestId('find-problem')).toBeNull();
    expect(fieldError('email')).toBe(text('invalidEmail'));
  });
});
