// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelsApi } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { ScreenSwitch } from '@trabzon/ui';
import { routes } from '../../../src/routes';
import { renderAt, startI18n } from '../../helpers';

/** The API's answer to a path segment over 100 characters (its router refuses it before any route, in English). */
const tooLong = new AxiosError('Request failed with status code 414', 'ERR_BAD_REQUEST', undefined, undefined, {
  status: 414,
  data: { statusCode: 414, message: 'A part of the address is longer than 100 characters' },
  headers: {},
  statusText: '',
  config: {},
} as unknown as AxiosResponse);

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await startI18n();
});

describe('/hotels/:id with an id longer than the API takes (a link cut or pasted wrong)', () => {
  it.each([
    ['en', 'Hotel not found', 'See all hotels'],
    ['tr', 'Otel bulunamadı', 'Tüm otelleri gör'],
    ['ar', 'لم يتم العثور على الفندق', 'عرض جميع الفنادق'],
  ] as const)(
    'in %s: says the hotel is not found, not the server’s English reason with a Try again that cannot work',
    async (language, title, link) => {
      useLocaleStore.getState().setLanguage(language);
      await i18n.changeLanguage(language);
      vi.spyOn(hotelsApi, 'get').mockRejectedValue(tooLong);
      renderAt(`/hotels/${'a'.repeat(300)}`, '/hotels/:id', <ScreenSwitch routes={routes} fallback={null} />);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/hotels');
      expect(screen.queryByText(/longer than 100 characters/)).toBeNull();
      expect(screen.queryByTestId('error-panel')).toBeNull();
    },
  );
});
