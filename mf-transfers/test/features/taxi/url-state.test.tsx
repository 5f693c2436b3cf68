// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@trabzon/router';
import { AddressBar } from '@trabzon/router/testing';
import { AppProviders, queryClient } from '@trabzon/ui';
import { startI18n } from '../../render';

const api = vi.hoisted(() => ({ quote: vi.fn(() => new Promise<never>(() => {})) }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { TAXI_ESTIMATE, mockApiClient } = await import('../../fixtures');
  // The checkout's quote stays loading: these tests are about the address, not the price.
  return mockApiClient(original, { taxiEstimate: vi.fn(async () => TAXI_ESTIMATE) }, { quote: api.quote });
});

const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');

beforeAll(() => startI18n('en'));
// 12:00 in Istanbul (UTC+3) on 2030-05-01. Only Date is faked, so the screen's timers and promises run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.quote.mockClear();
});

/** /taxis at `path`, opened from the home page (the history entry before it). */
function open(path = '/taxis') {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <TaxiScreen />
        <AddressBar backLabel="browser back" />
      </MemoryRouter>
    </AppProviders>,
  );
}

const address = () => screen.getByTestId('address').textContent!;
const query = () => new URLSearchParams(address().split('?')[1] ?? '');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const select = (which: string) => screen.getByTestId(`${which}-select`) as HTMLSelectElement;
const back = () => fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
/** Book this taxi, once the fare is in (the button waits for it). */
async function book() {
  const button = screen.getByTestId('taxi-book') as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  button.focus();
  fireEvent.click(button);
}

const RIDE = 'pickupLocation=TZX&dropoffLocation=RIZE&pickupDate=2030-12-02&pickupTime=09%3A15&guests=3';

