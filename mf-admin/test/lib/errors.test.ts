// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AxiosError, type AxiosResponse } from 'axios';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { fillTemplate } from '@trabzon/contracts/templates';
import { serverMessage } from '../../src/lib/errors';
import en from '../../src/locales/en.json';
import tr from '../../src/locales/tr.json';
import ar from '../../src/locales/ar.json';
import { startI18n, switchLanguage } from '../helpers';

function refused(status: number, message: string) {
  const data = { statusCode: status, message };
  const response = { status, data, headers: {}, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

beforeAll(startI18n);
afterEach(() => switchLanguage('en'));

describe("serverMessage: the API's refusals in the page's language", () => {
  it("has a text for every fixed refusal in each language; the English one is the API's own", () => {
    for (const [key, text] of Object.entries(ADMIN_REFUSALS)) {
      const texts = {
        en: (en.refusals as Record<string, string>)[key],
        tr: (tr.refusals as Record<string, string>)[key],
        ar: (ar.refusals as Record<string, string>)[key],
      };
      expect({ key, en: texts.en }).toEqual({ key, en: text });
      expect({ key, tr: Boolean(texts.tr?.trim()), ar: Boolean(texts.ar?.trim()) }).toEqual({ key, tr: true, ar: true });
    }
  });

  it('names a known refusal in Turkish on a Turkish page; any other message as sent; no answer gives the fallback', async () => {
    await switchLanguage('tr');
    expect(serverMessage(refused(409, ADMIN_REFUSALS.emailTaken), 'x')).toBe('Bu e-posta adresiyle bir hesap zaten var');
    expect(serverMessage(refused(409, ADMIN_REFUSALS.duplicateTable), 'x')).toBe('Bu restoranda bu numarada bir masa zaten var');
    expect(serverMessage(refused(409, ADMIN_REFUSALS.roomNameTaken), 'x')).toBe('Bu otelde bu adda bir oda tipi zaten var');
    await switchLanguage('ar');
    expect(serverMessage(refused(409, 'This hotel already has a room type with this name'), 'x')).toBe(
      'يوجد في هذا الفندق نوع غرفة بهذا الاسم بالفعل',
    );
    await switchLanguage('tr');
    expect(serverMessage(refused(400, 'pricePerNight must be <= 100000'), 'x')).toBe('pricePerNight must be <= 100000');
    expect(serverMessage(new AxiosError('Network Error', 'ERR_NETWORK'), 'Kaydedilemedi')).toBe('Kaydedilemedi');
  });

  it('names a refusal with numbers in it with those numbers, isolated left to right', async () => {
    await switchLanguage('ar');
    const message = 'Total rooms cannot be less than the rooms already booked on 2026-12-20 (2)';
    expect(serverMessage(refused(409, message), 'x')).toBe(
      'لا يمكن أن يقل إجمالي الغرف عن الغرف المحجوزة بالفعل في \u206620\u200f/12\u200f/2026\u2069 (\u20662\u2069)',
    );
    const oneDay = refused(400, "Itinerary day 2 is after the package's last day (day 1)");
    expect(serverMessage(oneDay, 'x')).toBe('اليوم \u20662\u2069 من البرنامج يقع بعد اليوم الأخير للباقة (اليوم \u20661\u2069)');
    await switchLanguage('tr');
    expect(serverMessage(oneDay, 'x')).toBe('Programın \u20662\u2069. günü, paketin son gününden (\u20661\u2069. gün) sonra geliyor');
    await switchLanguage('en');
    expect(serverMessage(oneDay, 'x')).toBe("Itinerary day \u20662\u2069 is after the package's last day (day \u20661\u2069)");
  });

  it("writes a refusal's day as the admin writes days (formatDate) in each language, still isolated left to right", async () => {
    const roomTotal = refused(409, fillTemplate(ADMIN_REFUSALS.roomTotalBelowBooked, { date: '2026-12-17', booked: 1 }));
    expect(serverMessage(roomTotal, 'x')).toBe(
      'Total rooms cannot be less than the rooms already booked on \u2066Dec 17, 2026\u2069 (\u20661\u2069)',
    );
    await switchLanguage('tr');
    expect(serverMessage(roomTotal, 'x')).toBe(
      'Toplam oda sayısı \u206617 Ara 2026\u2069 tarihinde zaten rezerve edilmiş odalardan az olamaz (\u20661\u2069)',
    );
    const fleet = refused(409, fillTemplate(ADMIN_REFUSALS.fleetBelowBooked, { date: '2026-12-17', booked: 4 }));
    expect(serverMessage(fleet, 'x')).toBe(
      'Filo, \u206617 Ara 2026\u2069 tarihinde zaten rezerve edilmiş araçlardan küçük olamaz (\u20664\u2069)',
    );
    await switchLanguage('ar');
    expect(serverMessage(roomTotal, 'x')).toBe(
      'لا يمكن أن يقل إجمالي الغرف عن الغرف المحجوزة بالفعل في \u206617\u200f/12\u200f/2026\u2069 (\u20661\u2069)',
    );
  });

  it('writes the day of every refusal that carries one, none left as YYYY-MM-DD', async () => {
    await switchLanguage('tr');
    const dated = Object.values(ADMIN_REFUSALS).filter((text) => text.includes('{{date}}'));
    expect(dated.length).toBeGreaterThan(0);
    for (const template of dated) {
      const values = Object.fromEntries(
        [...template.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => [name, name === 'date' ? '2026-12-17' : '3']),
      );
      const shown = serverMessage(refused(409, fillTemplate(template, values)), 'x');
      expect({ template, shown }).toEqual({ template, shown: expect.stringContaining('\u206617 Ara 2026\u2069') });
      expect(shown).not.toContain('2026-12-17');
    }
  });
});
