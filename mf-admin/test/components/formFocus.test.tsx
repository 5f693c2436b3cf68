// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi, destinationsApi, homepageApi } from '@trabzon/api-client';
import { DestinationForm } from '../../src/features/destinations/DestinationForm';
import { HeroSettingsScreen } from '../../src/features/hero/HeroSettingsScreen';
import { HotelForm } from '../../src/features/hotels/HotelForm';
import { RoomTypeForm } from '../../src/features/hotels/RoomTypeForm';
import { PackageForm } from '../../src/features/packages/PackageForm';
import { RestaurantForm } from '../../src/features/restaurants/RestaurantForm';
import { renderAdmin, startI18n } from '../helpers';

/** What a mouse or keyboard user does: the Save button takes the focus, then the form is submitted. */
function save(testId: string) {
  const button = screen.getByTestId(testId);
  button.focus();
  fireEvent.click(button);
}

const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, limit: 20 } as never);
  vi.spyOn(adminApi.hotels, 'adminList').mockResolvedValue([] as never);
  vi.spyOn(adminApi.destinations, 'list').mockResolvedValue({ results: [], total: 0, page: 1, limit: 20 } as never);
  vi.spyOn(homepageApi, 'getAdmin').mockResolvedValue({ heroSlideshow: [] } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a refused save focuses the first field with an error, in the order the form shows them', () => {
  it('new destination: the English name, not the Save button', async () => {
    renderAdmin(<DestinationForm destination={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    save('destination-save');
    const name = screen.getByTestId('destination-name-en');
    await focused(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('new destination: the name comes before a wrong latitude further down', async () => {
    renderAdmin(<DestinationForm destination={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '400' } });
    save('destination-save');
    await focused(screen.getByTestId('destination-name-en'));
  });

  it('restaurant: the English name, then the description, before the city', async () => {
    renderAdmin(<RestaurantForm restaurant={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await screen.findByTestId('restaurant-save');
    save('restaurant-save');
    await focused(screen.getByTestId('restaurant-name-en'));

    fireEvent.change(screen.getByTestId('restaurant-name-en'), { target: { value: 'Balıkçı' } });
    save('restaurant-save');
    await focused(document.getElementById('restaurant-description')!);
  });

  it('restaurant: a party size the model refuses takes the focus once the rest is right', async () => {
    renderAdmin(<RestaurantForm restaurant={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByTestId('restaurant-name-en'), { target: { value: 'Balıkçı' } });
    fireEvent.change(document.getElementById('restaurant-description')!, { target: { value: 'Fish by the sea' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Trabzon' } });
    const party = screen.getByLabelText('Largest party');
    fireEvent.change(party, { target: { value: '40' } });
    save('restaurant-save');
    await focused(party);
  });

  it('new package: the English name, not the price', async () => {
    renderAdmin(<PackageForm pkg={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    save('package-save');
    await focused(screen.getByTestId('package-name-en'));

    fireEvent.change(screen.getByTestId('package-name-en'), { target: { value: 'Highlands' } });
    save('package-save');
    await focused(screen.getByTestId('package-description-en'));

    fireEvent.change(screen.getByTestId('package-description-en'), { target: { value: 'Four days up high' } });
    save('package-save');
    await focused(screen.getByTestId('package-price'));

    fireEvent.change(screen.getByTestId('package-price'), { target: { value: '450' } });
    save('package-save');
    await focused(screen.getByTestId('day-0-title-en'));
  });
});

describe('other admin forms', () => {
  it('hotel and room type: the English name', async () => {
    renderAdmin(<HotelForm hotel={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    save('hotel-submit');
    await focused(screen.getByTestId('hotel-name-en'));
    cleanup();

    renderAdmin(<RoomTypeForm hotelId="h1" onAdded={vi.fn()} />);
    save('room-type-submit');
    await focused(screen.getByTestId('room-name-en'));
  });

  it('hero slides: a missing button label on the first slide comes before the second slide’s image', async () => {
    renderAdmin(<HeroSettingsScreen />);
    fireEvent.click(await screen.findByTestId('hero-slide-add'));
    fireEvent.click(screen.getByTestId('hero-slide-add'));
    fireEvent.change(screen.getAllByTestId('hero-slide-url')[0]!, { target: { value: '/images/sea.jpg' } });
    fireEvent.change(document.getElementById('slide-0-href')!, { target: { value: '/hotels' } });
    save('hero-save');
    await focused(document.getElementById('slide-0-action')!);
  });
});
