// For tests only (`@trabzon/ui/testing`): the check that Try again keeps the keyboard's place, which the
// hotels, restaurants and packages screens share through useRetry, and a page opened after its
// prefetch. Never imported by an app.
import { createElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { expect, vi } from 'vitest';
import { AppProviders } from './AppProviders';
import { queryClient } from './query/client';
import { prefetchScreenData, ScreenSwitch, type ScreenRoute } from './routing/ScreenSwitch';

/** Try again and its busy text, in each language of the site. */
export const RETRY_TEXTS = [
  ['en', ['Try again', 'Trying again…']],
  ['tr', ['Tekrar dene', 'Yeniden deneniyor…']],
  ['ar', ['حاول مرة أخرى', 'جارٍ إعادة المحاولة…']],
] as const;

/** A failed answer of the API, as its client throws it: a 4xx the cache does not ask again, a 5xx it does. */
export const apiFailure = (status: number, message: string) =>
  new AxiosError(`Request failed with status code ${status}`, status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data: { message },
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);

/**
 * An API call that fails with `error()` until `answer(true)`. After `hold()`, the next call waits for
 * `answer()`: the test looks at the screen while Try again's attempt runs. The cache's own repeats
 * (a 5xx, or a query that retries more) follow at once.
 */
export function failingCall<T>(value: T, error: () => Error) {
  let fails = true;
  let held: Promise<void> | null = null;
  let release = () => undefined as void;
  const call = vi.fn(async () => {
    if (held) await held;
    if (fails) throw error();
    return value;
  });
  return Object.assign(call, {
    hold: () => {
      held = new Promise<void>((open) => (release = open));
    },
    answer: (ok: boolean) => {
      fails = !ok;
      held = null;
      release();
    },
  });
}

/**
 * Presses the error panel's Try again with the keyboard's focus on it, twice: the first attempt fails,
 * the second loads. While an attempt runs, the panel stays as it was with the focus on its busy button
 * (`trying`, aria-busy), and no loading state (`loading`) takes its place (it did, and the focus fell
 * to <body>). Failing again leaves the focus on the button, usable again; once loaded, the focus goes
 * to `content`.
 */
export async function retryTwice(
  [tryAgain, trying]: readonly [string, string],
  call: ReturnType<typeof failingCall>,
  content: () => HTMLElement,
  loading: () => HTMLElement | null = () => screen.queryByRole('status'),
) {
  const button = await screen.findByRole('button', { name: tryAgain }, { timeout: 5000 });
  const panel = screen.getByTestId('error-panel');
  const said = panel.textContent ?? '';
  for (const ok of [false, true]) {
    const before = call.mock.calls.length;
    call.hold();
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(before + 1), { timeout: 5000 });
    expect(button.isConnected).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe(trying);
    expect(document.activeElement).toBe(button);
    expect(screen.getByTestId('error-panel')).toBe(panel);
    expect(panel.textContent).toBe(said.replace(tryAgain, trying));
    expect(loading()).toBeNull();
    await act(async () => call.answer(ok));
    if (!ok) {
      await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull(), { timeout: 5000 });
      expect(button.isConnected).toBe(true);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(panel.textContent).toBe(said);
      expect(document.activeElement).toBe(button);
    }
  }
  await waitFor(() => expect(document.activeElement).toBe(content()), { timeout: 5000 });
}

const queryDefaults = queryClient.getDefaultOptions();

/**
 * A remote's page opened as the first address: its module's prefetch of `url` (prefetchScreenData;
 * none with `prefetch: false`), then the screen rendered on the same cache, as the app mounts it. The
 * cache's own new attempt after a 5xx is made at once, not after a second: call `resetQueryCache`
 * after each test.
 */
export async function openPrefetched(routes: ScreenRoute[], url: string, { prefetch = true } = {}): Promise<void> {
  queryClient.clear();
  queryClient.setDefaultOptions({ ...queryDefaults, queries: { ...queryDefaults.queries, retryDelay: 0 } });
  if (prefetch) {
    prefetchScreenData(routes, { pathname: url, search: '' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  }
  render(
    createElement(
      AppProviders,
      null,
      createElement(MemoryRouter, { initialEntries: [url] }, createElement(ScreenSwitch, { routes, fallback: null })),
    ),
  );
}

/** Settled: a moment for a request the screen's mount would make, and nothing loading. */
export async function settledQueries(): Promise<void> {
  await act(() => new Promise((done) => setTimeout(done, 50)));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

/** The page's one cache as a test found it: empty, with its own defaults (after openPrefetched). */
export function resetQueryCache(): void {
  queryClient.setDefaultOptions(queryDefaults);
  queryClient.clear();
}
