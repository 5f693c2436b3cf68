// @vitest-environment happy-dom
import { useRef } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, useToastHost } from '../../src/components/Toasts';
import { renderInKit, startI18n } from '../helpers/render';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Hotel saved.')}>
        ok
      </button>
      <button type="button" onClick={() => toast.error('The hotel could not be saved.')}>
        fail
      </button>
    </>
  );
}

function Host({ open }: { open: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useToastHost(ref, open);
  return <div ref={ref} data-testid="host" />;
}

beforeAll(async () => {
  await startI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Toasts', () => {
  it('announces successes as status and failures as alerts in a labelled region', () => {
    renderInKit(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    click('ok');
    click('fail');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status').textContent).toContain('Hotel saved.');
    expect(within(region).getByRole('alert').textContent).toContain('The hotel could not be saved.');
  });

  it('removes a success after 5 s and a failure after 9 s', () => {
    renderInKit(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    click('ok');
    click('fail');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Hotel saved.')).toBeNull();
    expect(screen.getByText('The hotel could not be saved.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('dismisses a toast with its labelled button and keeps at most four', () => {
    renderInKit(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    for (let i = 0; i < 6; i++) click('ok');
    expect(screen.getAllByTestId('toast')).toHaveLength(4);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
  });

  it('renders inside an open modal host', () => {
    const { rerender } = renderInKit(
      <ToastProvider>
        <Buttons />
        <Host open />
      </ToastProvider>,
    );
    click('ok');
    expect(within(screen.getByTestId('host')).getByText('Hotel saved.')).toBeTruthy();
    rerender(
      <ToastProvider>
        <Buttons />
        <Host open={false} />
      </ToastProvider>,
    );
    expect(within(screen.getByTestId('host')).queryByText('Hotel saved.')).toBeNull();
    expect(screen.getByText('Hotel saved.')).toBeTruthy();
  });
});
