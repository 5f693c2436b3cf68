import type { Scene } from './catalogue-data';

/*
 * Illustrations of the seeded catalogue, drawn as SVG by code (own work, no third-party assets):
 * landscapes of the Black Sea coast, lakes, forests, plateaus and tea gardens, hotel buildings and
 * room interiors, each hotel with its own palette. Deterministic: the same input draws the same file.
 */

const W = 800;
const H = 500;

/** A small seeded random generator (mulberry32), so every drawing is reproducible. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;
const f = (n: number) => Math.round(n * 10) / 10;

export interface Palette {
  hue: number;
  sunset: boolean;
}

export function paletteOf(index: number, sunset = false): Palette {
  return { hue: (index * 47 + 20) % 360, sunset };
}

function svg(title: string, body: string, defs = ''): string {
  const safe = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${safe}"><title>${safe}</title><defs>${defs}</defs>${body}</svg>\n`;
}

function sky(id: string, p: Palette): { defs: string; body: string } {
  const top = p.sunset ? hsl(260, 45, 35) : hsl(205, 70, 62);
  const bottom = p.sunset ? hsl(25, 90, 70) : hsl(195, 60, 88);
  const sun = p.sunset
    ? `<circle cx="600" cy="250" r="46" fill="${hsl(35, 95, 70)}" opacity="0.9"/>`
    : `<circle cx="640" cy="90" r="34" fill="${hsl(50, 95, 80)}"/>`;
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    body: `<rect width="${W}" height="${H}" fill="url(#${id})"/>${sun}`,
  };
}

/** A jagged ridge from x=0 to x=W around `base`, `height` high, filled to the bottom. */
function ridge(rand: () => number, base: number, height: number, color: string, snow = false): string {
  const points: [number, number][] = [[0, H]];
  const peaks: [number, number][] = [];
  for (let x = 0; x <= W; x += 40 + rand() * 60) {
    const y = base - rand() * height;
    points.push([x, y]);
    peaks.push([x, y]);
  }
  points.push([W, base - rand() * height], [W, H]);
  let out = `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${color}"/>`;
  if (snow) {
    for (const [x, y] of peaks)
      if (y < base - height * 0.6)
        out += `<polygon points="${f(x - 18)},${f(y + 16)} ${f(x)},${f(y)} ${f(x + 18)},${f(y + 16)}" fill="#f4f7fb"/>`;
  }
  return out;
}

function pine(x: number, y: number, size: number, color: string): string {
  return `<rect x="${f(x - size * 0.06)}" y="${f(y - size * 0.2)}" width="${f(size * 0.12)}" height="${f(size * 0.2)}" fill="#5b4030"/><polygon points="${f(x - size * 0.35)},${f(y - size * 0.18)} ${f(x)},${f(y - size)} ${f(x + size * 0.35)},${f(y - size * 0.18)}" fill="${color}"/>`;
}

function forest(rand: () => number, y: number, count: number, color: string, from = 0, to = W): string {
  let out = '';
  for (let i = 0; i < count; i++) out += pine(from + rand() * (to - from), y + rand() * 30, 40 + rand() * 50, color);
  return out;
}

function house(x: number, y: number, w: number, h: number, wall: string, roof: string): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/><polygon points="${f(x - 6)},${f(y)} ${f(x + w / 2)},${f(y - h * 0.6)} ${f(x + w + 6)},${f(y)}" fill="${roof}"/><rect x="${f(x + w * 0.2)}" y="${f(y + h * 0.3)}" width="${f(w * 0.22)}" height="${f(h * 0.3)}" fill="#fdf3c4"/><rect x="${f(x + w * 0.58)}" y="${f(y + h * 0.3)}" width="${f(w * 0.22)}" height="${f(h * 0.3)}" fill="#fdf3c4"/>`;
}

function water(y: number, color: string, rand: () => number): string {
  let out = `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;
  for (let i = 0; i < 18; i++) {
    const wx = rand() * W;
    const wy = y + 12 + rand() * (H - y - 20);
    out += `<path d="M${f(wx)} ${f(wy)} q 12 -6 24 0 t 24 0" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" fill="none"/>`;
  }
  return out;
}

function mosque(x: number, y: number): string {
  return `<rect x="${x}" y="${y - 40}" width="70" height="40" fill="#f2efe8"/><path d="M${x + 10} ${y - 40} a 25 25 0 0 1 50 0 z" fill="#cfd8dc"/><rect x="${x + 78}" y="${y - 110}" width="8" height="110" fill="#f2efe8"/><polygon points="${x + 76},${y - 110} ${x + 82},${y - 135} ${x + 88},${y - 110}" fill="#90a4ae"/>`;
}

