import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESTAURANT_MESSAGES } from '@trabzon/contracts';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';

const PAST_TIME = 'This time has already passed today. Please choose a later time or another date.';
import { addDays, todayIso } from '@trabzon/dates';
import { catalogueApp, testTokens } from '../../helpers/hotels';

afterEach(() => {
  vi.useRealTimers();
});

describe('PUT /api/admin/restaurants/:id/availability on today', () => {
  it('refuses a start time that has come (Istanbul time), as it refuses a past date; later times and the whole day still change', async () => {
    // Noon in Istanbul (UTC+3) today: Hamsi Köşkü seats from 11:00, every 30 minutes.
    const today = todayIso();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T09:00:00Z`));
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const id = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json()._id as string;
    const put = (body: unknown) => client.call({ method: 'PUT', url: `/api/admin/restaurants/${id}/availability`, token: admin, body });

    for (const past of [
      { date: today, time: '11:30', closed: true },
      { date: today, time: '11:00', closed: false },
      { date: today, time: '12:00', closed: true }, // starts now
      { date: today, time: '11:00', reset: true },
      { date: today, time: '11:30', tableIds: [`${id}-t1`] },
    ]) {
      const res = await put(past);
      expect([res.statusCode, res.json().message], JSON.stringify(past)).toEqual([400, PAST_TIME]);
    }
    const closedSlots = (await client.call({ method: 'GET', url: `/api/admin/restaurants/${id}/availability?date=${today}`, token: admin }))
      .json()
      .slots.filter((slot: { closed: boolean }) => slot.closed);
    expect(closedSlots).toEqual([]);

    // A past date keeps its own refusal; a time still to come, tomorrow's same time and the whole day are changed.
    expect((await put({ date: addDays(today, -1), time: '19:00', closed: true })).json().message).toBe(RESTAURANT_MESSAGES.past);
    expect((await put({ date: today, time: '12:30', closed: true })).statusCode).toBe(200);
    expect((await put({ date: addDays(today, 1), time: '11:30', closed: true })).statusCode).toBe(200);
    expect((await put({ date: today, closed: true })).json().dayClosed).toBe(true);
  });
});

describe('PUT /api/admin/restaurants/:id/availability, the whole of today', () => {
  const DAY_PASSED = ADMIN_REFUSALS.availabilityDayPassed;

  it('is refused once its last start time has come (closing, reopening or resetting it would change nothing)', async () => {
    // 22:00 in Istanbul: Hamsi Köşkü's last seating (21:30, ending by its 23:00 closing) has started.
    const today = todayIso();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T19:00:00Z`));
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const id = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json()._id as string;
    const put = (body: unknown) => client.call({ method: 'PUT', url: `/api/admin/restaurants/${id}/availability`, token: admin, body });

    for (const body of [{ date: today, closed: true }, { date: today }, { date: today, closed: false }, { date: today, reset: true }]) {
      const res = await put(body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, DAY_PASSED]);
    }
    const day = (await client.call({ method: 'GET', url: `/api/admin/restaurants/${id}/availability?date=${today}`, token: admin })).json();
    expect(day.dayClosed).toBe(false);
    // Tomorrow's whole day is still the admin's to close.
    expect((await put({ date: addDays(today, 1), closed: true })).json().dayClosed).toBe(true);
  });

  it('is accepted while one start time of today is still to come', async () => {
    // 21:00 in Istanbul: 21:30 is still to come.
    const today = todayIso();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T18:00:00Z`));
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const id = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json()._id as string;
    const res = await client.call({
      method: 'PUT',
      url: `/api/admin/restaurants/${id}/availability`,
      token: admin,
      body: { date: today, closed: true },
    });
    expect([res.statusCode, res.json().dayClosed]).toEqual([200, true]);
  });
});
