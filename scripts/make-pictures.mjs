// Writes the built-in pictures, www/pictures/*.svg: drawn here from a few shapes and a seeded
// random source, so they are ours, small (each under 10 KB) and the same on every run.
//   node scripts/make-pictures.mjs
// Each is a 600×600 square with structure everywhere (colour changing across and down, shapes
// in every part), so that a tile's place in the picture can be told at 3×3 and at 8×8.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom as random } from './seeded-random.mjs';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'www', 'pictures');
const S = 600;

const r1 = (n) => Math.round(n * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
const svg = (title, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${S} ${S}" width="${S}" height="${S}">`
  + `<title>${title}</title>${body}</svg>\n`;

/** Mountains at sunset: a sky from blue to gold, a sun, three ridges, a lake, pines and birds. */
function mountains() {
  const rnd = random(7);
  const ridge = (base, amp, steps, color) => {
    const p = [[0, S]];
    for (let i = 0; i <= steps; i += 1) {
      const x = (i / steps) * S;
      const y = base - amp * (0.5 + 0.5 * Math.sin(i * 1.7 + base)) * (0.6 + 0.4 * rnd()) - (i % 2 ? 0 : amp * 0.35 * rnd());
      p.push([x, y]);
    }
    p.push([S, S]);
    return `<polygon points="${pts(p)}" fill="${color}"/>`;
  };
  const pine = (x, y, h) => {
    const w = h * 0.36;
    return `<polygon points="${pts([[x, y - h], [x + w, y], [x - w, y]])}" fill="#1d3b2a"/>`
      + `<rect x="${r1(x - h * 0.04)}" y="${r1(y)}" width="${r1(h * 0.08)}" height="${r1(h * 0.12)}" fill="#3b2a1d"/>`;
  };
  let body = '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">'
    + '<stop offset="0" stop-color="#243b6b"/><stop offset="0.45" stop-color="#b0577a"/><stop offset="0.62" stop-color="#f3a65a"/></linearGradient>'
    + '<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8955a"/><stop offset="1" stop-color="#2a4a70"/></linearGradient></defs>'
    + `<rect width="${S}" height="${S}" fill="url(#sky)"/>`;
  for (let i = 0; i < 40; i += 1) body += `<circle cx="${r1(rnd() * S)}" cy="${r1(rnd() * 150)}" r="${r1(0.8 + rnd() * 1.4)}" fill="#fff" opacity="${r1(0.4 + rnd() * 0.6)}"/>`;
  body += '<circle cx="420" cy="215" r="56" fill="#ffd27a"/><circle cx="420" cy="215" r="80" fill="#ffd27a" opacity="0.25"/>';
  body += '<path d="M40 120 q60-30 120 0 q30-20 60 0 z M300 80 q50-25 100 0 q25-15 50 0 z" fill="#f6c3c9" opacity="0.7"/>';
  body += ridge(330, 150, 9, '#6a5a8c') + ridge(370, 110, 12, '#4a3f6b') + ridge(400, 70, 15, '#33315a');
  body += `<rect y="400" width="${S}" height="200" fill="url(#lake)"/>`;
  for (let i = 0; i < 14; i += 1) {
    const y = 415 + i * 12;
    const w = 160 - i * 9;
    body += `<rect x="${r1(420 - w / 2 + (rnd() - 0.5) * 20)}" y="${y}" width="${r1(w)}" height="3" rx="1.5" fill="#ffe1a0" opacity="0.7"/>`;
  }
  body += `<path d="M0 470 q120-40 230 0 l0 130 l-230 0 z" fill="#26402f"/>`;
  for (const [x, y, h] of [[30, 500, 120], [80, 490, 150], [135, 505, 110], [185, 500, 90], [20, 590, 130], [110, 600, 160], [200, 595, 100]]) body += pine(x, y, h);
  for (const [x, y, s] of [[250, 200, 1], [290, 180, 0.8], [230, 170, 0.7], [540, 120, 1.1]]) {
    body += `<path d="M${x} ${y} q${r1(10 * s)}-${r1(10 * s)} ${r1(20 * s)} 0 q${r1(10 * s)}-${r1(10 * s)} ${r1(20 * s)} 0" fill="none" stroke="#2b2235" stroke-width="3" stroke-linecap="round"/>`;
  }
  body += `<path d="M600 520 q-140-30 -260 20 l0 60 l260 0 z" fill="#1f3527"/>`;
  return svg('Mountains at sunset', body);
}

/** A rosette: rings of petals whose colour turns with the angle, on a deep blue ground. */
function rosette() {
  const c = S / 2;
  const hue = (a) => Math.round(((a * 180) / Math.PI + 360) % 360);
  let body = `<rect width="${S}" height="${S}" fill="#14213d"/>`;
  // Corner fans, each its own colour, so the corners differ from one another.
  [[0, 0, 20], [S, 0, 110], [0, S, 200], [S, S, 290]].forEach(([x, y, h]) => {
    for (let k = 4; k >= 1; k -= 1) body += `<circle cx="${x}" cy="${y}" r="${k * 38}" fill="hsl(${h} 60% ${20 + k * 9}%)"/>`;
  });
  const ring = (count, radius, length, width, light, shift) => {
    let out = '';
    for (let i = 0; i < count; i += 1) {
      const a = (i / count) * 2 * Math.PI + shift;
      // Drawn on the axis to the right of the centre, then turned into place.
      out += `<ellipse cx="${c + radius}" cy="${c}" rx="${length}" ry="${width}" transform="rotate(${Math.round((a * 180) / Math.PI)} ${c} ${c})" fill="hsl(${hue(a)} 75% ${light}%)"/>`;
    }
    return out;
  };
  body += `<circle cx="${c}" cy="${c}" r="290" fill="#1d2d50"/>`;
  body += ring(24, 240, 46, 15, 62, 0);
  body += ring(16, 175, 44, 20, 52, Math.PI / 16);
  body += ring(12, 110, 38, 18, 68, 0);
  body += `<circle cx="${c}" cy="${c}" r="62" fill="#fcefd4"/>`;
  body += ring(8, 34, 18, 9, 45, Math.PI / 8);
  body += `<circle cx="${c}" cy="${c}" r="14" fill="#14213d"/>`;
  for (let i = 0; i < 36; i += 1) {
    const a = (i / 36) * 2 * Math.PI;
    body += `<circle cx="${r1(c + Math.cos(a) * 284)}" cy="${r1(c + Math.sin(a) * 284)}" r="4" fill="hsl(${hue(a)} 80% 75%)"/>`;
  }
  return svg('Rosette', body);
}

/** A low-poly mosaic: jittered triangles whose hue runs across and whose light runs down. */
function mosaic() {
  const rnd = random(11);
  const n = 7;
  const step = S / n;
  const grid = [];
  for (let j = 0; j <= n; j += 1) {
    grid.push([]);
    for (let i = 0; i <= n; i += 1) {
      const edgeX = i === 0 || i === n;
      const edgeY = j === 0 || j === n;
      grid[j].push([i * step + (edgeX ? 0 : (rnd() - 0.5) * step * 0.6), j * step + (edgeY ? 0 : (rnd() - 0.5) * step * 0.6)]);
    }
  }
  let body = '';
  const tri = (a, b, d) => {
    const cx = (a[0] + b[0] + d[0]) / 3 / S;
    const cy = (a[1] + b[1] + d[1]) / 3 / S;
    const h = Math.round(250 - cx * 235 + cy * 30 + (rnd() - 0.5) * 14);
    const l = Math.round(76 - cy * 40 + (rnd() - 0.5) * 8);
    return `<polygon points="${pts([a, b, d])}" fill="hsl(${(h + 360) % 360} 62% ${l}%)"/>`;
  };
  for (let j = 0; j < n; j += 1) {
    for (let i = 0; i < n; i += 1) {
      const [a, b, c, d] = [grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]];
      if ((i + j) % 2) body += tri(a, b, c) + tri(a, c, d);
      else body += tri(a, b, d) + tri(b, c, d);
    }
  }
  // A crescent moon and a few stars: landmarks for the pale top right.
  body += '<path d="M480 60A50 50 0 1 0 480 160A65 65 0 0 1 480 60Z" fill="#fffbe8"/>';
  for (const [x, y] of [[380, 60], [560, 200], [420, 170], [545, 40]]) body += `<circle cx="${x}" cy="${y}" r="5" fill="#fffbe8"/>`;
  return svg('Mosaic', body);
}

/** Hot-air balloons of many colours over green hills, under a pale sky with clouds. */
function balloons() {
  const rnd = random(3);
  let body = '<defs><linearGradient id="air" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc4f0"/><stop offset="1" stop-color="#e9f6ff"/></linearGradient></defs>'
    + `<rect width="${S}" height="${S}" fill="url(#air)"/>`;
  const cloud = (x, y, s) => `<g fill="#fff" opacity="0.9"><ellipse cx="${x}" cy="${y}" rx="${r1(50 * s)}" ry="${r1(18 * s)}"/>`
    + `<circle cx="${r1(x - 18 * s)}" cy="${r1(y - 12 * s)}" r="${r1(20 * s)}"/><circle cx="${r1(x + 14 * s)}" cy="${r1(y - 16 * s)}" r="${r1(24 * s)}"/></g>`;
  body += cloud(110, 90, 1.2) + cloud(470, 60, 0.9) + cloud(330, 260, 0.8) + cloud(70, 330, 0.7) + cloud(540, 280, 0.8) + cloud(200, 420, 0.6);
  body += '<path d="M0 470 q150-70 300 -10 t300 -20 l0 160 l-600 0 z" fill="#7cb86a"/>';
  body += '<path d="M0 530 q200-60 360 10 t240 -10 l0 70 l-600 0 z" fill="#4f9a5a"/>';
  for (let i = 0; i < 9; i += 1) body += `<circle cx="${r1(30 + i * 68 + rnd() * 20)}" cy="${r1(560 + rnd() * 25)}" r="${r1(10 + rnd() * 8)}" fill="#2f6e3f"/>`;
  const balloon = (x, y, s, colours) => {
    const w = 60 * s;
    const h = 72 * s;
    let g = `<g><path d="M${r1(x - w * 0.42)} ${r1(y + h * 0.55)} L${r1(x - w * 0.2)} ${r1(y + h * 1.05)} M${r1(x + w * 0.42)} ${r1(y + h * 0.55)} L${r1(x + w * 0.2)} ${r1(y + h * 1.05)}" stroke="#5b4636" stroke-width="${r1(2 * s)}"/>`;
    g += `<rect x="${r1(x - w * 0.22)}" y="${r1(y + h * 1.05)}" width="${r1(w * 0.44)}" height="${r1(h * 0.3)}" rx="${r1(3 * s)}" fill="#8a5a36"/>`;
    g += `<path d="M${r1(x)} ${r1(y + h * 0.8)} C${r1(x - w * 1.3)} ${r1(y + h * 0.1)} ${r1(x - w * 0.8)} ${r1(y - h)} ${r1(x)} ${r1(y - h)} C${r1(x + w * 0.8)} ${r1(y - h)} ${r1(x + w * 1.3)} ${r1(y + h * 0.1)} ${r1(x)} ${r1(y + h * 0.8)}z" fill="${colours[0]}"/>`;
    g += `<path d="M${r1(x)} ${r1(y + h * 0.8)} C${r1(x - w * 0.5)} ${r1(y + h * 0.1)} ${r1(x - w * 0.35)} ${r1(y - h)} ${r1(x)} ${r1(y - h)} C${r1(x + w * 0.35)} ${r1(y - h)} ${r1(x + w * 0.5)} ${r1(y + h * 0.1)} ${r1(x)} ${r1(y + h * 0.8)}z" fill="${colours[1]}"/>`;
    g += `<path d="M${r1(x)} ${r1(y + h * 0.8)} C${r1(x - w * 0.12)} ${r1(y)} ${r1(x - w * 0.1)} ${r1(y - h)} ${r1(x)} ${r1(y - h)} C${r1(x + w * 0.1)} ${r1(y - h)} ${r1(x + w * 0.12)} ${r1(y)} ${r1(x)} ${r1(y + h * 0.8)}z" fill="${colours[2]}"/></g>`;
    return g;
  };
  body += balloon(150, 210, 1.5, ['#e63946', '#f4a261', '#ffe8a3']);
  body += balloon(430, 170, 1.15, ['#2a6fdb', '#6ec1e4', '#ffffff']);
  body += balloon(330, 380, 0.85, ['#7b2cbf', '#c77dff', '#f0d9ff']);
  body += balloon(520, 380, 0.6, ['#2a9d8f', '#e9c46a', '#264653']);
  body += balloon(270, 80, 0.35, ['#06d6a0', '#ffd166', '#ef476f']);
  body += balloon(60, 440, 0.45, ['#f77f00', '#fcbf49', '#d62828']);
  return svg('Balloons', body);
}

for (const [name, make] of Object.entries({ mountains, rosette, mosaic, balloons })) {
  const file = path.join(OUT, `${name}.svg`);
  const text = make();
  writeFileSync(file, text);
  console.log(`${file}: ${text.length} bytes`);
}
