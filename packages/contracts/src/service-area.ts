/*
 * Where the agency drives, checked by the API (a map point in a request) and by the map (a click,
 * the crosshair, the browser's position) alike, and the land the map draws as its offline base
 * layer: one copy of the coastline. Plain data and arithmetic, no import: safe and small in a
 * browser bundle (import it as `@trabzon/contracts/service-area`, not from the package's index,
 * which brings the schemas and typebox).
 */

/**
 * Where the agency drives: the eastern Black Sea coast and its mountains, from west of Trabzon
 * (Görele, 38.3° E) to the Georgian border at Sarp (41.6° E), and from the sea (41.7° N) to the
 * Kaçkar and Zigana ranges (40.3° N). A map point outside this box, or in the sea, is refused (inServiceArea).
 */
export const SERVICE_AREA = { south: 40.3, north: 41.7, west: 38.3, east: 41.6 } as const;

/**
 * The land of the eastern Black Sea (36.5–42.5° E, 39.8–42.4° N) as one ring of [longitude,
 * latitude] points: Natural Earth's 1:10m land polygons as packaged by `world-atlas` 2 (land-10m,
 * public domain: https://www.naturalearthdata.com/about/terms-of-use/), clipped to that box and
 * rounded to 3 decimals (mf-transfers/scripts/extract-coast.mjs computes it). Only the coast
 * matters to inServiceArea: the ring's other sides are the edges of its box, well outside
 * SERVICE_AREA. The map draws it as its offline base layer, under the tiles, so the coast it shows
 * is the one a point is checked against, even when no tile server answers.
 */
export const LAND_RING: ReadonlyArray<readonly [number, number]> = [
  [42.5, 42.4],
  [42.5, 39.8],
  [36.5, 39.8],
  [36.5, 41.255],
  [36.517, 41.263],
  [36.571, 41.298],
  [36.578, 41.307],
  [36.582, 41.317],
  [36.596, 41.335],
  [36.6, 41.342],
  [36.603, 41.344],
  [36.607, 41.366],
  [36.621, 41.376],
  [36.632, 41.374],
  [36.65, 41.369],
  [36.672, 41.366],
  [36.758, 41.366],
  [36.837, 41.35],
  [36.985, 41.295],
  [37.014, 41.274],
  [37.032, 41.242],
  [37.035, 41.198],
  [37.039, 41.182],
  [37.057, 41.175],
  [37.079, 41.171],
  [37.115, 41.153],
  [37.136, 41.146],
  [37.262, 41.148],
  [37.298, 41.141],
  [37.323, 41.124],
  [37.334, 41.119],
  [37.356, 41.114],
  [37.377, 41.112],
  [37.395, 41.109],
  [37.421, 41.087],
  [37.435, 41.077],
  [37.478, 41.068],
  [37.482, 41.062],
  [37.503, 41.043],
  [37.525, 41.036],
  [37.565, 41.04],
  [37.579, 41.036],
  [37.586, 41.041],
  [37.601, 41.046],
  [37.608, 41.05],
  [37.615, 41.058],
  [37.629, 41.085],
  [37.64, 41.102],
  [37.655, 41.117],
  [37.673, 41.131],
  [37.691, 41.141],
  [37.698, 41.124],
  [37.716, 41.114],
  [37.734, 41.114],
  [37.752, 41.126],
  [37.759, 41.119],
  [37.784, 41.122],
  [37.784, 41.06],
  [37.802, 41.043],
  [37.853, 41.023],
  [37.867, 41.016],
  [37.878, 41.006],
  [37.896, 40.982],
  [37.935, 40.996],
  [37.982, 40.991],
  [38.101, 40.96],
  [38.162, 40.952],
  [38.202, 40.942],
  [38.223, 40.942],
  [38.267, 40.95],
  [38.288, 40.947],
  [38.331, 40.918],
  [38.353, 40.918],
  [38.389, 40.927],
  [38.425, 40.918],
  [38.454, 40.916],
  [38.465, 40.923],
  [38.54, 40.927],
  [38.555, 40.935],
  [38.591, 40.962],
  [38.605, 40.969],
  [38.637, 40.976],
  [38.648, 40.976],
  [38.655, 40.971],
  [38.67, 40.955],
  [38.677, 40.949],
  [38.688, 40.952],
  [38.706, 40.954],
  [38.717, 40.955],
  [38.724, 40.959],
  [38.735, 40.965],
  [38.742, 40.972],
  [38.756, 40.976],
  [38.774, 40.994],
  [38.778, 40.999],
  [38.785, 41.003],
  [38.807, 41.008],
  [38.875, 41.019],
  [38.893, 41.028],
  [38.907, 41.038],
  [38.929, 41.043],
  [39.041, 41.043],
  [39.123, 41.057],
  [39.131, 41.062],
  [39.156, 41.077],
  [39.167, 41.08],
  [39.203, 41.077],
  [39.221, 41.074],
  [39.249, 41.053],
  [39.275, 41.05],
  [39.289, 41.055],
  [39.318, 41.068],
  [39.336, 41.07],
  [39.35, 41.074],
  [39.404, 41.099],
  [39.408, 41.102],
  [39.411, 41.107],
  [39.419, 41.111],
  [39.429, 41.112],
  [39.494, 41.101],
  [39.509, 41.09],
  [39.534, 41.065],
  [39.591, 41.025],
  [39.631, 41.008],
  [39.671, 41.003],
  [39.689, 41.008],
  [39.71, 41.014],
  [39.728, 41.018],
  [39.757, 41.003],
  [39.768, 41.001],
  [39.789, 41.003],
  [39.8, 41.001],
  [39.858, 40.964],
  [39.876, 40.957],
  [39.897, 40.955],
  [39.912, 40.964],
  [39.977, 40.981],
  [39.998, 40.982],
  [40.056, 40.942],
  [40.085, 40.927],
  [40.124, 40.92],
  [40.142, 40.923],
  [40.171, 40.932],
  [40.196, 40.937],
  [40.232, 40.947],
  [40.254, 40.959],
  [40.301, 40.969],
  [40.466, 41.05],
  [40.499, 41.038],
  [40.527, 41.036],
  [40.556, 41.043],
  [40.589, 41.057],
  [40.625, 41.082],
  [40.639, 41.085],
  [40.671, 41.089],
  [40.686, 41.092],
  [40.697, 41.099],
  [40.758, 41.158],
  [40.826, 41.198],
  [40.841, 41.202],
  [40.855, 41.198],
  [40.898, 41.188],
  [40.923, 41.19],
  [40.959, 41.21],
  [40.977, 41.215],
  [40.995, 41.217],
  [41.021, 41.224],
  [41.042, 41.232],
  [41.06, 41.242],
  [41.1, 41.274],
  [41.121, 41.286],
  [41.147, 41.29],
  [41.172, 41.291],
  [41.19, 41.296],
  [41.283, 41.354],
  [41.309, 41.361],
  [41.33, 41.369],
  [41.341, 41.372],
  [41.377, 41.376],
  [41.391, 41.379],
  [41.409, 41.391],
  [41.424, 41.408],
  [41.435, 41.43],
  [41.438, 41.452],
  [41.449, 41.457],
  [41.507, 41.496],
  [41.521, 41.514],
  [41.586, 41.602],
  [41.615, 41.632],
  [41.676, 41.663],
  [41.694, 41.692],
  [41.741, 41.751],
  [41.741, 41.762],
  [41.744, 41.771],
  [41.744, 41.779],
  [41.751, 41.788],
  [41.766, 41.805],
  [41.773, 41.813],
  [41.773, 41.822],
  [41.773, 41.903],
  [41.773, 41.908],
  [41.762, 41.97],
  [41.759, 41.992],
  [41.755, 42.006],
  [41.715, 42.06],
  [41.687, 42.098],
  [41.676, 42.105],
  [41.665, 42.114],
  [41.658, 42.132],
  [41.658, 42.168],
  [41.651, 42.212],
  [41.597, 42.35],
  [41.593, 42.355],
  [41.586, 42.364],
  [41.557, 42.382],
  [41.553, 42.391],
  [41.551, 42.4],
  [42.5, 42.4],
];

