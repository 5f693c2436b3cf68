import type { HotelPool } from './hotels/data';

/** What the route modules share. */
export interface SandboxContext {
  /** Seed of every generated value. */
  seed: string;
  /** Milliseconds since the epoch (injectable for tests). */
  now: () => number;
  /** Prefix of media URIs: '' gives site-relative `/media/...` URIs. */
  mediaBaseUrl: string;
  hotels: HotelPool;
  /** The fault setting `priceChangePercent` as it is now (flight fares move by it). */
  priceChangePercent: () => number;
}

/** Content type of every data answer (the token endpoint answers plain application/json). */
export const PROVIDER_JSON = 'application/vnd.amadeus+json';
