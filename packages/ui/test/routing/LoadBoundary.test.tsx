// @vitest-environment happy-dom
import { Suspense } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from '../../src/routing/LoadBoundary';
import { lazyComponent } from '../../src/routing/ScreenSwitch';
import { renderInKit, startI18n } from '../helpers/render';

function Form({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

beforeAll(() => startI18n('en'));
afterEach(cleanup);

describe('a lazily loaded part in a LoadBoundary', () => {
  it('says a failed load in its place, beside the rest of the screen, and Try again loads it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Form>>().mockRejectedValue(new Error('ChunkLoadError'));
    const LazyForm = lazyComponent(load);
    renderInKit(
      <main>
        <h1>Flights</h1>
        <LoadBoundary>
          <Suspense fallback={<p>loading</p>}>
            <LazyForm label="Book" />
          </Suspense>
        </LoadBoundary>
      </main>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This part of the site could not be loaded');
    expect(screen.getByRole('heading', { name: 'Flights' })).toBeTruthy();
    // The connection is back: Try again loads the part afresh (React.lazy alone would keep the failure).
    const failedLoads = load.mock.calls.length;
    load.mockResolvedValue(Form);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Book' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
    vi.restoreAllMocks();
  });
});