/** A landscape of the scene's kind. */
export function landscape(scene: Scene, p: Palette, title: string, seedText = title): string {
  const rand = random(seedText);
  const s = sky('sky', p);
  const far = hsl(p.hue * 0.2 + 200, 25, p.sunset ? 45 : 62);
  const mid = hsl(120 + (p.hue % 40), 35, p.sunset ? 30 : 38);
  const near = hsl(110 + (p.hue % 30), 45, p.sunset ? 22 : 30);
  const tree = hsl(130 + (p.hue % 25), 45, 22);
  let body = s.body;
  switch (scene) {
    case 'sea': {
      body += ridge(rand, 250, 70, far);
      body += water(300, p.sunset ? hsl(230, 35, 35) : hsl(205, 60, 40), rand);
      body += `<polygon points="0,300 0,220 120,200 260,240 330,300" fill="${mid}"/>`;
      for (let i = 0; i < 9; i++)
        body += house(10 + i * 30, 250 - (i % 3) * 12 - rand() * 10, 24, 26 + rand() * 14, hsl(30 + rand() * 30, 30, 85), hsl(10, 55, 45));
      body += `<path d="M520 330 l40 -8 l6 -22 l6 22 l40 8 z" fill="#ffffff" opacity="0.9"/>`;
      break;
    }
    case 'lake': {
      body += ridge(rand, 200, 90, far, true);
      body += `<polygon points="0,${H} 0,160 160,240 260,330 0,330" fill="${mid}"/><polygon points="${W},${H} ${W},170 620,250 540,330 ${W},330" fill="${mid}"/>`;
      body += water(330, p.sunset ? hsl(200, 35, 35) : hsl(175, 45, 42), rand);
      body += mosque(300, 332);
      body += forest(rand, 320, 12, tree, 0, 260) + forest(rand, 320, 12, tree, 560, W);
      break;
    }
    case 'forest': {
      body += ridge(rand, 230, 100, far);
      body += `<polygon points="470,${H} 500,120 560,90 640,100 700,180 ${W},160 ${W},${H}" fill="${hsl(30, 12, 45)}"/>`;
      body += `<rect x="540" y="170" width="110" height="60" fill="#e8dcc8"/><rect x="555" y="150" width="40" height="22" fill="#e8dcc8"/>`;
      for (let i = 0; i < 5; i++) body += `<rect x="${550 + i * 20}" y="185" width="8" height="14" fill="#6d5843"/>`;
      body += forest(rand, 300, 30, tree, 0, 520) + forest(rand, 420, 24, near, 0, W);
      break;
    }
    case 'plateau': {
      body += ridge(rand, 210, 110, far, true);
      body += `<rect x="610" y="170" width="14" height="170" fill="#e3f2fd" opacity="0.9"/>`;
      body += `<path d="M0 330 Q 200 270 400 320 T ${W} 300 L ${W} ${H} L 0 ${H} z" fill="${mid}"/>`;
      for (let i = 0; i < 6; i++) body += house(60 + i * 95 + rand() * 20, 330 + rand() * 40, 44, 34, hsl(25, 45, 38), hsl(15, 35, 25));
      body += forest(rand, 460, 10, near, 0, W);
      break;
    }
    case 'tea': {
      body += ridge(rand, 220, 50, far);
      body += water(230, p.sunset ? hsl(220, 35, 40) : hsl(200, 55, 48), rand);
      body += `<path d="M0 270 Q 300 210 ${W} 290 L ${W} ${H} L 0 ${H} z" fill="${mid}"/>`;
      for (let row = 0; row < 9; row++) {
        const y = 290 + row * 24;
        body += `<path d="M0 ${y} Q 400 ${y - 50 + row * 4} ${W} ${y + 10}" stroke="${hsl(100 + row * 3, 55, 32 + (row % 2) * 6)}" stroke-width="12" stroke-linecap="round" fill="none"/>`;
      }
      body += house(620, 250, 50, 36, '#fafafa', hsl(5, 60, 45));
      break;
    }
    case 'village': {
      body += ridge(rand, 230, 90, far);
      body += `<path d="M0 320 Q 250 260 500 310 T ${W} 300 L ${W} ${H} L 0 ${H} z" fill="${mid}"/>`;
      for (let i = 0; i < 7; i++) body += house(40 + i * 105, 340 + rand() * 30, 56, 40, hsl(30, 8, 62 + rand() * 10), hsl(0, 0, 35));
      body += `<path d="M0 ${H} Q 400 380 ${W} 440" stroke="#8d8173" stroke-width="22" fill="none"/>`;
      body += forest(rand, 300, 14, tree, 0, W);
      break;
    }
  }
  return svg(title, body, s.defs);
}

