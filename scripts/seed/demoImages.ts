/**
 * Demo food pictures for the seeded menu, drawn offline (no network, no stock photos): an SVG of the
 * dish seen from above on a wooden table (each pizza with its own toppings, wings, garlic bread,
 * wedges, arancini, salad, drinks and desserts each drawn as themselves, no words on them) rendered
 * to an 800 x 600 JPEG by sharp. They are written into the local image store with the same layout the API's disk
 * adapter reads, plus their `restaurants/{r}/images/{imageId}` metadata, so `/api/images/...` serves
 * and resizes them like any upload.
 *
 * Idempotent: the drawing depends only on the item id and name, so every run produces the same bytes;
 * a file that already holds them is not rewritten.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Image, type ImageRecord, imageStoragePath, ZImageRecord } from '@resto/domain';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { diskImageStore, localImageDir } from '../../functions/src/integrations/images/diskImageStore';

const WIDTH = 800;
const HEIGHT = 600;
const CREATED_AT = '2026-01-01T00:00:00.000Z';
const CONTENT_TYPE = 'image/jpeg';

/** A small seeded generator, so "random" toppings land in the same place every run. */
function seededRandom(text: string): () => number {
  let seed =
    [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "garlic-bread" → "Garlic bread", for items named only by id. */
function nameFromId(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Random = () => number;
const f = (n: number) => n.toFixed(1);

/** Points spread over a disc without clumping (a sunflower spiral with a little jitter). */
function spread(count: number, radius: number, random: Random, offset = 0): [number, number][] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  return Array.from({ length: count }, (_, i) => {
    const r = radius * Math.sqrt((i + 0.5) / count) * (0.92 + random() * 0.08);
    const angle = i * golden + offset + random() * 0.5;
    return [Math.cos(angle) * r, Math.sin(angle) * r];
  });
}

/** Shared gradients and the soft shadow every dish casts on the table. */
const DEFS = `
  <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.2"/></filter>
  <radialGradient id="crust" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0.78" stop-color="#E9B66B"/><stop offset="0.9" stop-color="#D8913F"/><stop offset="1" stop-color="#9C5B22"/>
  </radialGradient>
  <radialGradient id="sauce" cx="0.45" cy="0.42" r="0.6">
    <stop offset="0" stop-color="#D9452B"/><stop offset="1" stop-color="#A8281A"/>
  </radialGradient>
  <radialGradient id="white-base" cx="0.45" cy="0.42" r="0.6">
    <stop offset="0" stop-color="#FFF4D6"/><stop offset="1" stop-color="#F0D9A4"/>
  </radialGradient>
  <radialGradient id="mozz" cx="0.4" cy="0.35" r="0.7">
    <stop offset="0" stop-color="#FFFDF4"/><stop offset="0.7" stop-color="#FBEFCB"/><stop offset="1" stop-color="#E9C77F"/>
  </radialGradient>
  <radialGradient id="golden" cx="0.38" cy="0.32" r="0.75">
    <stop offset="0" stop-color="#F6C66A"/><stop offset="0.65" stop-color="#D9892E"/><stop offset="1" stop-color="#9A4E16"/>
  </radialGradient>
  <radialGradient id="glaze" cx="0.35" cy="0.3" r="0.8">
    <stop offset="0" stop-color="#E07A35"/><stop offset="0.6" stop-color="#A8401C"/><stop offset="1" stop-color="#6B2410"/>
  </radialGradient>
  <radialGradient id="plate" cx="0.45" cy="0.4" r="0.6">
    <stop offset="0" stop-color="#FFFFFF"/><stop offset="0.85" stop-color="#F3EFE8"/><stop offset="1" stop-color="#DCD5CA"/>
  </radialGradient>
  <radialGradient id="board" cx="0.45" cy="0.4" r="0.65">
    <stop offset="0" stop-color="#D6A46A"/><stop offset="1" stop-color="#A96F37"/>
  </radialGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/><stop offset="0.25" stop-color="#FFFFFF" stop-opacity="0.15"/>
    <stop offset="0.8" stop-color="#FFFFFF" stop-opacity="0.1"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0.45"/>
  </linearGradient>`;

/** A wooden table seen from above: warm planks with grain, darker at the edges like a lit photo. */
function table(random: Random): string {
  const tones = ['#7A4A2A', '#84522F', '#6F4226', '#8A5A35'];
  const planks: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = i * 120;
    planks.push(
      `<rect x="0" y="${y}" width="${WIDTH}" height="120" fill="${tones[(i + Math.floor(random() * 4)) % 4]}"/>`,
    );
    for (let j = 0; j < 6; j++) {
      const gy = y + 10 + random() * 100;
      planks.push(
        `<path d="M 0 ${f(gy)} C 200 ${f(gy + (random() - 0.5) * 14)} 500 ${f(gy + (random() - 0.5) * 14)} ${WIDTH} ${f(gy)}" stroke="#3E2412" stroke-opacity="${f(0.12 + random() * 0.12)}" stroke-width="${f(1 + random() * 2)}" fill="none"/>`,
      );
    }
    planks.push(
      `<rect x="0" y="${y + 118}" width="${WIDTH}" height="2" fill="#2E1A0C" fill-opacity="0.55"/>`,
    );
  }
  return `${planks.join('')}
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>`;
}

function shadow(cx: number, cy: number, rx: number, ry = rx): string {
  return `<ellipse cx="${f(cx + 10)}" cy="${f(cy + 16)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" fill-opacity="0.45" filter="url(#shadow)"/>`;
}

function plate(cx: number, cy: number, r: number): string {
  return `${shadow(cx, cy, r)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/><circle cx="${cx}" cy="${cy}" r="${f(r * 0.78)}" fill="none" stroke="#D8D0C3" stroke-width="2"/>`;
}

function basil(x: number, y: number, size: number, angle: number): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M 0 ${-size} C ${size * 0.7} ${-size * 0.5} ${size * 0.6} ${size * 0.6} 0 ${size} C ${-size * 0.6} ${size * 0.6} ${-size * 0.7} ${-size * 0.5} 0 ${-size} Z" fill="#2F7D32"/><path d="M 0 ${-size * 0.8} L 0 ${size * 0.8}" stroke="#1B5E20" stroke-width="1.5"/></g>`;
}

