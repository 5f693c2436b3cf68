// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';

let releaseTexts: () => void = () => undefined;
const texts = new Promise<void>((resolve) => {
  releaseTexts = resolve;
});
const loadRemote = vi.fn(async (_key: string) => ({ default: () => <h1>hotels screen</h1>, ready: texts }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (key: string) => loadRemote(key), registerRemotes: vi.fn() }));

const { RemoteView } = await import('../../src/remotes/RemoteView');

const remote = { name: 'mf_hotels', entry: '/remotes/mf-hotels/remoteEntry.js', routes: ['/hotels'] };

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('RemoteView', () => {
  it("waits for an exposed module's `ready` (its texts) before rendering it", async () => {
    render(
      <AppProviders>
        <RemoteView remote={remote} fallback={<p>placeholder</p>} />
      </AppProviders>,
    );
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_hotels/App'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    releaseTexts();
    expect((await screen.findByRole('heading')).textContent).toBe('hotels screen');
  });
});
