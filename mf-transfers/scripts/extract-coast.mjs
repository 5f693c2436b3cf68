/* global console */
// Extracts the land of the eastern Black Sea from Natural Earth (world-atlas land-10m, public
// domain) into LAND_RING of packages/contracts/src/service-area.ts: the ring the API and the map
// check a point against (inServiceArea), which the map also draws as its offline base layer.
// Run: node mf-transfers/scripts/extract-coast.mjs (it rewrites the ring in place; commit it).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const topology = JSON.parse(fs.readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
const land = feature(topology, topology.objects.land);

/** The box kept: Sinop to Batumi, the sea to the Pontic mountains' southern side. */
const BOX = { west: 36.5, east: 42.5, south: 39.8, north: 42.4 };

// Sutherland–Hodgman: clip a closed ring against one edge of the box at a time.
function clipEdge(points, inside, intersect) {
  const out = [];
  for (let i = 0; i < points.length; i++) {
    const current = points[i];
    const previous = points[(i + points.length - 1) % points.length];
    if (inside(current)) {
      if (!inside(previous)) out.push(intersect(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(intersect(previous, current));
    }
  }
  return out;
}
const atX = (a, b, x) => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY = (a, b, y) => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
function clipRing(ring) {
  let points = ring.slice(0, -1);
  points = clipEdge(
    points,
    (p) => p[0] >= BOX.west,
    (a, b) => atX(a, b, BOX.west),
  );
  points = clipEdge(
    points,
    (p) => p[0] <= BOX.east,
    (a, b) => atX(a, b, BOX.east),
  );
  points = clipEdge(
    points,
    (p) => p[1] >= BOX.south,
    (a, b) => atY(a, b, BOX.south),
  );
  points = clipEdge(
    points,
    (p) => p[1] <= BOX.north,
    (a, b) => atY(a, b, BOX.north),
  );
  const rounded = [];
  for (const [x, y] of points) {
    const p = [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) rounded.push(p);
  }
  if (rounded.length < 3) return null;
  rounded.push(rounded[0]);
  return rounded;
}

const polygons = [];
for (const f of land.features) {
  const geometry = f.geometry;
  const list = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of list) {
    const outer = clipRing(polygon[0]);
    if (!outer) continue;
    const holes = polygon.slice(1).map(clipRing).filter(Boolean);
    polygons.push([outer, ...holes]);
  }
}

// One ring, no holes: inServiceArea and the map's layer read LAND_RING as a single polygon.
if (polygons.length !== 1 || polygons[0].length !== 1) throw new Error(`expected one ring, got ${polygons.length} polygons`);
const ring = polygons[0][0];
const file = path.join(here, '../../packages/contracts/src/service-area.ts');
const source = fs.readFileSync(file, 'utf8');
const start = /export const LAND_RING: [^=]+= \[\n/.exec(source);
if (!start) throw new Error(`LAND_RING not found in ${file}`);
const end = source.indexOf('\n];\n', start.index);
const lines = ring.map(([lng, lat]) => `  [${lng}, ${lat}],`).join('\n');
fs.writeFileSync(file, `${source.slice(0, start.index + start[0].length)}${lines}${source.slice(end)}`);
console.log(`${ring.length} points → ${file}`);
