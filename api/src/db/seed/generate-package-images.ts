/**
 * Writes the packages' and the home hero's illustrations into api/public/images (run after changing
 * the drawings or the seed data: `npx tsx api/src/db/seed/generate-package-images.ts`). Own work,
 * drawn by code (images.ts); the files are committed so the site works offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../paths';
import { slugify } from '../../features/hotels/slug';
import { landscape, paletteOf } from './images';
import { SEED_PACKAGES } from './packages-data';

const root = path.join(apiRoot, 'public', 'images');
let files = 0;

function write(relative: string, content: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  files++;
}

for (const p of SEED_PACKAGES) {
  const slug = slugify(p.name.en);
  write(`packages/${slug}/cover.svg`, landscape(p.scene, paletteOf(p.palette), p.name.en, `${slug}-cover`));
  write(`packages/${slug}/day.svg`, landscape(p.scene, paletteOf(p.palette + 2), `${p.name.en}: on the way`, `${slug}-day`));
  write(`packages/${slug}/evening.svg`, landscape(p.scene, paletteOf(p.palette + 1, true), `${p.name.en}: evening`, `${slug}-evening`));
}

write('hero/black-sea-coast.svg', landscape('sea', paletteOf(3), 'The Black Sea coast at Trabzon', 'hero-sea'));
write('hero/uzungol-lake.svg', landscape('lake', paletteOf(6), 'Uzungöl lake in the mountains', 'hero-lake'));
write('hero/highland-forest.svg', landscape('forest', paletteOf(8, true), 'Highland forest at sunset', 'hero-forest'));
write('hero/default.svg', landscape('tea', paletteOf(12), 'Tea gardens above the Black Sea', 'hero-default'));

console.log(`${files} images written to ${root}`);
