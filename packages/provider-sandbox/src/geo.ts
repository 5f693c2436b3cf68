const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point about `km` kilometres from the centre in a direction and distance chosen by `u`, `v` (both 0..1). */
export function offsetPoint(centre: { latitude: number; longitude: number }, km: number, u: number, v: number) {
  const angle = u * 2 * Math.PI;
  const distance = km * Math.sqrt(v);
  const latitude = centre.latitude + (distance * Math.cos(angle)) / 111.2;
  const longitude = centre.longitude + (distance * Math.sin(angle)) / (111.32 * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e5) / 1e5, longitude: Math.round(longitude * 1e5) / 1e5 };
}

/** Upper-case ASCII, the way the provider spells names in its hotel list ("NOVOTEL TRABZON"). */
export function providerUpper(text: string): string {
  return text
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}
