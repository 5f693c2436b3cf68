/**
 * Writes the catalogue's illustrations into api/public/images (run once after changing the
 * drawings or the seed data: `npx tsx api/src/db/seed/generate-images.ts`). The files are
 * committed, so the site ships its own images and works offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../paths';
import { SEED_DESTINATIONS, SEED_HOTELS } from './catalogue-data';
import { exterior, landscape, lounge, paletteOf, roomInterior } from './images';

const root = path.join(apiRoot, 'public', 'images');

function write(relative: string, content: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const sceneOf = new Map(SEED_DESTINATIONS.map((d) => [d.slug, d.scene]));
let files = 0;

SEED_DESTINATIONS.forEach((destination, index) => {
  write(`destinations/${destination.slug}.svg`, landscape(destination.scene, paletteOf(index * 3), destination.name.en));
  files++;
});

SEED_HOTELS.forEach((hotel) => {
  const scene = sceneOf.get(hotel.destination) ?? 'sea';
  const day = paletteOf(hotel.palette);
  const evening = paletteOf(hotel.palette, true);
  const initials = hotel.name.en
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 4)
    .toUpperCase();
  const dir = `hotels/${hotel.slug}`;
  write(`${dir}/exterior.svg`, exterior(scene, day, hotel.name.en, hotel.stars, initials));
  write(`${dir}/view.svg`, landscape(scene, evening, `${hotel.name.en}: the view at sunset`, `${hotel.slug}-view`));
  write(`${dir}/lounge.svg`, lounge(scene, day, `${hotel.name.en}: lounge`));
  files += 3;
  for (const [kind] of hotel.rooms) {
    write(`${dir}/room-${kind}.svg`, roomInterior(kind, scene, day, `${hotel.name.en}: ${kind.replace(/_/g, ' ')}`));
    files++;
  }
});

console.log(`${files} images written to ${root}`);