type Topping =
  | 'mozzarella'
  | 'basil'
  | 'pepperoni'
  | 'ham'
  | 'pineapple'
  | 'mushroom'
  | 'olive'
  | 'capsicum'
  | 'onion'
  | 'chilli'
  | 'prawn'
  | 'truffle'
  | 'blue'
  | 'pumpkin'
  | 'fetta'
  | 'rocket'
  | 'sausage'
  | 'bbq';

function topping(kind: Topping, x: number, y: number, s: number, random: Random): string {
  const angle = random() * 360;
  const at = `transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"`;
  switch (kind) {
    case 'mozzarella':
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.5)}" ry="${f(s * 1.3)}" fill="url(#mozz)"/>`;
    case 'basil':
      return basil(x, y, s * 0.9, angle);
    case 'pepperoni':
      return `<g ${at}><circle r="${f(s)}" fill="#A52A1C"/><circle r="${f(s * 0.82)}" fill="#C0392B"/><circle cx="${f(s * 0.3)}" cy="${f(-s * 0.2)}" r="${f(s * 0.12)}" fill="#F4D7B5" fill-opacity="0.8"/><circle cx="${f(-s * 0.35)}" cy="${f(s * 0.25)}" r="${f(s * 0.1)}" fill="#F4D7B5" fill-opacity="0.8"/><circle r="${f(s)}" fill="none" stroke="#6E1A10" stroke-width="2"/></g>`;
    case 'ham':
      return `<g ${at}><rect x="${f(-s)}" y="${f(-s * 0.6)}" width="${f(s * 2)}" height="${f(s * 1.2)}" rx="${f(s * 0.3)}" fill="#E9908A"/><rect x="${f(-s)}" y="${f(-s * 0.6)}" width="${f(s * 2)}" height="${f(s * 0.3)}" rx="${f(s * 0.15)}" fill="#F6D2C8"/></g>`;
    case 'pineapple':
      return `<g ${at}><path d="M ${f(-s)} ${f(s * 0.5)} L ${f(s)} ${f(s * 0.5)} L 0 ${f(-s * 0.8)} Z" fill="#F7D358" stroke="#E0A526" stroke-width="2"/></g>`;
    case 'mushroom':
      return `<g ${at}><path d="M ${f(-s)} 0 A ${f(s)} ${f(s * 0.85)} 0 0 1 ${f(s)} 0 Z" fill="#C9A27E"/><rect x="${f(-s * 0.3)}" y="0" width="${f(s * 0.6)}" height="${f(s * 0.8)}" rx="3" fill="#E8D6BE"/><path d="M ${f(-s * 0.8)} 0 L ${f(s * 0.8)} 0" stroke="#8B6B4A" stroke-width="2"/></g>`;
    case 'olive':
      return `<g><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.55)}" fill="#2B2B2B"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.22)}" fill="#5A3B2E"/></g>`;
    case 'capsicum':
      return `<g ${at}><path d="M ${f(-s)} 0 Q 0 ${f(-s * 0.9)} ${f(s)} 0" stroke="${random() > 0.5 ? '#3E9B3A' : '#D93B2B'}" stroke-width="${f(s * 0.35)}" fill="none" stroke-linecap="round"/></g>`;
    case 'onion':
      return `<g ${at}><path d="M ${f(-s)} 0 A ${f(s)} ${f(s)} 0 0 1 ${f(s)} 0" stroke="#B35A9A" stroke-opacity="0.85" stroke-width="${f(s * 0.2)}" fill="none"/></g>`;
    case 'chilli':
      return `<g><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.5)}" fill="#E53935"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.25)}" fill="#FFCDD2"/></g>`;
    case 'prawn':
      return `<g ${at}><path d="M ${f(-s)} 0 A ${f(s)} ${f(s)} 0 1 1 ${f(s * 0.2)} ${f(s * 0.9)}" stroke="#F08A4B" stroke-width="${f(s * 0.55)}" fill="none" stroke-linecap="round"/><path d="M ${f(-s)} 0 A ${f(s)} ${f(s)} 0 1 1 ${f(s * 0.2)} ${f(s * 0.9)}" stroke="#FFC9A3" stroke-width="${f(s * 0.15)}" fill="none" stroke-dasharray="4 6"/></g>`;
    case 'truffle':
      return `<g ${at}><ellipse rx="${f(s)}" ry="${f(s * 0.7)}" fill="#3B2A22"/><ellipse rx="${f(s * 0.7)}" ry="${f(s * 0.45)}" fill="none" stroke="#7A6152" stroke-width="1.5"/></g>`;
    case 'blue':
      return `<g><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.2)}" ry="${f(s)}" fill="#F3EEDC"/><circle cx="${f(x - s * 0.3)}" cy="${f(y)}" r="${f(s * 0.18)}" fill="#5E7C8A"/><circle cx="${f(x + s * 0.4)}" cy="${f(y + s * 0.2)}" r="${f(s * 0.14)}" fill="#5E7C8A"/></g>`;
    case 'pumpkin':
      return `<g ${at}><rect x="${f(-s * 0.6)}" y="${f(-s * 0.6)}" width="${f(s * 1.2)}" height="${f(s * 1.2)}" rx="${f(s * 0.25)}" fill="#F08C2E"/><rect x="${f(-s * 0.6)}" y="${f(-s * 0.6)}" width="${f(s * 1.2)}" height="${f(s * 0.3)}" rx="${f(s * 0.15)}" fill="#C45F12"/></g>`;
    case 'fetta':
      return `<g ${at}><rect x="${f(-s * 0.5)}" y="${f(-s * 0.5)}" width="${f(s)}" height="${f(s)}" rx="3" fill="#FBFAF5" stroke="#E4DDCB" stroke-width="1.5"/></g>`;
    case 'rocket':
      return `<g ${at}><path d="M ${f(-s * 1.4)} 0 Q 0 ${f(-s * 0.6)} ${f(s * 1.4)} 0 Q 0 ${f(s * 0.4)} ${f(-s * 1.4)} 0 Z" fill="#4C9A2A"/></g>`;
    case 'sausage':
      return `<g><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.6)}" fill="#8D4A2B"/><circle cx="${f(x - s * 0.2)}" cy="${f(y - s * 0.2)}" r="${f(s * 0.2)}" fill="#B36A45"/></g>`;
    case 'bbq':
      return `<g ${at}><path d="M ${f(-s * 2)} 0 Q ${f(-s)} ${f(-s)} 0 0 T ${f(s * 2)} 0" stroke="#4A1E0E" stroke-width="${f(s * 0.3)}" fill="none" stroke-linecap="round"/></g>`;
  }
}

