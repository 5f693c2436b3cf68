// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useShownData, type ShownData } from '../../src/query/useShownData';

type Answer = { results: string[] };
type Query = { data: Answer | undefined; isPending: boolean };

/** Renders the hook with `query` and logs what each render would show. */
function setup(query: Query) {
  const log: ShownData<Answer>[] = [];
  function Widget({ query: current }: { query: Query }) {
    log.push(useShownData(current));
    return null;
  }
  const view = render(<Widget query={query} />);
  return { log, rerender: (next: Query) => act(() => view.rerender(<Widget query={next} />)) };
}

const first: Answer = { results: ['Uzungöl'] };
const second: Answer = { results: ['Sümela', 'Ayder'] };

afterEach(cleanup);

describe('useShownData', () => {
  it('shows the loading state while the query is pending', () => {
    const { log } = setup({ data: undefined, isPending: true });
    expect(log.at(-1)).toEqual({ data: undefined, loading: true });
  });

  it('renders an arrived answer in a second, deferred render, keeping the loading state up until then', async () => {
    const { log, rerender } = setup({ data: undefined, isPending: true });
    log.length = 0;
    await rerender({ data: first, isPending: false });
    // The urgent render keeps the loading state and shows no data; the deferred one shows the answer.
    expect(log[0]).toEqual({ data: undefined, loading: true });
    expect(log.at(-1)).toEqual({ data: first, loading: false });
    // Never a render with neither the loading state nor the data (the widget would collapse).
    expect(log.some((shown) => !shown.loading && shown.data === undefined)).toBe(false);
  });

  it('keeps the shown answer, without the loading state, while a newer one renders', async () => {
    const { log, rerender } = setup({ data: first, isPending: false });
    log.length = 0;
    await rerender({ data: second, isPending: false });
    expect(log[0]).toEqual({ data: first, loading: false });
    expect(log.at(-1)).toEqual({ data: second, loading: false });
  });

  it('drops the loading state when the query fails', async () => {
    const { log, rerender } = setup({ data: undefined, isPending: true });
    await rerender({ data: undefined, isPending: false });
    expect(log.at(-1)).toEqual({ data: undefined, loading: false });
  });
});
