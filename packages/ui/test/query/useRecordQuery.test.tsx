// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldRetry } from '../../src/query/client';
import { useRecordQuery } from '../../src/query/useRecordQuery';

const answer = (status: number) => Object.assign(new Error(`status ${status}`), { response: { status } });
const KEY = ['records', 'detail', 'no-such-record', 'en'];

/** A cache as the page's (30 s staleTime, the shared retry), without the delay before a new attempt. */
function setup(fail: () => Error) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry, retryDelay: 0 } } });
  const get = vi.fn(async () => {
    throw fail();
  });
  const options = { queryKey: KEY, queryFn: get };
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const mount = () => renderHook(() => useRecordQuery(options), { wrapper });
  return { client, get, options, mount };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useRecordQuery: a record whose prefetch failed is not asked again when its screen mounts', () => {
  it('a 404: one request in all, and the screen has the failure at once', async () => {
    const { client, get, options, mount } = setup(() => answer(404));
    await client.prefetchQuery(options);
    expect(get).toHaveBeenCalledTimes(1);
    const { result } = mount();
    expect(result.current.isError).toBe(true);
    expect(result.current.isFetching).toBe(false);
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a 5xx (tried once more by the shared retry): nothing more on mount, and refetch (Try again) still asks', async () => {
    const { client, get, options, mount } = setup(() => answer(503));
    await client.prefetchQuery(options);
    expect(get).toHaveBeenCalledTimes(2);
    const { result } = mount();
    expect(result.current.isError).toBe(true);
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(get).toHaveBeenCalledTimes(2);
    await act(() => result.current.refetch());
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('a failure older than the staleTime (a later visit) is asked again on mount, as an old answer would be', async () => {
    const { client, get, options, mount } = setup(() => answer(404));
    await client.prefetchQuery(options);
    const failedAt = client.getQueryState(KEY)!.errorUpdatedAt;
    vi.spyOn(Date, 'now').mockReturnValue(failedAt + 30_001);
    mount();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });
});

// QA (a browser, 1 load in 5): the prefetch's 404 came while React rendered the page in slices, after
// the screen had rendered (its options said "retry on mount": no failure yet) and before it subscribed,
// which then asked again. The page's first render is a transition, as boot makes it.
describe('useRecordQuery: the prefetch failing between the screen’s render and its subscription', () => {
  it('asks once in all', async () => {
    const { client, get, options } = setup(() => answer(404));
    let fail: () => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = () => reject(answer(404)))));
    void client.prefetchQuery(options);
    function Record() {
      useRecordQuery(options);
      return null;
    }
    /** Rendered after the record: busy long enough that React yields to the browser between them. */
    function Slow() {
      const until = performance.now() + 15;
      while (performance.now() < until);
      return null;
    }
    const host = document.createElement('div');
    const root = createRoot(host);
    startTransition(() =>
      root.render(
        <QueryClientProvider client={client}>
          <Record />
          <Slow />
          <Slow />
          <Slow />
        </QueryClientProvider>,
      ),
    );
    // The failure lands while the transition renders the slow ones, after the record rendered.
    setTimeout(() => fail(), 5);
    await waitFor(() => expect(client.getQueryState(KEY)?.status).toBe('error'));
    await new Promise((done) => setTimeout(done, 100));
    expect(get).toHaveBeenCalledTimes(1);
    root.unmount();
  });
});