interface PizzaStyle {
  base: 'tomato' | 'white';
  toppings: [Topping, number][];
}

const PIZZAS: [RegExp, PizzaStyle][] = [
  [
    /margherita|pizzas/,
    {
      base: 'tomato',
      toppings: [
        ['mozzarella', 9],
        ['basil', 7],
      ],
    },
  ],
  [
    /pepperoni/,
    {
      base: 'tomato',
      toppings: [
        ['mozzarella', 10],
        ['pepperoni', 14],
      ],
    },
  ],
  [
    /hawaiian/,
    {
      base: 'tomato',
      toppings: [
        ['mozzarella', 10],
        ['ham', 10],
        ['pineapple', 10],
      ],
    },
  ],
  [
    /capricciosa/,
    {
      base: 'tomato',
      toppings: [
        ['mozzarella', 8],
        ['ham', 7],
        ['mushroom', 7],
        ['olive', 8],
      ],
    },
  ],
  [
    /vegetarian/,
    {
      base: 'tomato',
      toppings: [
        ['mozzarella', 8],
        ['capsicum', 10],
        ['mushroom', 6],
        ['onion', 6],
        ['olive', 7],
      ],
    },
  ],
  [
    /meat/,
    {
      base: 'tomato',
      toppings: [
        ['mozzarella', 8],
        ['pepperoni', 8],
        ['ham', 6],
        ['sausage', 10],
        ['bbq', 4],
      ],
    },
  ],
  [
    /gamberi/,
    {
      base: 'tomato',
      toppings: [
        ['mozzarella', 8],
        ['prawn', 9],
        ['basil', 4],
      ],
    },
  ],
  [
    /diavola/,
    {
      base: 'tomato',
      toppings: [
        ['mozzarella', 8],
        ['pepperoni', 12],
        ['chilli', 12],
      ],
    },
  ],
  [
    /funghi|gourmet/,
    {
      base: 'white',
      toppings: [
        ['mushroom', 14],
        ['truffle', 8],
        ['basil', 3],
      ],
    },
  ],
  [
    /formaggi/,
    {
      base: 'white',
      toppings: [
        ['mozzarella', 10],
        ['blue', 7],
        ['fetta', 6],
      ],
    },
  ],
  [
    /pumpkin/,
    {
      base: 'tomato',
      toppings: [
        ['pumpkin', 12],
        ['fetta', 10],
        ['rocket', 7],
      ],
    },
  ],
];

function pizzaStyle(text: string): PizzaStyle {
  return PIZZAS.find(([pattern]) => pattern.test(text))?.[1] ?? PIZZAS[0]![1];
}

/** A wood-fired pizza from above: blistered crust, sauce, melted cheese and its toppings, cut in eight. */
function pizza(cx: number, cy: number, r: number, style: PizzaStyle, random: Random, board = true): string {
  const parts: string[] = [];
  if (board) {
    parts.push(
      shadow(cx, cy, r * 1.12),
      `<circle cx="${cx}" cy="${cy}" r="${f(r * 1.12)}" fill="url(#board)"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${f(r * 1.12)}" fill="none" stroke="#7E4B1E" stroke-width="3"/>`,
    );
  } else parts.push(shadow(cx, cy, r));
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#crust)"/>`);
  // Leopard spots on the rim, as a wood oven leaves them.
  for (let i = 0; i < 22; i++) {
    const angle = random() * Math.PI * 2;
    const d = r * (0.9 + random() * 0.07);
    parts.push(
      `<circle cx="${f(cx + Math.cos(angle) * d)}" cy="${f(cy + Math.sin(angle) * d)}" r="${f(2 + random() * 4)}" fill="#4A2A12" fill-opacity="${f(0.4 + random() * 0.4)}"/>`,
    );
  }
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.84)}" fill="url(#${style.base === 'tomato' ? 'sauce' : 'white-base'})"/>`,
  );
  // Melted cheese over the sauce, irregular.
  for (const [dx, dy] of spread(18, r * 0.7, random)) {
    parts.push(
      `<ellipse cx="${f(cx + dx)}" cy="${f(cy + dy)}" rx="${f(r * (0.1 + random() * 0.08))}" ry="${f(r * (0.08 + random() * 0.06))}" fill="#FBE7B0" fill-opacity="${style.base === 'tomato' ? '0.55' : '0.8'}"/>`,
    );
  }
  let offset = 0;
  for (const [kind, count] of style.toppings) {
    offset += 1.3;
    for (const [dx, dy] of spread(count, r * 0.72, random, offset)) {
      parts.push(topping(kind, cx + dx, cy + dy, r * 0.085, random));
    }
  }
  for (let i = 0; i < 4; i++) {
    const angle = (i * Math.PI) / 4 + 0.2;
    const dx = Math.cos(angle) * r * 0.98;
    const dy = Math.sin(angle) * r * 0.98;
    parts.push(
      `<line x1="${f(cx - dx)}" y1="${f(cy - dy)}" x2="${f(cx + dx)}" y2="${f(cy + dy)}" stroke="#5A2E10" stroke-opacity="0.35" stroke-width="2.5"/>`,
    );
  }
  return parts.join('');
}

