// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { TRANSFER_MESSAGES } from '@trabzon/contracts/transfer-messages';
import { GENERAL_MESSAGES } from '@trabzon/contracts/validation';
import { RESULTS } from '../../fixtures';

function refused(message: string) {
  const data = { statusCode: 400, message };
  const response = { status: 400, data, headers: {}, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

const api = vi.hoisted(() => ({ search: vi.fn(), quote: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) =>
  (await import('../../fixtures')).mockApiClient(original, { search: api.search }, { quote: api.quote }),
);

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeAll(() => startI18n('tr'));
afterEach(() => {
  cleanup();
  api.search.mockReset();
  api.quote.mockReset();
});

describe("/car-transfers: the API's refusals in the page's language (Turkish)", () => {
  it('a refused search names its reason in Turkish', async () => {
    api.search.mockRejectedValue(refused('This point is outside our service area (the eastern Black Sea region around Trabzon and Rize)'));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe(
      'Bu nokta hizmet bölgemizin dışında (Trabzon ve Rize çevresindeki Doğu Karadeniz bölgesi)',
    );
  });

  it("a refused search the page has no text for says so in Turkish, not in the API's English", async () => {
    api.search.mockRejectedValue(refused('Some rule the page does not know yet'));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('Bu arama yapılamıyor. Yukarıdaki aramayı değiştirip yeniden arayın.');
  });

  it('a pickup beyond 365 days is refused at the form in Turkish, before any search', async () => {
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.change(screen.getByLabelText('Alış Tarihi'), { target: { value: '2099-12-31' } });
    fireEvent.change(screen.getByLabelText('Bırakış Tarihi'), { target: { value: '2100-01-05' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Rezervasyonlar en fazla 365 gün öncesinden yapılabilir');
    expect(api.search).not.toHaveBeenCalled();
    expect(screen.queryByTestId('error-panel')).toBeNull();
  });

  it('a vehicle whose quote is refused says why in Turkish, with no price spinner left turning', async () => {
    api.search.mockResolvedValue(RESULTS);
    api.quote.mockRejectedValue(refused(TRANSFER_MESSAGES.soldOut));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    fireEvent.click(await screen.findByRole('button', { name: /Dacia Duster/ }));
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('Bu seçim artık rezerve edilemiyor');
    expect(within(panel).getByText('Bu tarihler için bu tipte araç kalmadı. Lütfen başka bir tip veya başka tarihler seçin.')).toBeTruthy();
    // No price is being worked out for it: no spinner beside the reason.
    expect(screen.queryByText('Fiyat hesaplanıyor…')).toBeNull();
  });

  /*
   * QA: a checkout whose pickup time became too soon hid the form behind "This choice can no
   * longer be booked": the time is the visitor's to change (the field above), so the panel says so.
   */
  it.each([
    ['The pickup time has already passed', 'Alış saati geçti'],
    ['Please choose a pickup time at least 120 minutes from now', 'Lütfen şu andan en az 120 dakika sonrası için bir alış saati seçin'],
    // A time no screen sends (25:99): said as one, not as a time left out.
    ['Please enter a valid time (HH:MM)', 'Lütfen geçerli bir saat girin (SS:DD)'],
  ])('a quote refused for its time (%s) asks to change the time, which stays at hand', async (message, shown) => {
    api.search.mockResolvedValue(RESULTS);
    api.quote.mockRejectedValue(refused(message));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    fireEvent.click(await screen.findByRole('button', { name: /Dacia Duster/ }));
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('Lütfen alış saatini değiştirin');
    // The minutes are isolated left to right (U+2066…U+2069) in the sentence.
    expect(
      within(panel)
        .getByRole('heading')
        .nextElementSibling?.textContent?.replace(/[\u2066-\u2069]/g, ''),
    ).toBe(shown);
    expect(screen.queryByText('Bu seçim artık rezerve edilemiyor')).toBeNull();
    expect(screen.getByLabelText('Alış saati')).toBeTruthy();
  });

  /*
   * QA: a car booking refused for a date that is no day (2027-02-30) showed it under "This choice
   * can no longer be booked": the dates are the visitor's to change (back in the search), as the pickup time is.
   */
  it.each([
    [GENERAL_MESSAGES.badDate, 'Lütfen geçerli bir tarih girin (YYYY-AA-GG)'],
    [TRANSFER_MESSAGES.pickupInPast, 'Alış tarihi geçmişte olamaz'],
  ])('a rental quote refused for its dates (%s) asks to change the dates, not as a choice lost', async (message, shown) => {
    api.search.mockResolvedValue(RESULTS);
    api.quote.mockRejectedValue(refused(message));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    fireEvent.click(await screen.findByRole('button', { name: /Dacia Duster/ }));
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('Lütfen tarihleri değiştirin');
    expect(within(panel).getByRole('heading').nextElementSibling?.textContent).toBe(shown);
    expect(screen.queryByText('Bu seçim artık rezerve edilemiyor')).toBeNull();
    // The way back to the search, where the dates are changed.
    expect(screen.getByRole('button', { name: 'Sonuçlara dön' })).toBeTruthy();
  });

  it('a transfer quote refused for its date asks to change the date (a transfer has one)', async () => {
    api.search.mockResolvedValue({ ...RESULTS, serviceType: 'transfer', dropoffDate: null });
    api.quote.mockRejectedValue(refused(GENERAL_MESSAGES.badDate));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    fireEvent.click(screen.getByTestId('car-search-submit'));
    fireEvent.click(await screen.findByRole('button', { name: /Dacia Duster/ }));
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('Lütfen tarihi değiştirin');
    expect(within(panel).getByText('Lütfen geçerli bir tarih girin (YYYY-AA-GG)')).toBeTruthy();
  });

  it('a search refused as the same place says so, with no Try again (asking again cannot succeed)', async () => {
    api.search.mockRejectedValue(refused(TRANSFER_MESSAGES.sameLocation));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('Alış ve bırakış noktaları farklı yerler olmalıdır');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('a car type no longer offered is said above the other cars', async () => {
    api.search.mockResolvedValue(RESULTS);
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.change(screen.getByLabelText('Araç Tipi'), { target: { value: 'luxury' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    expect((await screen.findByTestId('type-unavailable')).textContent).toBe('Şu anda Lüks araç sunulmuyor; diğer araçlar aşağıda.');
    cleanup();
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.change(screen.getByLabelText('Araç Tipi'), { target: { value: 'suv' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    await screen.findByRole('button', { name: /Dacia Duster/ });
    expect(screen.queryByTestId('type-unavailable')).toBeNull();
  });
});
