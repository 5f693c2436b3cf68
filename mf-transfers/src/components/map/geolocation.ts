import type { LatLng } from '../../model/search';

/** Spec section 7: high accuracy, 10 s time-out, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

/** Keys of `transfers:geo.*`, one per message of spec section 8. */
export type GeoMessage = 'unsupported' | 'mapUnavailable' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

/** The message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 time-out). */
export function geoMessageOf(error: { code?: number } | null | undefined): GeoMessage {
  switch (error?.code) {
    case 1:
      return 'denied';
    case 2:
      return 'unavailable';
    case 3:
      return 'timeout';
    default:
      return 'unknown';
  }
}

export type LocateResult = { ok: true; point: LatLng } | { ok: false; message: GeoMessage };

/**
 * The visitor's position for 'Use My Current Location': refused at once without a geolocation API
 * or without a map to show it on, else whatever the browser answers.
 */
export function locate(geolocation: Geolocation | undefined, mapReady: boolean): Promise<LocateResult> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') return Promise.resolve({ ok: false, message: 'unsupported' });
  if (!mapReady) return Promise.resolve({ ok: false, message: 'mapUnavailable' });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ ok: true, point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
        (error) => resolve({ ok: false, message: geoMessageOf(error) }),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      resolve({ ok: false, message: 'unknown' });
    }
  });
}
