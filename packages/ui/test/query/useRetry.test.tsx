// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from '../../src/components/ErrorPanel';
import { useRetry } from '../../src/query/useRetry';
import { renderInKit, startI18n } from '../helpers/render';

beforeAll(() => startI18n('en'));
afterEach(cleanup);

interface Load {
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => Promise<unknown> | void;
}

/** A page with a load: its panel while failed, "Loading" while it runs, else a heading and a link. */
function Screen({ load, focusLoaded }: { load: Load; focusLoaded?: 'heading' | 'link' }) {
  const { failed, retrying, retry, error } = useRetry(
    load,
    focusLoaded ? () => document.querySelector<HTMLElement>(focusLoaded === 'heading' ? 'h2' : 'a') : undefined,
  );
  return (
    <main id="main">
      <h1>The page</h1>
      {failed ? (
        <ErrorPanel title="Failed" message={error instanceof Error ? error.message : undefined} onRetry={retry} retrying={retrying} />
      ) : load.isFetching ? (
        <p>Loading</p>
      ) : (
        <>
          <h2>Results</h2>
          <a href="/first">First</a>
        </>
      )}
    </main>
  );
}

/** A refetch left open: the test ends it when it wants to see the page in between (a query's ends well, failed or not). */
function openCall() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const failed = (refetch: Load['refetch']): Load => ({ isError: true, isFetching: false, error: new Error('Slow down'), refetch });

function pressTryAgain(): HTMLElement {
  const button = screen.getByRole('button', { name: 'Try again' });
  button.focus();
  fireEvent.click(button);
  return button;
}

describe('useRetry: where the focus goes once the panel has gone', () => {
  it('to the page’s heading by default', async () => {
    const call = openCall();
    const refetch = vi.fn(() => call.promise);
    const { rerender } = renderInKit(<Screen load={failed(refetch)} />);
    pressTryAgain();
    rerender(<Screen load={{ isError: false, isFetching: false, refetch }} />);
    await act(async () => call.resolve());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('to what `loaded` gives (the results’ heading, made focusable for it), not the page’s heading', async () => {
    const call = openCall();
    const refetch = vi.fn(() => call.promise);
    const { rerender } = renderInKit(<Screen load={failed(refetch)} focusLoaded="heading" />);
    pressTryAgain();
    rerender(<Screen load={{ isError: false, isFetching: false, refetch }} focusLoaded="heading" />);
    await act(async () => call.resolve());
    const results = screen.getByRole('heading', { level: 2, name: 'Results' });
    expect(document.activeElement).toBe(results);
    expect(results.getAttribute('tabindex')).toBe('-1');
  });

  it('to a link as it is: it stays in the tab order', async () => {
    const call = openCall();
    const refetch = vi.fn(() => call.promise);
    const { rerender } = renderInKit(<Screen load={failed(refetch)} focusLoaded="link" />);
    pressTryAgain();
    rerender(<Screen load={{ isError: false, isFetching: false, refetch }} focusLoaded="link" />);
    await act(async () => call.resolve());
    const link = screen.getByRole('link', { name: 'First' });
    expect(document.activeElement).toBe(link);
    expect(link.hasAttribute('tabindex')).toBe(false);
  });

  it('nowhere new when it failed again: Try again keeps it', async () => {
    const call = openCall();
    const refetch = vi.fn(() => call.promise);
    const { rerender } = renderInKit(<Screen load={failed(refetch)} focusLoaded="heading" />);
    const button = pressTryAgain();
    rerender(<Screen load={failed(refetch)} focusLoaded="heading" />);
    await act(async () => call.resolve());
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('useRetry: while the new attempt runs', () => {
  it('keeps the panel as it was, its message included, when the new attempt clears the error (a first load’s)', async () => {
    const call = openCall();
    const refetch = vi.fn(() => call.promise);
    const { rerender } = renderInKit(<Screen load={failed(refetch)} />);
    const button = pressTryAgain();
    // A first load's new attempt: the query has no error while it runs.
    rerender(<Screen load={{ isError: false, isFetching: true, error: null, refetch }} />);
    expect(screen.getByTestId('error-panel').textContent).toContain('Slow down');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    await act(async () => call.resolve());
  });

  it('with a load its owner runs (no promise): busy from the press until that load has come and gone', () => {
    const refetch = vi.fn(() => undefined);
    const { rerender } = renderInKit(<Screen load={failed(refetch)} focusLoaded="heading" />);
    const button = pressTryAgain();
    expect(refetch).toHaveBeenCalledTimes(1);
    // Pressed; the owner has not started loading yet.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(<Screen load={{ isError: false, isFetching: true, refetch }} focusLoaded="heading" />);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    rerender(<Screen load={{ isError: false, isFetching: false, refetch }} focusLoaded="heading" />);
    expect(screen.queryByTestId('error-panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Results' }));
  });

  it('with a load its owner runs that answers before a render shows it loading: the answer, and the focus on it', () => {
    const refetch = vi.fn(() => undefined);
    const { rerender } = renderInKit(<Screen load={failed(refetch)} focusLoaded="heading" />);
    pressTryAgain();
    rerender(<Screen load={{ isError: false, isFetching: false, refetch }} focusLoaded="heading" />);
    expect(screen.queryByTestId('error-panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Results' }));
  });

  it('with a load its owner runs, failing again: the panel and the focus stay, the button usable again', () => {
    const refetch = vi.fn(() => undefined);
    const { rerender } = renderInKit(<Screen load={failed(refetch)} />);
    const button = pressTryAgain();
    rerender(<Screen load={{ isError: false, isFetching: true, refetch }} />);
    rerender(<Screen load={failed(refetch)} />);
    expect(button.isConnected).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
