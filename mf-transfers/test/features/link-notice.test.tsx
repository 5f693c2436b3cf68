// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressBar } from '@trabzon/router/testing';
import { i18n } from '@trabzon/i18n';
import { renderWithProviders, startI18n } from '../render';
import { RESULTS } from '../fixtures';

const api = vi.hoisted(() => ({ search: vi.fn() }));

vi.mock('../../src/components/map/LeafletMap', () => import('../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { TAXI_ESTIMATE, mockApiClient, neverAnswers } = await import('../fixtures');
  return mockApiClient(original, { search: api.search, taxiEstimate: vi.fn(async () => TAXI_ESTIMATE) }, { quote: neverAnswers() });
});

const { TaxiScreen } = await import('../../src/features/taxi/TaxiScreen');
const { CarTransfersScreen } = await import('../../src/features/search/CarTransfersScreen');

// 12:00 in Istanbul (UTC+3) on 2030-05-01. Only Date is faked, so the screens' timers and promises run.
beforeEach(async () => {
  await startI18n('en');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
  api.search.mockResolvedValue(RESULTS);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.search.mockReset();
});

const openTaxi = (path: string) =>
  renderWithProviders(
    <>
      <TaxiScreen />
      <AddressBar backLabel="browser back" />
    </>,
    path,
  );
const openCars = (path: string) =>
  renderWithProviders(
    <>
      <CarTransfersScreen />
      <AddressBar backLabel="browser back" />
    </>,
    path,
  );

const notice = () => screen.getByTestId('link-notice');
const query = () => new URLSearchParams(screen.getByTestId('address').textContent!.split('?')[1] ?? '');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('/taxis says which values of its link it could not use', () => {
  it('a past date, a time that does not exist and 10 guests: named, in a status, with the values used shown', async () => {
    openTaxi('/taxis?pickupLocation=TZX&dropoffLocation=TZX&guests=10&pickupDate=2020-01-01&pickupTime=25:00');
    expect(notice().getAttribute('role')).toBe('status');
    await waitFor(() =>
      expect(notice().textContent).toBe(
        'We could not use a date in the link. We could not use the time in the link. ' +
          'We could not use the number of passengers in the link: you can choose 1 to 4. The page shows the values used instead.',
      ),
    );
    expect(field('Date').value).toBe('2030-05-01');
    expect(field('Passengers').value).toBe('2');
  });

  it('an unknown place is named too; a link with usable values, or without them, shows no notice', async () => {
    openTaxi('/taxis?pickupLocation=XXX&dropoffLocation=RIZE');
    await waitFor(() => expect(notice().getAttribute('data-parts')).toBe('places'));
    cleanup();
    openTaxi('/taxis?pickupLocation=TZX&dropoffLocation=RIZE&pickupDate=2030-06-01&pickupTime=09:15&guests=3');
    await screen.findByTestId('taxi-fare');
    expect(notice().textContent).toBe('');
    cleanup();
    openTaxi('/taxis');
    await screen.findByTestId('taxi-fare');
    expect(notice().textContent).toBe('');
  });

  it('a checkout link keeps the notice once its address is rewritten to the ride used', async () => {
    openTaxi('/taxis?pickupLocation=TZX&dropoffLocation=RIZE&pickupDate=2030-06-01&pickupTime=09:15&guests=9&step=checkout');
    await waitFor(() => expect(query().get('guests')).toBe('2'));
    expect(notice().getAttribute('data-parts')).toBe('passengers');
  });

  it('is in Turkish and Arabic on those pages', async () => {
    await i18n.changeLanguage('tr');
    openTaxi('/taxis?pickupLocation=TZX&dropoffLocation=RIZE&guests=10');
    await waitFor(() =>
      expect(notice().textContent).toBe(
        'Bağlantıdaki yolcu sayısı kullanılamadı: 1 ile 4 arasında seçebilirsiniz. Sayfada bunların yerine kullanılan değerler gösteriliyor.',
      ),
    );
    cleanup();
    await i18n.changeLanguage('ar');
    openTaxi('/taxis?pickupLocation=TZX&dropoffLocation=RIZE&pickupDate=2020-01-01');
    await waitFor(() =>
      expect(notice().textContent).toBe('تعذّر استخدام أحد التواريخ الواردة في الرابط. تعرض الصفحة القيم المستخدمة بدلًا منها.'),
    );
  });
});

describe('/car-transfers says which values of its link it could not use', () => {
  it('a link without a service: its dates, place, passengers, time and vehicle are named', async () => {
    openCars('/car-transfers?pickupDate=2020-01-01&dropoffDate=2019-01-01&pickupLocation=XXX&passengers=0&time=99:99&vehicle=zzz');
    await waitFor(() => expect(notice().getAttribute('data-parts')).toBe('places dates time passengers vehicle'));
    expect(notice().textContent).toBe(
      'We could not use a place in the link. We could not use a date in the link. We could not use the time in the link. ' +
        'We could not use the number of passengers in the link: you can choose 1 to 16. ' +
        'We could not open the vehicle in the link. The page shows the values used instead.',
    );
  });

  it('a transfer link: the search runs with the values used, and the notice names the ones replaced', async () => {
    openCars('/car-transfers?service=transfer&pickupLocation=XXX&dropoffLocation=RIZE&pickupDate=2020-01-01&passengers=0');
    await waitFor(() => expect(api.search).toHaveBeenCalled());
    expect(api.search.mock.calls[0]![0]).toMatchObject({ serviceType: 'transfer', pickupDate: '2030-05-02', passengers: 2 });
    expect(notice().getAttribute('data-parts')).toBe('places dates passengers');
  });

  it('a rental link with an unknown service and car type: both named', async () => {
    openCars(
      '/car-transfers?service=boat&pickupLocation=RIZE&dropoffLocation=AYDER&pickupDate=2030-06-01&dropoffDate=2030-06-03&carType=tank',
    );
    await waitFor(() => expect(notice().getAttribute('data-parts')).toBe('service carType'));
  });

  it('a vehicle the results do not offer leaves the address, and the notice says it could not be opened', async () => {
    openCars(
      '/car-transfers?service=car_rental&pickupLocation=RIZE&dropoffLocation=AYDER&pickupDate=2030-06-01&dropoffDate=2030-06-03&carType=suv&vehicle=zzz',
    );
    await waitFor(() => expect(query().has('vehicle')).toBe(false));
    expect(notice().textContent).toBe('We could not open the vehicle in the link.');
  });

  it('a bad pickup time with a vehicle offered: the step opens at the default time and the notice says so', async () => {
    openCars(
      '/car-transfers?service=car_rental&pickupLocation=RIZE&dropoffLocation=AYDER&pickupDate=2030-06-01&dropoffDate=2030-06-03&carType=suv&vehicle=suv&time=25:99',
    );
    await screen.findByTestId('transfers-booking');
    await waitFor(() => expect(query().has('time')).toBe(false));
    expect(notice().getAttribute('data-parts')).toBe('time');
  });

  it('a link whose values are all used shows no notice', async () => {
    openCars(
      '/car-transfers?service=car_rental&pickupLocation=RIZE&dropoffLocation=AYDER&pickupDate=2030-06-01&dropoffDate=2030-06-03&carType=suv',
    );
    await screen.findByRole('button', { name: 'Select Dacia Duster' });
    expect(notice().textContent).toBe('');
  });
});
