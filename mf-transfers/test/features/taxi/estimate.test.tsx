// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatPrice, i18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { renderWithProviders, startI18n } from '../../render';

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { TAXI_ESTIMATE, mockApiClient, neverAnswers } = await import('../../fixtures');
  return mockApiClient(
    original,
    // An estimate of its own: 6.63 km, which the page shows rounded (6,6 km).
    { taxiEstimate: vi.fn(async () => ({ ...TAXI_ESTIMATE, distanceKm: 6.63, fare: 11.29 })) },
    // The booking step asks for the quote: it stays loading here.
    { quote: neverAnswers() },
  );
});

const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');

beforeAll(() => startI18n('tr'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/taxis in Turkish', () => {
  it('writes the distances and the road factor with a decimal comma', async () => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    expect(await screen.findByText(/^Yol ile/)).toHaveProperty(
      'textContent',
      'Yol ile 6,6 km (kuş uçuşu 5,1 km × 1,3): $4,00 + km başı $1,10',
    );
  });
});

describe('/taxis: the fare before tax, in Turkish', () => {
  it('says under the estimate, as the hotels do, that taxes are added at checkout', async () => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    await screen.findByTestId('taxi-fare');
    expect(screen.getByTestId('taxi-tax-note').textContent).toBe('Vergiler ödeme adımında eklenir.');
  });
});

describe('/taxis in Arabic', () => {
  it('writes the fare rate as one left-to-right unit, the base fare before the rate per kilometre', async () => {
    useLocaleStore.getState().setLanguage('ar');
    await waitFor(() => expect(i18n.language).toBe('ar'));
    try {
      renderWithProviders(<TaxiScreen />, '/taxis');
      const detail = await screen.findByText(/على الطريق/);
      // formatPrice isolates each Arabic price; the sum around them is isolated as a whole.
      const rate = `${formatPrice(4, 'ar')} + ${formatPrice(1.1, 'ar')} لكل كيلومتر`;
      expect(detail.textContent).toBe(`6.6 كم على الطريق (خط مستقيم 5.1 كم × 1.3): \u2066${rate}\u2069`);
    } finally {
      useLocaleStore.getState().setLanguage('tr');
      await waitFor(() => expect(i18n.language).toBe('tr'));
    }
  });
});

describe('/taxis: the pickup time', () => {
  const book = async (time: string) => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    await screen.findByText(/^Yol ile/); // the fare is in: the button is enabled
    fireEvent.change(screen.getByLabelText('Alış Saati'), { target: { value: time } });
    fireEvent.click(screen.getByTestId('taxi-book'));
    return screen.queryByRole('alert')?.textContent ?? null;
  };

  it('needs 30 minutes of notice, and a time already passed says so', async () => {
    // 12:00 in Istanbul (UTC+3); only Date is faked, so the screen's timers and promises run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    expect(await book('12:20')).toBe('Taksi için en az 30 dakika önceden rezervasyon gerekir: lütfen daha ileri bir saat seçin.');
    cleanup();
    expect(await book('11:55')).toBe('Lütfen ileri bir saat seçin.');
    cleanup();
    expect(await book('12:30')).toBeNull();
    expect(screen.getByTestId('transfers-booking')).toBeTruthy();
  });
});

describe('/taxis: the date', () => {
  it('goes up to 365 days ahead: a later day is refused at the form, before the booking step asks for a quote', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    renderWithProviders(<TaxiScreen />, '/taxis');
    await screen.findByText(/^Yol ile/); // the fare is in: the button is enabled
    const date = screen.getByDisplayValue('2026-11-26') as HTMLInputElement;
    expect(date.max).toBe('2027-11-26');
    fireEvent.change(date, { target: { value: '2027-11-27' } });
    fireEvent.click(screen.getByTestId('taxi-book'));
    expect(screen.getByRole('alert').textContent).toBe('Rezervasyonlar en fazla 365 gün öncesinden yapılabilir');
    expect(screen.queryByTestId('transfers-booking')).toBeNull();
    // The last day opens the booking step.
    fireEvent.change(date, { target: { value: '2027-11-26' } });
    fireEvent.click(screen.getByTestId('taxi-book'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('transfers-booking')).toBeTruthy();
  });
});

describe('/taxis opened by the home page’s Taxis search', () => {
  it('shows the places, date, time and passengers the search sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    renderWithProviders(
      <TaxiScreen />,
      '/taxis?pickupLocation=UZUNGOL&dropoffLocation=TZX&pickupDate=2026-11-29&pickupTime=18%3A30&guests=3',
    );
    expect((screen.getByTestId('pickup-select') as HTMLSelectElement).value).toBe('UZUNGOL');
    expect((screen.getByTestId('dropoff-select') as HTMLSelectElement).value).toBe('TZX');
    expect((screen.getByLabelText('Alış Saati') as HTMLInputElement).value).toBe('18:30');
    expect((screen.getByDisplayValue('2026-11-29') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText('Yolcu', { exact: false }) as HTMLSelectElement).value).toBe('3');
  });
});