/** Two toppings, one per half, as the half-and-half pizza is sold. */
function halfAndHalf(cx: number, cy: number, random: Random): string {
  const left = pizza(cx, cy, 200, pizzaStyle('pepperoni'), random);
  const right = pizza(cx, cy, 200, pizzaStyle('hawaiian'), random);
  return `<defs><clipPath id="left"><rect x="0" y="0" width="${cx}" height="${HEIGHT}"/></clipPath>
    <clipPath id="right"><rect x="${cx}" y="0" width="${cx}" height="${HEIGHT}"/></clipPath></defs>
  <g clip-path="url(#left)">${left}</g><g clip-path="url(#right)">${right}</g>
  <line x1="${cx}" y1="${cy - 200}" x2="${cx}" y2="${cy + 200}" stroke="#5A2E10" stroke-opacity="0.5" stroke-width="3"/>`;
}

/** A folded calzone with chocolate drizzle and icing sugar. */
function calzone(cx: number, cy: number, random: Random): string {
  const parts = [plate(cx, cy, 230)];
  parts.push(
    `<path d="M ${cx - 170} ${cy + 40} A 170 150 0 0 1 ${cx + 170} ${cy + 40} Q ${cx} ${cy + 90} ${cx - 170} ${cy + 40} Z" fill="url(#golden)"/>`,
  );
  for (let i = 0; i < 9; i++)
    parts.push(
      `<circle cx="${f(cx - 150 + i * 37)}" cy="${f(cy + 52 + Math.sin(i) * 4)}" r="9" fill="#C07A35"/>`,
    );
  for (let i = 0; i < 5; i++) {
    const x = cx - 120 + i * 60;
    parts.push(
      `<path d="M ${x} ${cy - 90 + (i % 2) * 20} Q ${x + 30} ${cy - 20} ${x - 10} ${cy + 40}" stroke="#3B1F12" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 90; i++)
    parts.push(
      `<circle cx="${f(cx - 160 + random() * 320)}" cy="${f(cy - 110 + random() * 150)}" r="${f(1 + random() * 2)}" fill="#FFFFFF" fill-opacity="0.85"/>`,
    );
  parts.push(strawberry(cx + 150, cy - 120), strawberry(cx + 185, cy - 85));
  return parts.join('');
}

function strawberry(x: number, y: number): string {
  return `<path d="M ${x} ${y + 24} C ${x - 24} ${y + 4} ${x - 20} ${y - 18} ${x} ${y - 16} C ${x + 20} ${y - 18} ${x + 24} ${y + 4} ${x} ${y + 24} Z" fill="#D32F2F"/><path d="M ${x - 12} ${y - 16} L ${x} ${y - 26} L ${x + 12} ${y - 16} Z" fill="#388E3C"/>`;
}

/** A small bowl of dipping sauce beside a side dish. */
function dip(x: number, y: number, colour: string): string {
  return `${shadow(x, y, 52)}<circle cx="${x}" cy="${y}" r="52" fill="#F7F4EE"/><circle cx="${x}" cy="${y}" r="40" fill="${colour}"/><ellipse cx="${x - 12}" cy="${y - 12}" rx="12" ry="7" fill="#FFFFFF" fill-opacity="0.35"/>`;
}

function garlicBread(cx: number, cy: number, random: Random): string {
  const parts = [
    shadow(cx, cy, 250, 150),
    `<rect x="${cx - 260}" y="${cy - 150}" width="520" height="300" rx="24" fill="url(#board)"/>`,
  ];
  for (let i = 0; i < 6; i++) {
    const x = cx - 200 + i * 80;
    const y = cy + (i % 2 ? 12 : -12);
    parts.push(
      `<g transform="rotate(-14 ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="46" ry="96" fill="#B86B25"/><ellipse cx="${x}" cy="${y}" rx="38" ry="86" fill="#F2D08C"/><ellipse cx="${x}" cy="${y}" rx="30" ry="72" fill="#F7DC8F" fill-opacity="0.9"/></g>`,
    );
    for (let j = 0; j < 10; j++)
      parts.push(
        `<circle cx="${f(x - 22 + random() * 44)}" cy="${f(y - 60 + random() * 120)}" r="${f(1.5 + random() * 2.5)}" fill="#2E7D32"/>`,
      );
  }
  return parts.join('');
}

function wedges(cx: number, cy: number, random: Random): string {
  const parts = [plate(cx - 40, cy, 215)];
  for (let i = 0; i < 16; i++) {
    const [dx, dy] = spread(16, 140, random)[i] ?? [0, 0];
    const x = cx - 40 + dx;
    const y = cy + dy;
    parts.push(
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(random() * 360)})"><path d="M -50 0 Q 0 -26 50 0 Q 0 10 -50 0 Z" fill="url(#golden)"/><path d="M -46 2 Q 0 12 46 2" stroke="#F5E1B5" stroke-width="5" fill="none"/></g>`,
    );
  }
  for (let i = 0; i < 40; i++)
    parts.push(
      `<circle cx="${f(cx - 180 + random() * 280)}" cy="${f(cy - 140 + random() * 280)}" r="1.8" fill="#7A2E12"/>`,
    );
  parts.push(dip(cx + 230, cy + 120, '#F4EBD0'));
  return parts.join('');
}

function wings(cx: number, cy: number, random: Random): string {
  const parts = [plate(cx - 30, cy, 220)];
  for (const [dx, dy] of spread(8, 125, random)) {
    const x = cx - 30 + dx;
    const y = cy + dy;
    parts.push(
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(random() * 360)})"><path d="M -62 -10 C -62 -42 -6 -44 8 -22 L 46 -12 C 66 -16 70 14 48 12 L 8 20 C -8 42 -62 30 -62 -10 Z" fill="url(#glaze)"/><ellipse cx="-30" cy="-14" rx="16" ry="8" fill="#FFFFFF" fill-opacity="0.22"/></g>`,
    );
  }
  for (let i = 0; i < 60; i++)
    parts.push(
      `<ellipse cx="${f(cx - 160 + random() * 260)}" cy="${f(cy - 130 + random() * 260)}" rx="2.5" ry="1.4" fill="#FFF3D6" transform="rotate(${f(random() * 180)} ${cx} ${cy})"/>`,
    );
  for (let i = 0; i < 12; i++)
    parts.push(
      `<circle cx="${f(cx - 130 + random() * 200)}" cy="${f(cy - 110 + random() * 220)}" r="4" fill="#43A047"/>`,
    );
  parts.push(dip(cx + 235, cy - 120, '#F6F1E4'));
  parts.push(
    `<g transform="translate(${cx + 240} ${cy + 110}) rotate(30)"><rect x="-60" y="-9" width="120" height="18" rx="9" fill="#A5D6A7"/><rect x="-60" y="-9" width="120" height="7" rx="3.5" fill="#81C784"/></g>`,
  );
  return parts.join('');
}

