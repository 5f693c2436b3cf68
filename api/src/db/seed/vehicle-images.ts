/**
 * Side views of the catalogue's vehicles, drawn as SVG by code (own work, no third-party assets).
 * Write them with `npx tsx api/src/db/seed/vehicle-images.ts`; the files in
 * api/public/images/vehicles are committed. Deterministic: the same vehicle draws the same file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_VEHICLES, type SeedVehicle } from './transfers-data';

const hsl = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;

/** Body outline (x from 60 to 540, ground at y 250) per body style. */
const BODIES: Record<SeedVehicle['body'], { path: string; windows: string; wheels: number[] }> = {
  hatch: {
    path: 'M70 230 L80 190 Q90 172 120 170 L190 166 L250 122 Q262 114 285 114 L390 114 Q410 114 425 128 L470 168 L515 178 Q535 184 535 205 L535 232 Z',
    windows: 'M262 130 L292 128 L300 166 L220 168 Z M308 128 L385 128 Q398 128 408 140 L435 166 L315 166 Z',
    wheels: [165, 445],
  },
  sedan: {
    path: 'M62 230 L68 196 Q74 178 110 176 L200 170 L262 126 Q276 118 300 118 L380 118 Q404 118 422 132 L468 170 L520 178 Q540 184 540 208 L540 232 Z',
    windows: 'M272 134 L305 132 L310 168 L228 170 Z M320 132 L378 132 Q394 132 406 144 L432 168 L326 168 Z',
    wheels: [160, 450],
  },
  suv: {
    path: 'M62 232 L64 180 Q66 160 96 158 L170 154 L222 104 Q232 96 255 96 L450 96 Q470 96 480 116 L500 154 L528 164 Q542 170 542 196 L542 234 Z',
    windows:
      'M236 112 L300 110 L302 152 L192 154 Z M314 110 L392 110 L394 152 L316 152 Z M406 110 L458 110 Q466 110 472 122 L484 152 L408 152 Z',
    wheels: [160, 450],
  },
  van: {
    path: 'M60 234 L60 110 Q60 86 90 86 L440 86 Q470 86 486 110 L530 166 Q542 176 542 200 L542 236 Z',
    windows:
      'M84 104 L170 104 L170 150 L84 150 Z M184 104 L270 104 L270 150 L184 150 Z M284 104 L370 104 L370 150 L284 150 Z M384 104 L438 104 Q456 104 468 122 L492 150 L384 150 Z',
    wheels: [150, 455],
  },
  bus: {
    path: 'M50 236 L50 84 Q50 66 74 66 L500 66 Q530 66 538 96 L548 150 L548 238 Z',
    windows:
      'M70 84 L140 84 L140 140 L70 140 Z M152 84 L222 84 L222 140 L152 140 Z M234 84 L304 84 L304 140 L234 140 Z M316 84 L386 84 L386 140 L316 140 Z M398 84 L468 84 L468 140 L398 140 Z M480 84 L516 84 Q528 84 532 100 L540 140 L480 140 Z',
    wheels: [140, 460],
  },
};

export function vehicleSvg(vehicle: SeedVehicle): string {
  const body = BODIES[vehicle.body];
  const title = vehicle.name.en.replace(/[<>&"]/g, '');
  const paint = hsl(vehicle.hue, 62, 46);
  const shade = hsl(vehicle.hue, 58, 34);
  const wheels = body.wheels
    .map(
      (x) =>
        `<circle cx="${x}" cy="240" r="34" fill="#1f2328"/><circle cx="${x}" cy="240" r="15" fill="#c9ced6"/><circle cx="${x}" cy="240" r="5" fill="#6b7280"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 320" width="600" height="320" role="img" aria-label="${title}"><title>${title}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(vehicle.hue, 40, 94)}"/><stop offset="1" stop-color="${hsl(vehicle.hue, 30, 84)}"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint}"/><stop offset="1" stop-color="${shade}"/></linearGradient></defs>
<rect width="600" height="320" fill="url(#bg)"/><ellipse cx="300" cy="276" rx="270" ry="14" fill="#000" opacity="0.15"/>
<path d="${body.path}" fill="url(#paint)" stroke="${shade}" stroke-width="3" stroke-linejoin="round"/>
<path d="${body.windows}" fill="${hsl(205, 45, 78)}" stroke="${shade}" stroke-width="2"/>
<rect x="${body.wheels[1]! + 60}" y="196" width="18" height="10" rx="3" fill="#ffd35c"/>
${wheels}
</svg>
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/images/vehicles');
  fs.mkdirSync(dir, { recursive: true });
  for (const vehicle of SEED_VEHICLES) fs.writeFileSync(path.join(dir, `${vehicle.id}.svg`), vehicleSvg(vehicle));
  console.log(`${SEED_VEHICLES.length} vehicle images written to ${dir}`);
}