describe('/taxis keeps the ride and its checkout in the URL', () => {
  it('Book writes the ride and the checkout to the address; Back returns to the form as it was sent, then to the page before', async () => {
    open();
    expect(address()).toBe('/taxis');
    fireEvent.change(select('dropoff'), { target: { value: 'RIZE' } });
    fireEvent.change(field('Date'), { target: { value: '2030-12-02' } });
    fireEvent.change(field('Pickup Time'), { target: { value: '09:15' } });
    fireEvent.change(field('Passengers'), { target: { value: '3' } });
    await book();

    await screen.findByTestId('transfers-booking');
    expect(Object.fromEntries(query())).toEqual({
      pickupLocation: 'TZX',
      dropoffLocation: 'RIZE',
      pickupDate: '2030-12-02',
      pickupTime: '09:15',
      guests: '3',
      step: 'checkout',
    });

    back();
    await waitFor(() => expect(address()).toBe(`/taxis?${RIDE}`));
    expect(screen.queryByTestId('transfers-booking')).toBeNull();
    expect(select('dropoff').value).toBe('RIZE');
    expect(field('Date').value).toBe('2030-12-02');
    expect(field('Pickup Time').value).toBe('09:15');
    expect(field('Passengers').value).toBe('3');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('taxi-book')));

    back();
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('the checkout’s own back button goes back as the browser’s Back does', async () => {
    open(`/taxis?${RIDE}`);
    await book();
    await screen.findByTestId('transfers-booking');
    fireEvent.click(screen.getByRole('button', { name: 'Change the ride' }));
    await waitFor(() => expect(address()).toBe(`/taxis?${RIDE}`));
    expect(field('Pickup Time').value).toBe('09:15');
    back();
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('a reload on the checkout opens it again, for the same ride', async () => {
    open(`/taxis?${RIDE}&step=checkout`);
    await screen.findByTestId('transfers-booking');
    await waitFor(() => expect(api.quote).toHaveBeenCalled());
    expect(api.quote.mock.calls[0]).toMatchObject([
      {
        type: 'transfer',
        mode: 'taxi',
        pickup: { code: 'TZX' },
        dropoff: { code: 'RIZE' },
        date: '2030-12-02',
        time: '09:15',
        passengers: 3,
      },
    ]);
    // Opened from a link (no form entry before it): its back button stays on the page, on the form.
    fireEvent.click(screen.getByRole('button', { name: 'Change the ride' }));
    await waitFor(() => expect(address()).toBe(`/taxis?${RIDE}`));
    expect(field('Passengers').value).toBe('3');
  });

  it('a map point is kept in the address as lat,lng, and read back', async () => {
    open(
      '/taxis?pickupLocation=CUSTOM&pickupPoint=41.00150,39.71780&dropoffLocation=SUMELA&pickupDate=2030-12-02&pickupTime=09:15&guests=1',
    );
    expect(select('pickup').value).toBe('CUSTOM');
    expect((screen.getByTestId('pickup-coordinates') as HTMLInputElement).value).toBe('41.00150, 39.71780');
    await book();
    await screen.findByTestId('transfers-booking');
    expect(query().get('pickupPoint')).toBe('41.00150,39.71780');
    await waitFor(() => expect(api.quote).toHaveBeenCalled());
    expect(api.quote.mock.calls[0]).toMatchObject([
      { pickup: { code: 'CUSTOM', lat: 41.0015, lng: 39.7178 }, dropoff: { code: 'SUMELA' } },
    ]);
  });

  it('bad values in a link take the form’s defaults, and the address then names the ride the checkout books', async () => {
    open(
      '/taxis?pickupLocation=Hotel%20X&dropoffLocation=CUSTOM&dropoffPoint=999,1&pickupDate=2030-02-31&pickupTime=25:99&guests=9&step=checkout',
    );
    await screen.findByTestId('transfers-booking');
    // Today at the first time with 30 minutes' notice, from the airport to the city, 2 passengers.
    await waitFor(() =>
      expect(Object.fromEntries(query())).toEqual({
        pickupLocation: 'TZX',
        dropoffLocation: 'TZX_CITY',
        pickupDate: '2030-05-01',
        pickupTime: '12:35',
        guests: '2',
        step: 'checkout',
      }),
    );
    expect(api.quote.mock.calls.at(-1)).toMatchObject([{ date: '2030-05-01', time: '12:35', passengers: 2 }]);
  });

  it('a link to a checkout the form would refuse (its time has passed) shows the form and why, and drops the step', async () => {
    open('/taxis?pickupLocation=TZX&dropoffLocation=RIZE&pickupDate=2030-05-01&pickupTime=11:00&guests=2&step=checkout');
    await waitFor(() => expect(query().has('step')).toBe(false));
    expect(screen.queryByTestId('transfers-booking')).toBeNull();
    expect(api.quote).not.toHaveBeenCalled();
    const time = field('Pickup Time');
    expect(time.value).toBe('11:00');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(time.getAttribute('aria-describedby')!)?.textContent).toBe('Please choose a time in the future.');
    // Nothing was pressed: the focus is not taken.
    expect(document.activeElement).toBe(document.body);
  });

  it('opening /taxis (a link, the footer) leaves its address alone until the form is sent', async () => {
    open('/taxis');
    await screen.findByTestId('taxi-fare');
    expect(address()).toBe('/taxis');
  });
});

describe('/taxis: a problem of the date or time is its field’s', () => {
  it('a time already passed: the time field is marked invalid, described by the message, and takes the focus', async () => {
    open();
    const time = field('Pickup Time');
    fireEvent.change(time, { target: { value: '05:00' } });
    await book();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please choose a time in the future.');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(time.getAttribute('aria-describedby')).toBe(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(time));
    expect(field('Date').hasAttribute('aria-invalid')).toBe(false);
    expect(address()).toBe('/taxis');

    // A second press with the same problem moves the focus back to the field.
    await book();
    await waitFor(() => expect(document.activeElement).toBe(time));
  });

  it('a time within the notice says so at the time field; a valid time clears it', async () => {
    open();
    const time = field('Pickup Time');
    fireEvent.change(time, { target: { value: '12:20' } });
    await book();
    expect(screen.getByRole('alert').textContent).toBe('A taxi needs at least 30 minutes’ notice: please choose a later time.');
    expect(time.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await waitFor(() => expect(document.activeElement).toBe(time));
    fireEvent.change(time, { target: { value: '12:30' } });
    await book();
    await screen.findByTestId('transfers-booking');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a day beyond the booking horizon is the date field’s', async () => {
    open();
    const date = field('Date');
    fireEvent.change(date, { target: { value: '2031-05-02' } });
    await book();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(field('Pickup Time').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('/taxis: the fare before tax', () => {
  it('says under the estimate that taxes are added at checkout', async () => {
    open();
    await screen.findByTestId('taxi-fare');
    expect(screen.getByTestId('taxi-estimate').textContent).toContain('Taxes are added at checkout.');
  });
});
