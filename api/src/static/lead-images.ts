import type { Db } from '../db/client';
import type { Repositories } from '../plugins/repositories';
import { createHotelsService } from '../features/hotels/service';
import { createPackagesService } from '../features/packages/service';
import { createRestaurantsService } from '../features/restaurants/service';

/**
 * The picture a page shows largest on its first screen, by the page's address, or null when the
 * server cannot know it. The shell's page names it in a preload, so the browser fetches it beside the
 * scripts instead of after them: the screen asks for it only once its list or detail has rendered.
 */
export type LeadImage = (pathname: string, search: string) => string | null;

/** The picture a package card shows when the package has none (mf-packages' PackageCard). */
const PACKAGE_CARD_FALLBACK_IMAGE = '/images/hero/default.svg';

type Finder = (param: string) => string | null | undefined;

/** One page of the catalogue and how to find its first picture; `:param` is the address's last segment. */
interface LeadRoute {
  path: RegExp;
  /** A list's first card depends on its filters: only its plain address (no query) is known. */
  plainOnly: boolean;
  find: Finder;
}

/** Only this site's images and https addresses go into a preload (an image list may hold either). */
const PRELOADABLE = /^(\/(?!\/)|https:\/\/)/;

export function leadImageOf(routes: LeadRoute[]): LeadImage {
  return (pathname, search) => {
    for (const route of routes) {
      const match = route.path.exec(pathname);
      if (!match || (route.plainOnly && search !== '')) continue;
      try {
        const image = route.find(decodeURIComponent(match[1] ?? ''));
        return image && PRELOADABLE.test(image) ? image : null;
      } catch {
        // A page that is gone or a malformed address: the screen says so; the page needs no preload.
        return null;
      }
    }
    return null;
  };
}

/**
 * The catalogue's pages whose largest first picture comes from the database (measured with
 * Lighthouse: the first card's picture on /hotels, /restaurants and /packages, the gallery's first
 * picture on a restaurant or a package). The lists ask for the screens' default order; a hotel's
 * page shows text first (its name), so it gets none.
 */
export function catalogueLeadImage({ db, repos }: { db: Db; repos: Repositories }): LeadImage {
  const hotels = createHotelsService({ db, repos });
  const restaurants = createRestaurantsService({ db, repo: repos.restaurants });
  const packages = createPackagesService({ db, repos });
  return leadImageOf([
    {
      path: /^\/hotels\/?$/i,
      plainOnly: true,
      find: () => hotels.list({ sort: 'popularity', page: 1, limit: 1 }, 'en').results[0]?.featuredImage,
    },
    { path: /^\/restaurants\/?$/i, plainOnly: true, find: () => restaurants.list({ page: 1, limit: 1 }, 'en').results[0]?.image },
    {
      path: /^\/packages\/?$/i,
      plainOnly: true,
      // The card's picture, or the one it shows for a package without any (PackageCard).
      find: () => {
        const first = packages.list({ sort: 'popularity', page: 1, limit: 1 }, 'en').results[0];
        return first && (first.images[0] ?? PACKAGE_CARD_FALLBACK_IMAGE);
      },
    },
    { path: /^\/restaurants\/([^/]+)\/?$/i, plainOnly: false, find: (key) => restaurants.detail(key, 'en').images[0] },
    { path: /^\/packages\/([^/]+)\/?$/i, plainOnly: false, find: (slug) => packages.detail(slug, 'en').images[0] },
  ]);
}
