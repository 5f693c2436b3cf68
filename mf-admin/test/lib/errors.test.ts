// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AxiosError, type AxiosResponse } from 'axios';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
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
    expect(serverMessage(refused(400, 'pricePerNight must be <= 100000'), 'x')).toBe('pricePerNight must be <= 100000');
    expect(serverMessage(new AxiosError('Network Error', 'ERR_NETWORK'), 'Kaydedilemedi')).toBe('Kaydedilemedi');
  });

  it('names a refusal with numbers in it with those numbers, isolated left to right', async () => {
    await switchLanguage('ar');
    const message = 'Total rooms cannot be less than the rooms already booked on 2026-12-20 (2)';
    expect(serverMessage(refused(409, message), 'x')).toBe(
      'لا يمكن أن يقل إجمالي الغرف عن الغرف المحجوزة بالفعل في \u20662026-12-20\u2069 (\u20662\u2069)',
    );
  });
});