/**
 * How far off the drawn coast a point still counts as on land, km: the coastline is drawn to about
 * a kilometre, so a quay, a beach or the airport's runway on reclaimed land must not fall into the sea.
 */
export const COAST_TOLERANCE_KM = 1;

/** Whether a point is inside the ring (even-odd ray casting, in degrees: exact enough at this scale). */
function insideLand(lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = LAND_RING.length - 1; i < LAND_RING.length; j = i++) {
    const [x1, y1] = LAND_RING[i]!;
    const [x2, y2] = LAND_RING[j]!;
    if (y1 > lat !== y2 > lat && lng < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}

/** The distance from a point to the coast, km (a local flat projection: the distances are a few km). */
function kmToCoast(lat: number, lng: number): number {
  const kmPerLng = 111.32 * Math.cos((lat * Math.PI) / 180);
  const kmPerLat = 110.57;
  let nearest = Infinity;
  for (let i = 0, j = LAND_RING.length - 1; i < LAND_RING.length; j = i++) {
    const [x1, y1] = LAND_RING[j]!;
    const [x2, y2] = LAND_RING[i]!;
    const ax = (x1 - lng) * kmPerLng;
    const ay = (y1 - lat) * kmPerLat;
    const dx = (x2 - x1) * kmPerLng;
    const dy = (y2 - y1) * kmPerLat;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
    nearest = Math.min(nearest, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return nearest;
}

/**
 * Whether the agency drives to a map point: inside SERVICE_AREA and on land (or within
 * COAST_TOLERANCE_KM of the coast). A point in the sea is refused like one outside the box.
 */
export function inServiceArea(point: { lat: number; lng: number }): boolean {
  const { lat, lng } = point;
  const inBox = lat >= SERVICE_AREA.south && lat <= SERVICE_AREA.north && lng >= SERVICE_AREA.west && lng <= SERVICE_AREA.east;
  return inBox && (insideLand(lat, lng) || kmToCoast(lat, lng) <= COAST_TOLERANCE_KM);
}
