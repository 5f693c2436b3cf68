// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi, destinationsApi, packagesAdminApi } from '@trabzon/api-client';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { renderAdmin, startI18n } from '../../helpers';
import { packageAdmin, day } from './fixtures';

const PACKAGE = packageAdmin({ destinationId: 'd2', hotelIds: ['h2'], itinerary: [day(1, 'Uzungöl', 'The lake')] });

const DESTINATIONS = {
  results: [
    { _id: 'd1', name: 'Trabzon' },
    { _id: 'd2', name: 'Uzungöl' },
  ],
  total: 2,
};
const HOTELS = [
  { _id: 'h1', name: 'Zigana Lodge', city: 'Trabzon' },
  { _id: 'h2', name: 'Hamsiköy Stone Inn', city: 'Maçka' },
];

/** A request answered when the test says so: the form is open before its choices arrive (a page opened by its address). */
function later<T>(value: T) {
  let answer: () => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    answer = () => resolve(value);
  });
  return { promise, answer };
}

beforeAll(startI18n);
let destinations: ReturnType<typeof later<typeof DESTINATIONS>>;
let hotels: ReturnType<typeof later<typeof HOTELS>>;
beforeEach(() => {
  destinations = later(DESTINATIONS);
  hotels = later(HOTELS);
  vi.spyOn(destinationsApi, 'list').mockReturnValue(destinations.promise as never);
  vi.spyOn(adminApi.hotels, 'adminList').mockReturnValue(hotels.promise as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const destinationSelect = () => screen.getByTestId('package-destination') as HTMLSelectElement;

describe('the package form opened before its choices have loaded (reload, a link to /admin/packages/<id>)', () => {
  it("shows the package's destination and hotels once they arrive", async () => {
    renderAdmin(<PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />);
    // Until the list arrives, the stored destination is said to be loading, not "No destination".
    expect(destinationSelect().value).toBe('d2');
    expect(destinationSelect().selectedOptions[0]?.textContent).toBe('Loading destinations…');
    destinations.answer();
    hotels.answer();
    await waitFor(() => expect(destinationSelect().options).toHaveLength(3));
    expect([...destinationSelect().options].map((o) => o.textContent)).not.toContain('Loading destinations…');
    await waitFor(() => expect(destinationSelect().value).toBe('d2'));
    expect(destinationSelect().selectedOptions[0]?.textContent).toBe('Uzungöl');
    const inn = await screen.findByRole('checkbox', { name: /Hamsiköy Stone Inn/ });
    expect((inn as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Zigana Lodge/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('saves the destination shown, and "No destination" clears it', async () => {
    const update = vi.spyOn(packagesAdminApi, 'update').mockResolvedValue(PACKAGE as never);
    renderAdmin(<PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />);
    destinations.answer();
    hotels.answer();
    await waitFor(() => expect(destinationSelect().value).toBe('d2'));
    fireEvent.submit(screen.getByTestId('package-form'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].destination).toBe('d2');

    fireEvent.change(destinationSelect(), { target: { value: '' } });
    expect(destinationSelect().selectedOptions[0]?.textContent).toBe('No destination');
    fireEvent.submit(screen.getByTestId('package-form'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]![1].destination).toBeNull();
  });
});
