// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import type { ApiKeysView, ConnectionTestResult } from '@trabzon/contracts';
import { ApiKeysSection } from '../../../src/features/settings/sections/ApiKeysSection';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

const KEYS: ApiKeysView = {
  providerClientId: 'client',
  secretSet: true,
  secretMasked: '••••ab',
  source: 'settings',
  providerBaseUrl: 'https://provider.example',
};

async function testConnection(result: ConnectionTestResult, keys: ApiKeysView = KEYS): Promise<string | null> {
  vi.spyOn(adminSettingsApi, 'apiKeys').mockResolvedValue(keys);
  vi.spyOn(adminSettingsApi, 'testConnection').mockResolvedValue(result);
  renderAdmin(<ApiKeysSection />);
  fireEvent.click(await screen.findByTestId('keys-test'));
  return (await screen.findByTestId('keys-test-result')).textContent;
}

// QA: "Bağlantı çalışıyor. Connected: the provider issued a token valid for 1799 s (92 ms)" on a Turkish page.
describe("Settings → API keys → Test connection: the result in the page's language", () => {
  it("says a working connection from the answer's numbers, not the API's English message", async () => {
    await switchLanguage('tr');
    const shown = await testConnection({
      ok: true,
      status: 200,
      message: 'Connected: the provider issued a token valid for 1799 s',
      expiresIn: 1799,
      elapsedMs: 92,
    });
    expect(shown).toBe('Bağlantı çalışıyor. Sağlayıcı 1799 sn geçerli bir erişim anahtarı verdi. (92 ms)');
  });

  it('says a refusal with its HTTP status, and tells a missing provider from an unreachable one', async () => {
    await switchLanguage('ar');
    const refused = await testConnection({
      ok: false,
      status: 401,
      message: 'The provider refused the credentials (401): invalid_client',
      expiresIn: null,
      elapsedMs: 40,
    });
    expect(refused).toBe('فشل الاتصال. رفض المزوّد بيانات الاعتماد (HTTP 401). (40 مللي ثانية)');
    cleanup();
    await switchLanguage('en');
    const none = {
      ok: false,
      status: null,
      message: 'No provider is configured on this server (PROVIDER_BASE_URL is not set)',
      expiresIn: null,
      elapsedMs: 1,
    };
    expect(await testConnection(none, { ...KEYS, providerBaseUrl: null })).toBe(
      'Connection failed. No provider is configured on this server. (1 ms)',
    );
    cleanup();
    const away = { ...none, message: 'Could not reach the provider at https://provider.example', elapsedMs: 5000 };
    expect(await testConnection(away)).toBe('Connection failed. The provider could not be reached. (5000 ms)');
  });
});
