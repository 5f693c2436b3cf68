import { matchPath, useLocation } from '@trabzon/router';
import { Page, SlideshowPlaceholder, Spinner } from '@trabzon/ui';
import { isSiteImagePath } from '@trabzon/contracts/validation';
import type { RemoteDescriptor } from './registry';

/** The hero picture the remote's registry entry names for the current route, if any. */
export function heroImageOf(remote: RemoteDescriptor, pathname: string): string | null {
  const images = remote.heroImages;
  if (typeof images !== 'object' || images === null) return null;
  const found = Object.entries(images).find(([route]) => matchPath({ path: route, end: true }, pathname));
  return isSiteImagePath(found?.[1]) ? found[1] : null;
}

/**
 * What a remote's route shows while its screen loads: for a route that opens with a hero, the hero's
 * box and picture where the screen draws them (the first paint the server sent has them too, so the
 * picture stays on screen from the first paint to the slideshow); otherwise the spinner.
 */
export function HeroFallback({ remote }: { remote: RemoteDescriptor }) {
  const { pathname } = useLocation();
  const image = heroImageOf(remote, pathname);
  if (!image) return <Spinner />;
  return (
    <Page>
      <SlideshowPlaceholder image={image} />
    </Page>
  );
}