function arancini(cx: number, cy: number, random: Random): string {
  const parts = [plate(cx, cy, 225)];
  parts.push(`<ellipse cx="${cx}" cy="${cy + 20}" rx="150" ry="110" fill="#B7341F"/>`);
  for (const [dx, dy] of [
    [-70, -30],
    [70, -30],
    [0, 60],
  ] as const) {
    const x = cx + dx;
    const y = cy + dy;
    parts.push(
      `<circle cx="${x + 6}" cy="${y + 8}" r="70" fill="#000" fill-opacity="0.25" filter="url(#soft)"/><circle cx="${x}" cy="${y}" r="68" fill="url(#golden)"/>`,
    );
    for (let i = 0; i < 45; i++) {
      const a = random() * Math.PI * 2;
      const d = Math.sqrt(random()) * 62;
      parts.push(
        `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d)}" r="${f(1.5 + random() * 2)}" fill="${random() > 0.5 ? '#8A4513' : '#F9D58B'}" fill-opacity="0.8"/>`,
      );
    }
  }
  parts.push(basil(cx + 130, cy - 110, 22, 30), basil(cx + 150, cy - 80, 18, 80));
  for (let i = 0; i < 30; i++)
    parts.push(
      `<rect x="${f(cx - 90 + random() * 180)}" y="${f(cy - 90 + random() * 180)}" width="6" height="3" fill="#FFF8E1" transform="rotate(${f(random() * 180)} ${cx} ${cy})"/>`,
    );
  return parts.join('');
}

