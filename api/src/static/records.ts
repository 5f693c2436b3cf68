import type { Repositories } from '../plugins/repositories';

/**
 * Is this the page of one catalogue record that no guest can see (no record has that id or slug, or
 * it is inactive)? Then the page is answered 404, as the API answers its record: the shell's page all
 * the same, whose screen shows its own "not found". Any other path: false, without a query.
 */
export type MissingRecord = (pathname: string) => boolean;

/** A record's page (as the remotes route it, case-insensitive) and whether guests see the record its last segment names. */
const RECORD_PAGES: { path: RegExp; shown: (repos: Repositories, key: string) => boolean }[] = [
  { path: /^\/hotels\/([^/]+)\/?$/i, shown: (repos, key) => repos.hotels.shownToGuests(key) },
  { path: /^\/restaurants\/([^/]+)\/?$/i, shown: (repos, key) => repos.restaurants.shownToGuests(key) },
  { path: /^\/packages\/([^/]+)\/?$/i, shown: (repos, key) => repos.packages.shownToGuests(key) },
];

export function catalogueMissingRecord(repos: Repositories): MissingRecord {
  return (pathname) => {
    for (const page of RECORD_PAGES) {
      const match = page.path.exec(pathname);
      // The screen asks the API for the segment as the router decodes it (malformed addresses never get here).
      if (match) return !page.shown(repos, decodeURIComponent(match[1]!));
    }
    return false;
  };
}
