/**
 * Writes the restaurants' illustrations into api/public/images/restaurants (run after changing the
 * drawings or the seed data: `npx tsx api/src/db/seed/generate-restaurant-images.ts`). Committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../paths';
import { SEED_DESTINATIONS } from './catalogue-data';
import { SEED_RESTAURANTS } from './restaurants-data';
import { diningRoom, dish, restaurantFront } from './restaurant-images';

const root = path.join(apiRoot, 'public', 'images', 'restaurants');
const sceneOf = new Map(SEED_DESTINATIONS.map((d) => [d.slug, d.scene]));
let files = 0;
for (const r of SEED_RESTAURANTS) {
  const dir = path.join(root, r.slug);
  fs.mkdirSync(dir, { recursive: true });
  const initials = r.name.en
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 4)
    .toUpperCase();
  fs.writeFileSync(
    path.join(dir, 'front.svg'),
    restaurantFront(sceneOf.get(r.destination) ?? 'sea', r.hue, `${r.name.en}: the front`, initials),
  );
  fs.writeFileSync(path.join(dir, 'dining-room.svg'), diningRoom(r.hue, `${r.name.en}: dining room`));
  fs.writeFileSync(path.join(dir, 'dish.svg'), dish(r.cuisine, r.hue, `${r.name.en}: a dish of the house`));
  files += 3;
}
console.log(`${files} images written to ${root}`);