function caesar(cx: number, cy: number, random: Random): string {
  const parts = [
    shadow(cx, cy, 230),
    `<circle cx="${cx}" cy="${cy}" r="230" fill="#FAFAF7"/>`,
    `<circle cx="${cx}" cy="${cy}" r="200" fill="#EDE7DD"/>`,
  ];
  const greens = ['#6FAE3E', '#8CC152', '#4E8F2A', '#A8D46F'];
  for (const [dx, dy] of spread(26, 165, random)) {
    parts.push(
      `<g transform="translate(${f(cx + dx)} ${f(cy + dy)}) rotate(${f(random() * 360)})"><path d="M -48 0 C -40 -30 40 -30 48 0 C 40 26 -40 26 -48 0 Z" fill="${greens[Math.floor(random() * 4)]}"/><path d="M -44 0 L 44 0" stroke="#E8F5C8" stroke-width="4"/></g>`,
    );
  }
  for (const [dx, dy] of spread(10, 130, random, 2)) {
    parts.push(
      `<rect x="${f(cx + dx - 14)}" y="${f(cy + dy - 14)}" width="28" height="28" rx="6" fill="url(#golden)" transform="rotate(${f(random() * 90)} ${f(cx + dx)} ${f(cy + dy)})"/>`,
    );
  }
  for (const [dx, dy] of spread(12, 140, random, 4)) {
    parts.push(
      `<path d="M ${f(cx + dx - 18)} ${f(cy + dy)} L ${f(cx + dx + 16)} ${f(cy + dy - 8)} L ${f(cx + dx + 10)} ${f(cy + dy + 8)} Z" fill="#FFF6D5"/>`,
    );
  }
  for (const [dx, dy] of spread(7, 120, random, 5)) {
    parts.push(
      `<rect x="${f(cx + dx - 20)}" y="${f(cy + dy - 6)}" width="40" height="12" rx="5" fill="#A63A26" transform="rotate(${f(random() * 180)} ${f(cx + dx)} ${f(cy + dy)})"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${cx + 40}" cy="${cy - 30}" rx="50" ry="26" fill="#FFF3CF" fill-opacity="0.6"/>`,
    `<g transform="translate(${cx + 270} ${cy + 40}) rotate(20)"><circle r="30" fill="#FDD835"/><circle r="24" fill="#FFF59D"/><path d="M -24 0 L 24 0 M 0 -24 L 0 24 M -17 -17 L 17 17 M -17 17 L 17 -17" stroke="#FDD835" stroke-width="2"/></g>`,
  );
  return parts.join('');
}

type DrinkKind = 'can' | 'bottle' | 'lemon' | 'beer' | 'wine';

function drinkKind(text: string): DrinkKind {
  if (/pellegrino|water/.test(text)) return 'bottle';
  if (/limonata|lemonade/.test(text)) return 'lemon';
  if (/\bperoni\b|beer|drinks/.test(text)) return 'beer';
  if (/wine|red/.test(text)) return 'wine';
  return 'can';
}

/** Drinks are seen from the side, standing on the table, with a glass beside them. */
function drink(cx: number, cy: number, kind: DrinkKind): string {
  const floor = cy + 200;
  const ground = `<ellipse cx="${cx}" cy="${floor}" rx="190" ry="26" fill="#000" fill-opacity="0.4" filter="url(#shadow)"/>`;
  const tumbler = (x: number, colour: string, level = 0.75) =>
    `<path d="M ${x - 60} ${floor - 190} L ${x + 60} ${floor - 190} L ${x + 50} ${floor} L ${x - 50} ${floor} Z" fill="${colour}" fill-opacity="0.9"/>` +
    `<rect x="${x - 58}" y="${floor - 190}" width="116" height="${f(190 * (1 - level))}" fill="#FFFFFF" fill-opacity="0.25"/>` +
    `<rect x="${x - 34}" y="${floor - 150}" width="30" height="30" rx="5" fill="#FFFFFF" fill-opacity="0.45" transform="rotate(15 ${x - 19} ${floor - 135})"/>` +
    `<rect x="${x + 2}" y="${floor - 120}" width="28" height="28" rx="5" fill="#FFFFFF" fill-opacity="0.4" transform="rotate(-10 ${x + 16} ${floor - 106})"/>` +
    `<path d="M ${x - 60} ${floor - 190} L ${x + 60} ${floor - 190} L ${x + 50} ${floor} L ${x - 50} ${floor} Z" fill="url(#glass)" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="3"/>`;
  switch (kind) {
    case 'can':
      return `${ground}<rect x="${cx - 150}" y="${floor - 250}" width="120" height="250" rx="16" fill="#C62828"/>
        <rect x="${cx - 150}" y="${floor - 250}" width="120" height="16" rx="8" fill="#B0BEC5"/>
        <rect x="${cx - 150}" y="${floor - 14}" width="120" height="14" rx="7" fill="#90A4AE"/>
        <path d="M ${cx - 150} ${floor - 120} Q ${cx - 90} ${floor - 170} ${cx - 30} ${floor - 120}" stroke="#FFFFFF" stroke-width="10" fill="none"/>
        <rect x="${cx - 138}" y="${floor - 235}" width="14" height="210" rx="7" fill="#FFFFFF" fill-opacity="0.3"/>
        ${tumbler(cx + 90, '#3E1F12')}`;
    case 'bottle':
      return `${ground}<path d="M ${cx - 110} ${floor} L ${cx - 110} ${floor - 190} Q ${cx - 110} ${floor - 250} ${cx - 80} ${floor - 280} L ${cx - 80} ${floor - 340} L ${cx - 50} ${floor - 340} L ${cx - 50} ${floor - 280} Q ${cx - 20} ${floor - 250} ${cx - 20} ${floor - 190} L ${cx - 20} ${floor} Z" fill="#2E7D32" fill-opacity="0.9"/>
        <rect x="${cx - 110}" y="${floor - 170}" width="90" height="90" fill="#ECEFF1"/><circle cx="${cx - 65}" cy="${floor - 125}" r="22" fill="#C62828"/>
        <rect x="${cx - 84}" y="${floor - 352}" width="38" height="16" rx="4" fill="#B0BEC5"/>
        ${tumbler(cx + 90, '#E3F2FD', 0.6)}<circle cx="${cx + 90}" cy="${floor - 110}" r="28" fill="#C5E1A5" fill-opacity="0.8"/>`;
    case 'lemon':
      return `${ground}<rect x="${cx - 150}" y="${floor - 230}" width="110" height="230" rx="16" fill="#F9D648"/>
        <rect x="${cx - 150}" y="${floor - 230}" width="110" height="16" rx="8" fill="#B0BEC5"/>
        <rect x="${cx - 150}" y="${floor - 120}" width="110" height="40" fill="#2E7D32"/>
        <rect x="${cx - 140}" y="${floor - 215}" width="12" height="195" rx="6" fill="#FFFFFF" fill-opacity="0.35"/>
        ${tumbler(cx + 90, '#FFF59D')}
        <g transform="translate(${cx + 140} ${floor - 190})"><circle r="34" fill="#FDD835"/><circle r="27" fill="#FFF9C4"/><path d="M -27 0 L 27 0 M 0 -27 L 0 27 M -19 -19 L 19 19 M -19 19 L 19 -19" stroke="#FDD835" stroke-width="2.5"/></g>`;
    case 'beer':
      return `${ground}<path d="M ${cx - 70} ${floor - 320} L ${cx + 70} ${floor - 320} L ${cx + 55} ${floor} L ${cx - 55} ${floor} Z" fill="#F2B233"/>
        <path d="M ${cx - 74} ${floor - 330} Q ${cx - 40} ${floor - 370} ${cx} ${floor - 340} Q ${cx + 40} ${floor - 372} ${cx + 74} ${floor - 330} L ${cx + 70} ${floor - 290} L ${cx - 70} ${floor - 290} Z" fill="#FFF8E7"/>
        <circle cx="${cx - 20}" cy="${floor - 150}" r="4" fill="#FFF3C4"/><circle cx="${cx + 15}" cy="${floor - 90}" r="3" fill="#FFF3C4"/><circle cx="${cx + 5}" cy="${floor - 210}" r="3" fill="#FFF3C4"/>
        <path d="M ${cx - 70} ${floor - 320} L ${cx + 70} ${floor - 320} L ${cx + 55} ${floor} L ${cx - 55} ${floor} Z" fill="url(#glass)" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="3"/>
        <path d="M ${cx + 150} ${floor} L ${cx + 150} ${floor - 200} Q ${cx + 150} ${floor - 250} ${cx + 175} ${floor - 270} L ${cx + 175} ${floor - 330} L ${cx + 205} ${floor - 330} L ${cx + 205} ${floor - 270} Q ${cx + 230} ${floor - 250} ${cx + 230} ${floor - 200} L ${cx + 230} ${floor} Z" fill="#1B5E20"/>
        <rect x="${cx + 150}" y="${floor - 160}" width="80" height="70" fill="#F5F5F5"/><rect x="${cx + 150}" y="${floor - 140}" width="80" height="14" fill="#0D47A1"/>`;
    case 'wine':
      return `${ground}<path d="M ${cx - 70} ${floor - 330} Q ${cx - 80} ${floor - 200} ${cx} ${floor - 180} Q ${cx + 80} ${floor - 200} ${cx + 70} ${floor - 330} Z" fill="#FFFFFF" fill-opacity="0.25" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="3"/>
        <path d="M ${cx - 74} ${floor - 270} Q ${cx - 70} ${floor - 196} ${cx} ${floor - 186} Q ${cx + 70} ${floor - 196} ${cx + 74} ${floor - 270} Z" fill="#7B1126"/>
        <rect x="${cx - 5}" y="${floor - 182}" width="10" height="170" fill="#FFFFFF" fill-opacity="0.6"/>
        <ellipse cx="${cx}" cy="${floor - 8}" rx="60" ry="12" fill="#FFFFFF" fill-opacity="0.6"/>
        <path d="M ${cx + 150} ${floor} L ${cx + 150} ${floor - 220} Q ${cx + 150} ${floor - 270} ${cx + 178} ${floor - 290} L ${cx + 178} ${floor - 360} L ${cx + 202} ${floor - 360} L ${cx + 202} ${floor - 290} Q ${cx + 230} ${floor - 270} ${cx + 230} ${floor - 220} L ${cx + 230} ${floor} Z" fill="#2B0A12"/>
        <rect x="${cx + 150}" y="${floor - 180}" width="80" height="90" fill="#F3E5C8"/><rect x="${cx + 160}" y="${floor - 160}" width="60" height="6" fill="#7B1126"/>
        <g transform="translate(${cx - 200} ${floor - 40})"><circle r="22" fill="#5E1A4A"/><circle cx="30" cy="6" r="22" fill="#6A1B52"/><circle cx="14" cy="-22" r="22" fill="#4A1238"/></g>`;
  }
}

function tiramisu(cx: number, cy: number, random: Random): string {
  const parts = [plate(cx, cy, 220)];
  parts.push(
    `<rect x="${cx - 110}" y="${cy - 100}" width="220" height="200" rx="12" fill="#6B3F2A"/>`,
    `<rect x="${cx - 104}" y="${cy - 94}" width="208" height="188" rx="10" fill="#8A5A3B"/>`,
  );
  for (let i = 0; i < 260; i++)
    parts.push(
      `<circle cx="${f(cx - 100 + random() * 200)}" cy="${f(cy - 90 + random() * 180)}" r="${f(1 + random() * 2.2)}" fill="${random() > 0.5 ? '#4E2A18' : '#A0704D'}" fill-opacity="0.8"/>`,
    );
  parts.push(
    `<g transform="translate(${cx + 150} ${cy - 140})"><ellipse rx="26" ry="18" fill="#4E2A18"/><path d="M -20 0 L 20 0" stroke="#2E1A0C" stroke-width="2"/></g>`,
    `<g transform="translate(${cx + 170} ${cy - 100}) rotate(40)"><ellipse rx="26" ry="18" fill="#4E2A18"/><path d="M -20 0 L 20 0" stroke="#2E1A0C" stroke-width="2"/></g>`,
    basil(cx - 150, cy + 140, 20, 20),
  );
  return parts.join('');
}

function gelato(cx: number, cy: number, random: Random): string {
  const parts = [
    shadow(cx, cy, 200),
    `<circle cx="${cx}" cy="${cy}" r="200" fill="#FAFAFA"/>`,
    `<circle cx="${cx}" cy="${cy}" r="178" fill="#F0ECE6"/>`,
  ];
  const scoops: [number, number, string, string][] = [
    [-70, -40, '#B5D98A', '#8DBF5A'],
    [70, -40, '#F6C1CC', '#E893A6'],
    [0, 70, '#FFF6DA', '#EAD9A6'],
  ];
  for (const [dx, dy, light, dark] of scoops) {
    const x = cx + dx;
    const y = cy + dy;
    parts.push(
      `<circle cx="${x + 6}" cy="${y + 8}" r="82" fill="#000" fill-opacity="0.2" filter="url(#soft)"/>`,
      `<circle cx="${x}" cy="${y}" r="80" fill="${dark}"/>`,
      `<circle cx="${x - 8}" cy="${y - 8}" r="66" fill="${light}"/>`,
      `<ellipse cx="${x - 28}" cy="${y - 30}" rx="18" ry="10" fill="#FFFFFF" fill-opacity="0.5"/>`,
    );
  }
  for (let i = 0; i < 40; i++)
    parts.push(
      `<circle cx="${f(cx + random() * 60 - 30)}" cy="${f(cy + 70 + random() * 60 - 30)}" r="2.5" fill="#3B2A22"/>`,
    );
  parts.push(
    `<g transform="translate(${cx + 60} ${cy + 40}) rotate(-40)"><rect x="-10" y="-110" width="20" height="120" rx="10" fill="#EAC38A"/><ellipse cx="0" cy="-110" rx="18" ry="26" fill="#EAC38A"/></g>`,
  );
  return parts.join('');
}

function cannoli(cx: number, cy: number, random: Random): string {
  const parts = [plate(cx, cy, 220)];
  for (const [dy, angle] of [
    [-50, -12],
    [60, 8],
  ] as const) {
    const y = cy + dy;
    parts.push(
      `<g transform="rotate(${angle} ${cx} ${y})"><rect x="${cx - 120}" y="${y - 38}" width="240" height="76" rx="36" fill="url(#golden)"/>`,
    );
    for (let i = 0; i < 8; i++)
      parts.push(
        `<circle cx="${f(cx - 90 + i * 25 + random() * 6)}" cy="${f(y - 20 + random() * 40)}" r="5" fill="#9A4E16" fill-opacity="0.5"/>`,
      );
    for (const side of [-1, 1]) {
      const x = cx + side * 122;
      parts.push(`<ellipse cx="${x}" cy="${y}" rx="24" ry="38" fill="#FFF8EC"/>`);
      for (let i = 0; i < 10; i++)
        parts.push(
          `<circle cx="${f(x + (random() - 0.5) * 30)}" cy="${f(y + (random() - 0.5) * 56)}" r="3.2" fill="#7CB342"/>`,
        );
    }
    parts.push('</g>');
  }
  for (let i = 0; i < 120; i++)
    parts.push(
      `<circle cx="${f(cx - 160 + random() * 320)}" cy="${f(cy - 120 + random() * 240)}" r="${f(0.8 + random() * 1.5)}" fill="#FFFFFF" fill-opacity="0.9"/>`,
    );
  return parts.join('');
}

/** A deal: pizzas on their boards with a side and a drink, so it reads as "more for less". */
function deal(cx: number, cy: number, text: string, random: Random): string {
  const parts = [
    pizza(cx - 150, cy + 10, 150, pizzaStyle(/pair|gourmet/.test(text) ? 'funghi' : 'pepperoni'), random),
    pizza(cx + 170, cy - 40, 135, pizzaStyle(/pair/.test(text) ? 'gamberi' : 'margherita'), random),
  ];
  if (/lunch/.test(text)) parts.splice(1, 1, pizza(cx + 190, cy + 40, 40, pizzaStyle('x'), random, false));
  parts.push(
    `<g transform="translate(${cx + 250} ${cy + 180})">${shadow(0, 0, 48)}<circle r="48" fill="#C62828"/><circle r="38" fill="#B0BEC5"/><circle r="30" fill="#CFD8DC"/><ellipse cx="0" cy="-14" rx="10" ry="6" fill="#78909C"/></g>`,
  );
  return parts.join('');
}

type Dish =
  | 'pizza'
  | 'half'
  | 'calzone'
  | 'deal'
  | 'garlic'
  | 'wedges'
  | 'wings'
  | 'arancini'
  | 'salad'
  | 'drink'
  | 'tiramisu'
  | 'gelato'
  | 'cannoli';

function dishOf(words: string): Dish {
  if (/deal|pair|combo|feast|bundle/.test(words)) return 'deal';
  if (/half/.test(words)) return 'half';
  if (/calzone|nutella/.test(words)) return 'calzone';
  if (/garlic bread|garlic-bread/.test(words)) return 'garlic';
  if (/wedges|chips|fries|sides/.test(words)) return 'wedges';
  if (/wings/.test(words)) return 'wings';
  if (/arancini/.test(words)) return 'arancini';
  if (/salad|rocket|caesar|greens/.test(words)) return 'salad';
  // "pepperoni" holds "peroni": the beer is matched as a whole word.
  if (
    /drink|cola|soda|water|juice|lemonade|limonata|pellegrino|\bperoni\b|beer|wine|spritz|coffee/.test(words)
  )
    return 'drink';
  if (/tiramisu/.test(words)) return 'tiramisu';
  if (/gelato|sorbet|desserts/.test(words)) return 'gelato';
  if (/cannoli/.test(words)) return 'cannoli';
  return 'pizza';
}

function foodFor(dish: Dish, text: string, cx: number, cy: number, random: Random): string {
  switch (dish) {
    case 'pizza':
      return pizza(cx, cy, 205, pizzaStyle(text), random);
    case 'half':
      return halfAndHalf(cx, cy, random);
    case 'calzone':
      return calzone(cx, cy, random);
    case 'deal':
      return deal(cx, cy, text, random);
    case 'garlic':
      return garlicBread(cx, cy, random);
    case 'wedges':
      return wedges(cx, cy, random);
    case 'wings':
      return wings(cx, cy, random);
    case 'arancini':
      return arancini(cx, cy, random);
    case 'salad':
      return caesar(cx, cy, random);
    case 'drink':
      return drink(cx, cy, drinkKind(text));
    case 'tiramisu':
      return tiramisu(cx, cy, random);
    case 'gelato':
      return gelato(cx, cy, random);
    case 'cannoli':
      return cannoli(cx, cy, random);
  }
}

/**
 * The SVG of one demo picture: the dish seen from above on a wooden table, lit like a photo, with no
 * words on it (the menu prints the name). The same id and name always give the same drawing.
 */
export function demoImageSvg(itemId: string, name: string): string {
  const random = seededRandom(itemId);
  const text = `${itemId} ${name}`.toLowerCase();
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2;
  const food = foodFor(dishOf(text), text, cx, cy, random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>${DEFS}</defs>
  ${table(random)}
  ${food}
  <radialGradient id="light" cx="0.35" cy="0.25" r="0.8"><stop offset="0" stop-color="#FFF6E0" stop-opacity="0.22"/><stop offset="1" stop-color="#FFF6E0" stop-opacity="0"/></radialGradient>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
</svg>`;
}

export async function renderDemoImage(itemId: string, name: string): Promise<Buffer> {
  return sharp(Buffer.from(demoImageSvg(itemId, name)))
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** The stored image of a demo item (the same for every store that sells it). */
export function demoImageFor(restaurantId: string, itemId: string): Image {
  const id = `demo-${itemId}`;
  return { id, path: imageStoragePath(restaurantId, id) };
}

/** A redrawn picture keeps its id, so variants resized from the old drawing must go. */
async function forgetResizedVariants(cacheDir: string, path: string): Promise<void> {
  const widths = await readdir(cacheDir).catch(() => [] as string[]);
  for (const width of widths) {
    const file = join(cacheDir, width, ...path.split('/'));
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }
}

/**
 * Draws and stores one picture per item id (the drawing is chosen from the id and name, or the id in
 * words) and writes each one's metadata. Answers the ZImage per item id, for the seed to put
 * on the items. Needs an initialised firebase-admin app pointing at the emulator.
 */
export async function writeDemoImages(
  restaurantId: string,
  itemIds: string[],
  names: Readonly<Record<string, string>> = {},
): Promise<Record<string, Image>> {
  const directory = localImageDir();
  const store = diskImageStore(directory);
  const batch = getFirestore().batch();
  const images: Record<string, Image> = {};
  for (const itemId of new Set(itemIds)) {
    const image = demoImageFor(restaurantId, itemId);
    const bytes = await renderDemoImage(itemId, names[itemId] ?? nameFromId(itemId));
    const current = await readFile(store.fileFor(image.path)).catch(() => undefined);
    if (!current?.equals(bytes)) {
      await store.put(image.path, bytes, CONTENT_TYPE);
      await forgetResizedVariants(join(directory, 'cache'), image.path);
    }
    const record: ImageRecord = ZImageRecord.parse({
      ...image,
      restaurantId,
      contentType: CONTENT_TYPE,
      width: WIDTH,
      height: HEIGHT,
      bytes: bytes.length,
      aspectRatio: '4x3',
      createdByUid: 'demo-seed',
      createdIsoDateTimeUtc: CREATED_AT,
    });
    batch.set(getFirestore().doc(`restaurants/${restaurantId}/images/${image.id}`), record);
    images[itemId] = image;
  }
  await batch.commit();
  return images;
}