/** A hotel building in its landscape. Taller for more stars; wooden for chalets and bungalows. */
export function exterior(scene: Scene, p: Palette, title: string, stars: number, initials: string): string {
  const base = landscape(scene, p, title, `${title}-exterior`);
  const wooden = scene === 'plateau' || scene === 'lake' || scene === 'village' || scene === 'forest';
  const floors = wooden ? Math.min(3, stars) : stars + 1;
  const width = wooden ? 300 : 260 + stars * 20;
  const x = (W - width) / 2;
  const floorH = 38;
  const top = H - 40 - floors * floorH;
  const wall = wooden ? hsl(28, 45, 40 + (p.hue % 10)) : hsl(p.hue, 18, 90);
  const trim = hsl(p.hue, 45, 35);
  let building = `<rect x="${x}" y="${top}" width="${width}" height="${floors * floorH}" fill="${wall}" stroke="${trim}" stroke-width="3"/>`;
  building += wooden
    ? `<polygon points="${x - 20},${top} ${x + width / 2},${top - 70} ${x + width + 20},${top}" fill="${trim}"/>`
    : `<rect x="${x - 8}" y="${top - 14}" width="${width + 16}" height="14" fill="${trim}"/>`;
  for (let floor = 0; floor < floors; floor++) {
    for (let i = 0; i < Math.floor(width / 44); i++) {
      building += `<rect x="${x + 16 + i * 44}" y="${top + 10 + floor * floorH}" width="26" height="20" fill="${hsl(48, 90, 82)}" stroke="${trim}" stroke-width="1.5"/>`;
    }
  }
  building += `<rect x="${W / 2 - 22}" y="${H - 76}" width="44" height="36" fill="${trim}"/>`;
  building += `<rect x="${W / 2 - 60}" y="${top - (wooden ? 40 : 46)}" width="120" height="26" rx="4" fill="${trim}"/><text x="${W / 2}" y="${top - (wooden ? 22 : 28)}" font-family="Georgia, serif" font-size="16" fill="#fff" text-anchor="middle">${initials}</text>`;
  building += `<rect x="0" y="${H - 40}" width="${W}" height="40" fill="${hsl(30, 10, 55)}"/>`;
  const stars5 = Array.from(
    { length: stars },
    (_, i) => `<text x="${W / 2 - (stars - 1) * 9 + i * 18}" y="${H - 14}" font-size="16" text-anchor="middle" fill="#ffd54f">★</text>`,
  ).join('');
  return base.replace('</svg>', `${building}${stars5}</svg>`);
}

function windowView(scene: Scene, p: Palette, x: number, y: number, w: number, h: number): string {
  const sea = scene === 'sea' || scene === 'tea';
  const lake = scene === 'lake';
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.sunset ? hsl(25, 80, 72) : hsl(200, 70, 80)}"/>` +
    `<polygon points="${x},${y + h * 0.65} ${x + w * 0.3},${y + h * 0.3} ${x + w * 0.55},${y + h * 0.55} ${x + w * 0.8},${y + h * 0.25} ${x + w},${y + h * 0.5} ${x + w},${y + h} ${x},${y + h}" fill="${hsl(150, 25, 45)}"/>` +
    (sea || lake
      ? `<rect x="${x}" y="${y + h * 0.72}" width="${w}" height="${h * 0.28}" fill="${lake ? hsl(175, 45, 45) : hsl(205, 60, 45)}"/>`
      : '') +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#ffffff" stroke-width="8"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="5"/>`
  );
}

function roomShell(p: Palette, scene: Scene): string {
  const wall = hsl(p.hue, 25, 86);
  const floor = hsl(30, 35, 55);
  return (
    `<rect width="${W}" height="${H}" fill="${wall}"/><rect x="0" y="360" width="${W}" height="140" fill="${floor}"/>` +
    `<rect x="0" y="352" width="${W}" height="8" fill="${hsl(30, 30, 40)}"/>` +
    windowView(scene, p, 470, 70, 240, 190)
  );
}

