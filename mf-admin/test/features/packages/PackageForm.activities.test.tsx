// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi, destinationsApi, packagesAdminApi } from '@trabzon/api-client';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { activitiesOf, emptyPackage, toInput } from '../../../src/features/packages/model';
import { renderAdmin, startI18n } from '../../helpers';
import { packageAdmin, day } from './fixtures';

const PACKAGE = packageAdmin({
  name: { en: 'Black Sea Highlands', tr: 'Karadeniz Yaylaları', ar: '' },
  itinerary: [day(1, 'Uzungöl', 'The lake')],
});

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, limit: 20 } as never);
  vi.spyOn(adminApi.hotels, 'adminList').mockResolvedValue([] as never);
  vi.spyOn(adminApi.destinations, 'list').mockResolvedValue({ results: [], total: 0, page: 1, limit: 20 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('package activities, one per line in each language', () => {
  it('refuses a translated line without its English line instead of dropping it, and sends nothing', async () => {
    const update = vi.spyOn(packagesAdminApi, 'update').mockResolvedValue(PACKAGE as never);
    const itinerary = vi.spyOn(packagesAdminApi, 'setItinerary').mockResolvedValue(PACKAGE as never);
    renderAdmin(<PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('package-activities-en'), { target: { value: 'Boat trip\n\nTea tasting' } });
    fireEvent.change(screen.getByTestId('package-activities-tr'), {
      target: { value: 'Tekne turu\nSadece Türkçe etkinlik\nÇay tadımı' },
    });
    fireEvent.submit(screen.getByTestId('package-form'));
    expect(await screen.findByText('Each activity needs its English text on the same line.')).toBeTruthy();
    expect(screen.getByTestId('package-activities-en').getAttribute('aria-invalid')).toBe('true');
    expect(update).not.toHaveBeenCalled();
    expect(itinerary).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('package-activities-en'), { target: { value: 'Boat trip\nTurkish only\nTea tasting' } });
    fireEvent.submit(screen.getByTestId('package-form'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    // One request saves the package with its itinerary: all or nothing (a second call could fail after the first).
    expect(update.mock.calls[0]![1].itinerary).toEqual(expect.any(Array));
    expect(itinerary).not.toHaveBeenCalled();
    expect(update.mock.calls[0]![1].activities).toEqual([
      { en: 'Boat trip', tr: 'Tekne turu', ar: '' },
      { en: 'Turkish only', tr: 'Sadece Türkçe etkinlik', ar: '' },
      { en: 'Tea tasting', tr: 'Çay tadımı', ar: '' },
    ]);
  });

  it('the model never builds a list with a line left out', () => {
    const activities = { en: 'Boat trip\n\nTea tasting', tr: 'Tekne turu\nSadece Türkçe etkinlik\nÇay tadımı', ar: '' };
    expect(activitiesOf(activities)).toBeNull();
    expect(() => toInput({ ...emptyPackage(), activities })).toThrow();
    // Lines beyond the last English one count too.
    expect(activitiesOf({ en: 'Walk', tr: 'Yürüyüş\nYüzme', ar: '' })).toBeNull();
    expect(activitiesOf({ en: 'Walk\n\n', tr: 'Yürüyüş\n\n', ar: '' })).toEqual([{ en: 'Walk', tr: 'Yürüyüş', ar: '' }]);
  });
});

describe('leaving the package page with unsaved edits', () => {
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("asks the browser's 'Leave site?' only while there are edits not saved", async () => {
    vi.spyOn(packagesAdminApi, 'update').mockResolvedValue(PACKAGE as never);
    vi.spyOn(packagesAdminApi, 'setItinerary').mockResolvedValue(PACKAGE as never);
    renderAdmin(<PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(leave()).toBe(false);
    fireEvent.change(screen.getByTestId('package-activities-en'), { target: { value: 'Boat trip' } });
    await waitFor(() => expect(leave()).toBe(true));
    fireEvent.submit(screen.getByTestId('package-form'));
    await waitFor(() => expect(leave()).toBe(false));
  });
});
