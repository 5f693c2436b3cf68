// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyScreen, ScreenSwitch, useScreenParams, type ScreenRoute } from '../../src/routing/ScreenSwitch';
import { renderInKit, startI18n } from '../helpers/render';

function List() {
  return <h1>list</h1>;
}

function Detail() {
  return <h1>detail {useScreenParams().id}</h1>;
}

let release: () => void = () => undefined;
const loaded = new Promise<void>((resolve) => {
  release = resolve;
});
const routes: ScreenRoute[] = [
  { path: '/hotels', Screen: List },
  { path: '/hotels/:id', Screen: Detail },
  // A screen in its own chunk: its module arrives when the test says so.
  { path: '/trabzon-hotels', Screen: lazyScreen(() => loaded.then(() => ({ Provider: () => <h1>provider</h1> })), 'Provider') },
];

function renderAt(path: string) {
  return renderInKit(
    <MemoryRouter initialEntries={[path]}>
      <ScreenSwitch routes={routes} fallback={<p>not found</p>} />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await startI18n('en');
});
afterEach(cleanup);

describe('ScreenSwitch', () => {
  it('shows the screen of the path, with its parameters, or the fallback', () => {
    renderAt('/hotels/42');
    expect(screen.getByRole('heading').textContent).toBe('detail 42');
    cleanup();
    renderAt('/nowhere');
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('shows a spinner while a lazy screen loads, then the screen', async () => {
    renderAt('/trabzon-hotels');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    release();
    expect((await screen.findByRole('heading')).textContent).toBe('provider');
  });
});
