import { createRng } from '../random';
import type { SandboxHotel } from './data';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const SKIES = [
  ['#8ec5fc', '#e0c3fc'],
  ['#a1c4fd', '#c2e9fb'],
  ['#f6d365', '#fda085'],
  ['#89f7fe', '#66a6ff'],
  ['#fbc2eb', '#a6c1ee'],
];

/**
 * A simple 800×600 illustration of a hotel picture (sky, sea or mountains, a building or a room),
 * drawn from the hotel's seed: the site looks complete offline and no image is fetched from the internet.
 */
export function hotelImageSvg(seed: string, hotel: SandboxHotel, category: string, n: number): string {
  const rng = createRng(seed, 'media', hotel.hotelId, n);
  const [top, bottom] = rng.pick(SKIES);
  const hue = rng.int(0, 359);
  const shapes: string[] = [];
  if (category === 'ROOM' || category === 'LOBBY' || category === 'RESTAURANT') {
    shapes.push(`<rect x="0" y="0" width="800" height="600" fill="hsl(${hue},30%,88%)"/>`);
    shapes.push(`<rect x="0" y="420" width="800" height="180" fill="hsl(${hue},25%,62%)"/>`);
    shapes.push(`<rect x="470" y="90" width="250" height="190" rx="6" fill="url(#sky)" stroke="#fff" stroke-width="10"/>`);
    if (category === 'ROOM') {
      shapes.push(`<rect x="90" y="330" width="330" height="130" rx="14" fill="#fff"/>`);
      shapes.push(`<rect x="90" y="290" width="330" height="60" rx="14" fill="hsl(${(hue + 180) % 360},45%,55%)"/>`);
      shapes.push(
        `<rect x="110" y="300" width="90" height="38" rx="10" fill="#f5f5f5"/><rect x="215" y="300" width="90" height="38" rx="10" fill="#f5f5f5"/>`,
      );
    } else {
      for (let i = 0; i < 3; i++) {
        const x = 90 + i * 130;
        shapes.push(
          `<ellipse cx="${x + 45}" cy="430" rx="55" ry="16" fill="#fff"/><rect x="${x + 38}" y="430" width="14" height="90" fill="#7a5c3e"/>`,
        );
      }
    }
  } else {
    shapes.push(`<rect x="0" y="0" width="800" height="600" fill="url(#sky)"/>`);
    if (hotel.kind === 'nature' || category === 'VIEW') {
      shapes.push(`<polygon points="0,420 160,${rng.int(170, 230)} 330,420" fill="#5b7553"/>`);
      shapes.push(`<polygon points="220,440 430,${rng.int(140, 200)} 640,440" fill="#466046"/>`);
      shapes.push(`<polygon points="500,440 680,${rng.int(190, 250)} 800,440" fill="#5b7553"/>`);
      shapes.push(`<rect x="0" y="430" width="800" height="170" fill="#3f7d4e"/>`);
    } else {
      shapes.push(`<rect x="0" y="450" width="800" height="150" fill="#2f6f9f"/>`);
    }
    if (category === 'POOL')
      shapes.push(`<rect x="120" y="470" width="560" height="90" rx="40" fill="#4fc3f7" stroke="#fff" stroke-width="8"/>`);
    const floors = hotel.kind === 'nature' ? rng.int(2, 3) : rng.int(3, 8);
    const width = hotel.kind === 'nature' ? rng.int(180, 240) : rng.int(220, 340);
    const x = 400 - width / 2;
    const height = floors * 38 + 30;
    if (hotel.kind === 'nature') {
      shapes.push(
        `<polygon points="${x - 20},${450 - height} ${x + width / 2},${450 - height - 70} ${x + width + 20},${450 - height}" fill="#8d4b32"/>`,
      );
    }
    shapes.push(
      `<rect x="${x}" y="${450 - height}" width="${width}" height="${height}" fill="hsl(${hue},25%,92%)" stroke="hsl(${hue},20%,60%)" stroke-width="3"/>`,
    );
    for (let f = 0; f < floors; f++) {
      for (let w = 0; w < Math.floor(width / 40); w++) {
        shapes.push(
          `<rect x="${x + 14 + w * 40}" y="${450 - height + 18 + f * 38}" width="24" height="22" fill="hsl(${(hue + 200) % 360},40%,70%)"/>`,
        );
      }
    }
  }
  const title = escapeXml(hotel.name);
  const label = escapeXml(category.charAt(0) + category.slice(1).toLowerCase());
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${title}: ${label}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
${shapes.join('\n')}
<rect x="0" y="530" width="800" height="70" fill="rgba(0,0,0,0.45)"/>
<text x="24" y="574" font-family="sans-serif" font-size="28" fill="#fff">${title}</text>
<text x="776" y="574" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="end">${label}</text>
</svg>
`;
}
