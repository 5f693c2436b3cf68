import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { adminApi, destinationsApi } from '@trabzon/api-client';
import { startI18n, switchLanguage } from '../../helpers';

/**
 * The hooks of a package form's save tests: the admin's texts, no destinations or hotels to choose from,
 * and after each test the page emptied, the spies restored and the language back to English.
 */
export function setUpPackageFormTests() {
  beforeAll(startI18n);
  beforeEach(() => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    vi.spyOn(adminApi.hotels, 'adminList').mockResolvedValue([]);
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await switchLanguage('en');
  });
}
