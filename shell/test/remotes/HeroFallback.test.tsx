// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders } from '@trabzon/ui';
import { HeroFallback } from '../../src/remotes/HeroFallback';
import type { RemoteDescriptor } from '../../src/remotes/registry';

const flights: RemoteDescriptor = {
  name: 'mf_flights',
  entry: '/remotes/mf-flights/remoteEntry.js',
  routes: ['/flights', '/flights/:id'],
  heroImages: { '/flights': '/images/flights/explore.svg' },
};

function renderAt(path: string, remote: RemoteDescriptor = flights) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <HeroFallback remote={remote} />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(cleanup);

describe('HeroFallback: what a remote route shows while its screen loads', () => {
  it('draws the hero picture its registry entry names for the route, in the slideshow’s box, hidden from assistive technology', () => {
    const { container } = renderAt('/flights');
    const box = screen.getByTestId('slideshow-placeholder');
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/images/flights/explore.svg');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('');
    // In the screen's Page (a section), as the slideshow is.
    expect(container.querySelector('section')?.contains(box)).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the spinner on a route without a hero, for a remote without any, and for a picture from elsewhere', () => {
    const others: [string, RemoteDescriptor][] = [
      ['/flights/42', flights],
      ['/flights', { ...flights, heroImages: undefined }],
      ['/flights', { ...flights, heroImages: { '/flights': 'https://elsewhere.example/a.svg' } }],
      ['/flights', { ...flights, heroImages: { '/flights': '/images/a.svg" onerror="x' } }],
    ];
    for (const [path, remote] of others) {
      renderAt(path, remote);
      const shown = { placeholder: screen.queryByTestId('slideshow-placeholder'), spinner: screen.queryByRole('status') !== null };
      expect({ path, heroImages: remote.heroImages, ...shown }).toEqual({
        path,
        heroImages: remote.heroImages,
        placeholder: null,
        spinner: true,
      });
      cleanup();
    }
  });
});
