// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