function bed(x: number, y: number, w: number, p: Palette): string {
  const cover = hsl(p.hue + 180, 40, 55);
  return (
    `<rect x="${x}" y="${y - 90}" width="${w}" height="60" rx="8" fill="${hsl(28, 40, 35)}"/>` +
    `<rect x="${x}" y="${y - 40}" width="${w}" height="50" rx="6" fill="#fafafa"/>` +
    `<rect x="${x}" y="${y - 22}" width="${w}" height="42" rx="6" fill="${cover}"/>` +
    `<rect x="${x + 12}" y="${y - 58}" width="${Math.min(70, w / 2 - 18)}" height="24" rx="10" fill="#ffffff"/>` +
    (w > 150
      ? `<rect x="${x + w - 12 - Math.min(70, w / 2 - 18)}" y="${y - 58}" width="${Math.min(70, w / 2 - 18)}" height="24" rx="10" fill="#ffffff"/>`
      : '') +
    `<rect x="${x + 6}" y="${y + 20}" width="10" height="18" fill="${hsl(28, 40, 30)}"/><rect x="${x + w - 16}" y="${y + 20}" width="10" height="18" fill="${hsl(28, 40, 30)}"/>`
  );
}

function lamp(x: number, y: number, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="56" height="50" fill="${hsl(28, 35, 40)}"/><rect x="${x + 24}" y="${y - 40}" width="6" height="40" fill="#6d6d6d"/><polygon points="${x + 8},${y - 40} ${x + 46},${y - 40} ${x + 38},${y - 70} ${x + 16},${y - 70}" fill="${hsl(p.hue + 40, 70, 75)}"/>`;
}

const BEDS: Record<string, number[]> = {
  single: [130],
  standard_double: [220],
  superior_twin: [120, 120],
  triple: [200, 110],
  deluxe_sea: [250],
  deluxe_lake: [250],
  deluxe_mountain: [240],
  family: [200, 100, 100],
  junior_suite: [250],
  king_suite: [270],
  bungalow: [200, 110],
  chalet: [190, 110, 110],
};

/** A room interior: the beds of the kind, a lamp, a picture, and the view from the window. */
export function roomInterior(kind: string, scene: Scene, p: Palette, title: string): string {
  let body = roomShell(p, scene);
  const beds = BEDS[kind] ?? [220];
  const total = beds.reduce((a, b) => a + b, 0) + (beds.length - 1) * 24;
  let x = Math.max(30, 420 - total);
  body += lamp(Math.max(10, x - 70), 360, p);
  for (const width of beds) {
    body += bed(x, 430, width, p);
    x += width + 24;
  }
  body += `<rect x="60" y="90" width="150" height="100" fill="${hsl(p.hue + 90, 40, 60)}" stroke="${hsl(28, 40, 30)}" stroke-width="6"/><circle cx="160" cy="120" r="16" fill="${hsl(45, 90, 75)}"/><polygon points="66,184 120,130 160,170 204,140 204,184" fill="${hsl(p.hue + 120, 30, 40)}"/>`;
  if (kind.includes('suite') || kind === 'chalet' || kind === 'bungalow') {
    body += `<rect x="600" y="380" width="170" height="60" rx="14" fill="${hsl(p.hue + 200, 30, 45)}"/><rect x="600" y="360" width="170" height="30" rx="12" fill="${hsl(p.hue + 200, 30, 38)}"/>`;
  }
  return svg(title, body);
}

/** A lounge or restaurant: sofas, tables, a rug and a big window. */
export function lounge(scene: Scene, p: Palette, title: string): string {
  let body = roomShell(p, scene);
  body += `<ellipse cx="380" cy="440" rx="260" ry="38" fill="${hsl(p.hue + 20, 45, 50)}" opacity="0.8"/>`;
  for (const [x, c] of [
    [90, 30],
    [300, 60],
  ] as const) {
    body += `<rect x="${x}" y="360" width="170" height="55" rx="14" fill="${hsl(p.hue + c, 40, 42)}"/><rect x="${x}" y="330" width="170" height="40" rx="14" fill="${hsl(p.hue + c, 40, 36)}"/>`;
  }
  body += `<rect x="520" y="400" width="120" height="12" fill="${hsl(28, 40, 35)}"/><rect x="575" y="410" width="10" height="40" fill="${hsl(28, 40, 30)}"/>`;
  body += `<rect x="720" y="380" width="36" height="60" fill="${hsl(20, 40, 45)}"/><circle cx="738" cy="355" r="34" fill="${hsl(120, 40, 35)}"/>`;
  body += `<circle cx="300" cy="60" r="24" fill="${hsl(45, 80, 80)}"/><line x1="300" y1="0" x2="300" y2="36" stroke="#555" stroke-width="3"/>`;
  body += `<rect x="546" y="370" width="14" height="30" rx="4" fill="#ffffff"/><rect x="590" y="374" width="12" height="26" rx="4" fill="#c62828" opacity="0.85"/>`;
  return svg(title, body);
}
