/**
 * The flights hero's three illustrations (Explore the World, Travel in Comfort, Connect to
 * Trabzon), drawn by code as SVG: our own work, no photographs, fonts or third-party shapes.
 * Writes api/public/images/flights/{explore,comfort,connect}.svg (served at /images/flights/...).
 *
 *     npx tsx api/src/db/seed/flight-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../paths';

const W = 1600;
const H = 600;

/** A plane seen from below-side: fuselage, wings and tail, pointing right. */
function plane(x: number, y: number, scale: number, fill: string, angle = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" fill="${fill}">
  <path d="M-120 -8 Q-130 0 -120 8 L110 10 Q150 6 160 0 Q150 -6 110 -10 Z"/>
  <path d="M-10 -6 L40 -6 L-30 -90 L-55 -90 Z"/>
  <path d="M-10 6 L40 6 L-30 90 L-55 90 Z"/>
  <path d="M-105 -6 L-80 -6 L-110 -45 L-125 -45 Z"/>
  <path d="M-105 6 L-80 6 L-110 40 L-125 40 Z"/>
</g>`;
}

function cloud(x: number, y: number, s: number, opacity: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" opacity="${opacity}">
  <ellipse cx="0" cy="0" rx="90" ry="34"/><ellipse cx="-60" cy="10" rx="60" ry="26"/><ellipse cx="70" cy="12" rx="70" ry="24"/><ellipse cx="10" cy="-22" rx="55" ry="30"/>
</g>`;
}

function mountains(base: number, color: string, peaks: number[], seedShift = 0): string {
  const step = W / (peaks.length - 1);
  const points = peaks.map((h, i) => `${Math.round(i * step + seedShift)},${base - h}`).join(' ');
  return `<polygon points="0,${H} ${points} ${W},${H}" fill="${color}"/>`;
}

const svg = (
  body: string,
  title: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${title}" preserveAspectRatio="xMidYMid slice">
${body}
</svg>
`;

const explore = svg(
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2e4f"/><stop offset="0.55" stop-color="#2f6f9f"/><stop offset="1" stop-color="#f2a65a"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="1250" cy="470" r="90" fill="#ffd27a" opacity="0.9"/>
${cloud(220, 420, 1.6, 0.85)}${cloud(700, 500, 2.2, 0.9)}${cloud(1180, 540, 1.8, 0.95)}${cloud(1450, 430, 1.2, 0.8)}${cloud(450, 160, 0.9, 0.5)}
${plane(880, 220, 1.4, '#f4f7fa', -8)}`,
  'A plane above the clouds at sunrise',
);

const comfort = svg(
  `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc6e8"/><stop offset="0.5" stop-color="#4a93c4"/><stop offset="1" stop-color="#0e4a75"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="#1d2b38"/>
<rect x="520" y="60" width="560" height="480" rx="200" fill="#cfd8e0"/>
<rect x="560" y="100" width="480" height="400" rx="170" fill="url(#sea)"/>
${cloud(700, 200, 0.9, 0.9)}${cloud(930, 260, 0.7, 0.8)}
<rect x="560" y="360" width="480" height="140" fill="#0e4a75" opacity="0.35"/>
<rect x="0" y="0" width="480" height="${H}" fill="#263a4c"/><rect x="1120" y="0" width="480" height="${H}" fill="#263a4c"/>
<rect x="120" y="380" width="260" height="160" rx="30" fill="#31506b"/><rect x="1220" y="380" width="260" height="160" rx="30" fill="#31506b"/>`,
  'A plane cabin window over the sea',
);

const connect = svg(
  `<defs><linearGradient id="day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe3f5"/><stop offset="1" stop-color="#e9f5ec"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#day)"/>
${cloud(300, 120, 1.1, 0.9)}${cloud(1300, 90, 0.9, 0.85)}
${mountains(470, '#6d9f7c', [120, 260, 180, 330, 220, 290, 150, 240, 110])}
${mountains(520, '#3f7a55', [80, 160, 120, 210, 140, 190, 100, 170, 90], 30)}
<rect x="0" y="520" width="${W}" height="80" fill="#2f6fa0"/>
<path d="M0 540 Q200 530 400 540 T800 540 T1200 540 T1600 540" stroke="#8cc2e6" stroke-width="4" fill="none"/>
${plane(620, 260, 1.1, '#ffffff', 12)}`,
  'A plane landing by the green mountains of Trabzon',
);

const out = path.join(apiRoot, 'public', 'images', 'flights');
fs.mkdirSync(out, { recursive: true });
for (const [name, content] of Object.entries({ explore, comfort, connect })) fs.writeFileSync(path.join(out, `${name}.svg`), content);
console.log(`wrote ${out}`);
