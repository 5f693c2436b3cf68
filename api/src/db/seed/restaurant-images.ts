import type { Scene } from './catalogue-data';
import { landscape, paletteOf } from './images';

/*
 * Illustrations of the seeded restaurants, drawn as SVG by code (own work, no third-party assets):
 * the front in its landscape, the dining room and a dish of its cuisine, in the restaurant's colour.
 */

const W = 800;
const H = 500;
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;
const safe = (text: string) => text.replace(/[<>&"]/g, '');

function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${safe(title)}"><title>${safe(title)}</title>${body}</svg>\n`;
}

/** The restaurant's front with a striped awning and its initials, in the destination's landscape. */
export function restaurantFront(scene: Scene, hue: number, title: string, initials: string): string {
  const base = landscape(scene, paletteOf(Math.round(hue / 47)), title, `${title}-front`);
  const x = 220;
  const w = 360;
  const top = 250;
  let front = `<rect x="${x}" y="${top}" width="${w}" height="${H - top - 20}" fill="${hsl(hue, 20, 88)}" stroke="${hsl(hue, 25, 55)}" stroke-width="4"/>`;
  front += `<rect x="${x + 100}" y="${top - 46}" width="160" height="40" rx="8" fill="${hsl(hue, 55, 30)}"/>`;
  front += `<text x="${x + 180}" y="${top - 18}" font-family="sans-serif" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle">${safe(initials)}</text>`;
  for (let i = 0; i < 9; i++) {
    front += `<path d="M${x - 10 + i * 42} ${top} h42 l-6 44 h-30 z" fill="${i % 2 ? '#ffffff' : hsl(hue, 65, 45)}"/>`;
  }
  front += `<rect x="${x + 30}" y="${top + 70}" width="110" height="90" fill="${hsl(45, 80, 75)}" stroke="${hsl(hue, 25, 40)}" stroke-width="5"/>`;
  front += `<rect x="${x + 220}" y="${top + 70}" width="110" height="90" fill="${hsl(45, 80, 75)}" stroke="${hsl(hue, 25, 40)}" stroke-width="5"/>`;
  front += `<rect x="${x + 155}" y="${top + 80}" width="50" height="${H - top - 100}" fill="${hsl(hue, 35, 30)}"/>`;
  for (let i = 0; i < 3; i++) {
    const cx = 110 + i * 290 - (i === 2 ? 180 : 0);
    if (i === 1) continue;
    front += `<ellipse cx="${cx}" cy="${H - 60}" rx="46" ry="12" fill="${hsl(hue, 30, 92)}"/><rect x="${cx - 4}" y="${H - 60}" width="8" height="40" fill="#5d4037"/>`;
  }
  return base.replace('</svg>', `${front}</svg>`);
}

/** The dining room: tables laid for guests under warm lamps, a window on the view. */
export function diningRoom(hue: number, title: string): string {
  let body = `<rect width="${W}" height="${H}" fill="${hsl(hue, 25, 82)}"/>`;
  body += `<rect y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="${hsl(30, 35, 45)}"/>`;
  body += `<rect x="520" y="60" width="220" height="170" fill="${hsl(200, 60, 75)}" stroke="#ffffff" stroke-width="10"/>`;
  body += `<path d="M520 200 Q 600 150 740 190 L 740 230 L 520 230 z" fill="${hsl(130, 35, 40)}"/>`;
  for (let i = 0; i < 3; i++) {
    const cx = 150 + i * 230;
    body += `<line x1="${cx}" y1="0" x2="${cx}" y2="90" stroke="#333" stroke-width="2"/><path d="M${cx - 30} 120 Q ${cx} 80 ${cx + 30} 120 z" fill="${hsl(45, 90, 60)}"/>`;
    body += `<circle cx="${cx}" cy="128" r="40" fill="${hsl(45, 100, 80)}" opacity="0.25"/>`;
    body += `<rect x="${cx - 80}" y="330" width="160" height="16" rx="4" fill="#ffffff"/><rect x="${cx - 70}" y="346" width="10" height="90" fill="#4e342e"/><rect x="${cx + 60}" y="346" width="10" height="90" fill="#4e342e"/>`;
    body += `<path d="M${cx - 80} 346 h160 l-10 40 h-140 z" fill="${hsl(hue, 55, 45)}" opacity="0.85"/>`;
    body += `<rect x="${cx - 130}" y="290" width="36" height="150" rx="6" fill="${hsl(hue, 30, 30)}"/><rect x="${cx + 94}" y="290" width="36" height="150" rx="6" fill="${hsl(hue, 30, 30)}"/>`;
    body += `<circle cx="${cx - 35}" cy="326" r="14" fill="#fafafa" stroke="#ccc"/><circle cx="${cx + 35}" cy="326" r="14" fill="#fafafa" stroke="#ccc"/>`;
    body += `<rect x="${cx - 3}" y="300" width="6" height="26" fill="${hsl(0, 70, 40)}"/>`;
  }
  return svg(title, body);
}

const FOOD: Record<string, (hue: number) => string> = {
  turkish: () =>
    Array.from(
      { length: 9 },
      (_, i) =>
        `<ellipse cx="${330 + (i % 3) * 70}" cy="${200 + Math.floor(i / 3) * 50}" rx="34" ry="10" transform="rotate(${-20 + i * 5} ${330 + (i % 3) * 70} ${200 + Math.floor(i / 3) * 50})" fill="${hsl(35, 60, 45)}" stroke="${hsl(210, 20, 60)}" stroke-width="3"/>`,
    ).join('') +
    `<circle cx="480" cy="320" r="18" fill="${hsl(55, 80, 60)}"/><path d="M300 320 q 30 -30 60 0" stroke="${hsl(110, 50, 35)}" stroke-width="10" fill="none"/>`,
  italian: () =>
    `<circle cx="400" cy="250" r="120" fill="${hsl(35, 70, 62)}"/><circle cx="400" cy="250" r="100" fill="${hsl(5, 70, 48)}"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<circle cx="${400 + Math.cos(i) * 55}" cy="${250 + Math.sin(i) * 55}" r="18" fill="#fff8e1"/>`)
      .join('') +
    `<path d="M380 240 l16 -10 l4 18 z" fill="${hsl(120, 55, 35)}"/>`,
  mediterranean: () =>
    `<path d="M290 250 q 110 -80 220 0 q -110 60 -220 0 z" fill="${hsl(210, 15, 65)}"/><circle cx="480" cy="240" r="8" fill="#222"/>` +
    `<path d="M300 250 l-40 -30 l0 60 z" fill="${hsl(210, 15, 55)}"/>` +
    [0, 1, 2].map((i) => `<circle cx="${360 + i * 40}" cy="320" r="14" fill="${hsl(55, 85, 55)}"/>`).join('') +
    `<path d="M330 180 q 20 -20 40 0" stroke="${hsl(120, 45, 35)}" stroke-width="8" fill="none"/>`,
  asian: (hue) =>
    `<circle cx="400" cy="250" r="120" fill="${hsl(hue, 40, 30)}"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<path d="M${320 + i * 10} ${190 + i * 5} q 80 ${40 - i * 6} 160 0" stroke="${hsl(45, 75, 70)}" stroke-width="8" fill="none"/>`,
    ).join('') +
    `<circle cx="350" cy="290" r="22" fill="#fff3e0"/><circle cx="350" cy="290" r="10" fill="${hsl(15, 80, 55)}"/><line x1="520" y1="120" x2="420" y2="300" stroke="#8d6e63" stroke-width="8"/><line x1="545" y1="130" x2="440" y2="305" stroke="#8d6e63" stroke-width="8"/>`,
  middle_eastern: () =>
    `<circle cx="400" cy="250" r="110" fill="${hsl(45, 45, 80)}"/><circle cx="400" cy="250" r="80" fill="${hsl(35, 35, 70)}"/>` +
    `<path d="M330 250 q 70 -40 140 0" stroke="${hsl(50, 70, 45)}" stroke-width="10" fill="none"/>` +
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${360 + i * 20}" cy="${270 + (i % 2) * 10}" r="6" fill="${hsl(110, 45, 35)}"/>`).join('') +
    `<circle cx="400" cy="245" r="10" fill="${hsl(0, 70, 45)}"/>`,
};

/** A dish of the restaurant's cuisine on a plate, seen from above, on a tablecloth of its colour. */
export function dish(cuisine: string, hue: number, title: string): string {
  let body = `<rect width="${W}" height="${H}" fill="${hsl(hue, 45, 70)}"/>`;
  for (let x = 0; x < W; x += 50) body += `<rect x="${x}" y="0" width="25" height="${H}" fill="#ffffff" opacity="0.25"/>`;
  body += `<circle cx="405" cy="258" r="180" fill="#000" opacity="0.12"/><circle cx="400" cy="250" r="180" fill="#fafafa"/><circle cx="400" cy="250" r="150" fill="#ffffff" stroke="#e0e0e0" stroke-width="3"/>`;
  body += (FOOD[cuisine] ?? FOOD.turkish!)(hue);
  body += `<rect x="640" y="120" width="14" height="260" rx="6" fill="#b0bec5"/><rect x="140" y="120" width="14" height="260" rx="6" fill="#b0bec5"/>`;
  return svg(title, body);
}
