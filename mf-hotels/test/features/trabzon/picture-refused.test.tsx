// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerApi } from '@trabzon/api-client';
import { HotelCard } from '../../../src/components/HotelCard';
import { HOTEL_CARD, renderAt, startI18n } from '../../helpers';
import { mockProvider, openAlphaCard, todayBeforeTheStay } from './trabzon-booking';

/** Hotel Alpha's pictures (the descriptive-media fallback): what the API's /media proxy then serves, or refuses. */
const PICTURES = [
  { uri: '/media/AATZX001/exterior.jpg', category: 'EXTERIOR' },
  { uri: '/media/AATZX001/room.jpg', category: 'ROOM' },
];

/** The API's picture proxy answers 429 (JSON, too many pictures): the browser fires `error` on the <img> (checked in Chromium). */
function refuse(picture: HTMLImageElement) {
  fireEvent.error(picture);
}

/** The hotels list's placeholder for a hotel with no photo: the frame with the name's initial, named for screen readers. */
function listPlaceholder(): HTMLElement {
  renderAt('/hotels', '/hotels', <HotelCard hotel={{ ...HOTEL_CARD, featuredImage: null, images: [] }} to="/hotels/h1" price={null} />);
  const placeholder = within(screen.getByTestId('hotel-card')).getByRole('img', { name: /Zorlu Grand/ });
  const copy = placeholder.cloneNode(true) as HTMLElement;
  cleanup();
  return copy;
}

beforeAll(async () => {
  await startI18n();
});
beforeEach(todayBeforeTheStay);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/trabzon-hotels when the picture proxy refuses a picture (429)', () => {
  it('the card and the offer show the hotels list’s no-photo placeholder, no broken image and no English error text', async () => {
    const expected = listPlaceholder();
    mockProvider();
    vi.spyOn(providerApi, 'hotelMedia').mockResolvedValue({ data: [{ hotelId: 'AATZX001', media: PICTURES }] } as never);

    const viewOffers = await openAlphaCard();
    const card = viewOffers.closest('article')!;
    const picture = await waitFor(() => within(card).getByRole('img', { name: 'Hotel Alpha' }) as HTMLImageElement);
    expect(picture.tagName).toBe('IMG');
    refuse(picture);

    const placeholder = within(card).getByRole('img', { name: 'Hotel Alpha' });
    expect(card.querySelector('img')).toBeNull();
    expect(placeholder.textContent).toBe('H');
    expect(placeholder.className).toBe(expected.className);
    expect(card.textContent).not.toMatch(/too many/i);

    // The offers' room picture, refused as well.
    fireEvent.click(viewOffers);
    const offer = await waitFor(() => within(screen.getByTestId('offers-modal')).getByTestId('offer-item'));
    const room = within(offer).getByRole('img', { name: /Hotel Alpha/ }) as HTMLImageElement;
    expect(room.getAttribute('src')).toBe('/media/AATZX001/room.jpg');
    refuse(room);
    expect(offer.querySelector('img')).toBeNull();
    expect(within(offer).getByRole('img', { name: /Hotel Alpha/ }).className).toBe(expected.className);
    expect(offer.textContent).not.toMatch(/too many/i);
  });
});
