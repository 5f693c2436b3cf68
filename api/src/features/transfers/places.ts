import type { PlaceCode, TransferLocation } from '@trabzon/contracts';
import { inServiceArea } from '@trabzon/contracts/service-area';
import type { Translated } from '../../db/schema/common';
import { badRequest } from '../../lib/http-error';
import { TRANSFER_MESSAGES } from '@trabzon/contracts';

export interface Place {
  code: PlaceCode;
  name: Translated;
  lat: number;
  lng: number;
}

/** The six places of the car screen (coordinates: the terminal, the main square, the lake, the monastery, the plateau, the centre). */
export const PLACES: Place[] = [
  {
    code: 'TZX',
    name: { en: 'Trabzon Airport (TZX)', tr: 'Trabzon Havalimanı (TZX)', ar: 'مطار طرابزون (TZX)' },
    lat: 40.9951,
    lng: 39.7897,
  },
  {
    code: 'TZX_CITY',
    name: { en: 'Trabzon City Center', tr: 'Trabzon Şehir Merkezi', ar: 'وسط مدينة طرابزون' },
    lat: 41.0053,
    lng: 39.7301,
  },
  { code: 'UZUNGOL', name: { en: 'Uzungöl', tr: 'Uzungöl', ar: 'أوزنجول' }, lat: 40.6193, lng: 40.2897 },
  { code: 'SUMELA', name: { en: 'Sumela Monastery', tr: 'Sümela Manastırı', ar: 'دير سوميلا' }, lat: 40.6903, lng: 39.6583 },
  { code: 'AYDER', name: { en: 'Ayder Plateau', tr: 'Ayder Yaylası', ar: 'هضبة أيدر' }, lat: 40.9522, lng: 41.1031 },
  { code: 'RIZE', name: { en: 'Rize City Center', tr: 'Rize Şehir Merkezi', ar: 'وسط مدينة ريزه' }, lat: 41.0201, lng: 40.5234 },
];

const byCode = new Map(PLACES.map((place) => [place.code, place]));

export interface ResolvedPlace {
  code: string;
  name: Translated;
  lat: number;
  lng: number;
}

const CUSTOM_NAME = (lat: number, lng: number): Translated => {
  const at = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
  return { en: `Map point ${at}`, tr: `Harita noktası ${at}`, ar: `نقطة على الخريطة ${at}` };
};

/** A request's location as a named place or a checked map point; 400 with a clear message otherwise. */
export function resolveLocation(location: TransferLocation | undefined, which: 'pickup' | 'dropoff'): ResolvedPlace {
  const missing = which === 'pickup' ? TRANSFER_MESSAGES.pickupRequired : TRANSFER_MESSAGES.dropoffRequired;
  if (!location) throw badRequest(missing);
  if (location.code === 'CUSTOM') {
    const { lat, lng } = location;
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      throw badRequest(TRANSFER_MESSAGES.customNeedsPoint);
    }
    if (!inServiceArea({ lat, lng })) throw badRequest(TRANSFER_MESSAGES.outsideArea);
    const rounded = { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
    return { code: 'CUSTOM', name: CUSTOM_NAME(rounded.lat, rounded.lng), ...rounded };
  }
  const place = byCode.get(location.code);
  if (!place) throw badRequest(missing);
  return { code: place.code, name: place.name, lat: place.lat, lng: place.lng };
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine, mean Earth radius). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
