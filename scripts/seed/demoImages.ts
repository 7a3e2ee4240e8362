/**
 * Demo food pictures for the seeded menu, drawn offline: an SVG (warm background, a plate with a
 * simple pizza, bread, salad, drink or deal illustration, the item's name) rendered to an 800 x 600
 * JPEG by sharp. They are written into the local image store with the same layout the API's disk
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

type Dish = 'pizza' | 'bread' | 'salad' | 'drink' | 'dessert' | 'deal' | 'plate';

const BACKGROUNDS: ReadonlyArray<readonly [string, string]> = [
  ['#F6D365', '#FDA085'],
  ['#F9C58D', '#F492A0'],
  ['#FBD786', '#F7797D'],
  ['#FFE29F', '#FFA99F'],
  ['#F3C6A5', '#D9825B'],
  ['#FCE38A', '#F38181'],
];

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

function dishOf(words: string): Dish {
  if (/deal|combo|feast|bundle/.test(words)) return 'deal';
  if (/half|pizza|margherita|pepperoni|marinara|capricciosa|diavola|supreme|hawaiian|funghi/.test(words))
    return 'pizza';
  if (/bread|focaccia|garlic|knots|wings|chips|fries/.test(words)) return 'bread';
  if (/salad|rocket|caesar|greens/.test(words)) return 'salad';
  if (/drink|cola|soda|water|juice|lemonade|beer|wine|spritz|coffee/.test(words)) return 'drink';
  if (/tiramisu|gelato|cake|dessert|cannoli|brownie|nutella/.test(words)) return 'dessert';
  return 'plate';
}

/** "garlic-bread" → "Garlic bread", for items named only by id. */
function nameFromId(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function pizza(cx: number, cy: number, radius: number, random: () => number, pepperoni: boolean): string {
  const parts = [
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#D99A4E"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.86}" fill="#C8412B"/>`,
  ];
  for (let i = 0; i < 14; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius * 0.7;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    parts.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(radius * 0.16).toFixed(1)}" ry="${(radius * 0.12).toFixed(1)}" fill="#F7DE9A" opacity="0.95"/>`,
    );
  }
  for (let i = 0; i < 7; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius * 0.68;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    parts.push(
      pepperoni
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(radius * 0.1).toFixed(1)}" fill="#9E2A1E"/>`
        : `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(radius * 0.09).toFixed(1)}" ry="${(radius * 0.045).toFixed(1)}" fill="#3E8E41" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
  }
  // Slice cuts.
  for (let i = 0; i < 4; i++) {
    const angle = (i * Math.PI) / 4;
    const dx = Math.cos(angle) * radius;
    const dy = Math.sin(angle) * radius;
    parts.push(
      `<line x1="${(cx - dx).toFixed(1)}" y1="${(cy - dy).toFixed(1)}" x2="${(cx + dx).toFixed(1)}" y2="${(cy + dy).toFixed(1)}" stroke="#7A3B12" stroke-opacity="0.25" stroke-width="3"/>`,
    );
  }
  return parts.join('');
}

function bread(cx: number, cy: number, random: () => number): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = cx - 130 + i * 62;
    const y = cy - 40 + (i % 2) * 30;
    parts.push(
      `<rect x="${x}" y="${y}" width="70" height="110" rx="26" fill="#E3A857" stroke="#B8742C" stroke-width="4" transform="rotate(${-18 + i * 8} ${x + 35} ${y + 55})"/>`,
    );
    for (let j = 0; j < 4; j++)
      parts.push(
        `<circle cx="${(x + 15 + random() * 40).toFixed(1)}" cy="${(y + 20 + random() * 70).toFixed(1)}" r="4" fill="#4E8F3A"/>`,
      );
  }
  return parts.join('');
}

function salad(cx: number, cy: number, random: () => number): string {
  const colours = ['#5BA845', '#7BC35B', '#3E8E41', '#C8412B', '#F2C14E'];
  const parts: string[] = [];
  for (let i = 0; i < 44; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * 135;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    const colour = colours[i % colours.length];
    parts.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(18 + random() * 16).toFixed(1)}" ry="${(10 + random() * 8).toFixed(1)}" fill="${colour}" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
  }
  return parts.join('');
}

function drinkColour(text: string): string {
  if (/lemon/.test(text)) return '#F2C94C';
  if (/cola|coffee/.test(text)) return '#5A2A14';
  if (/water|soda/.test(text)) return '#BFE3F2';
  return '#E8772E';
}

function drink(cx: number, cy: number, colour: string): string {
  return [
    `<path d="M ${cx - 70} ${cy - 150} L ${cx + 70} ${cy - 150} L ${cx + 52} ${cy + 140} Q ${cx} ${cy + 160} ${cx - 52} ${cy + 140} Z" fill="#FFFFFF" fill-opacity="0.55" stroke="#FFFFFF" stroke-width="5"/>`,
    `<path d="M ${cx - 62} ${cy - 90} L ${cx + 62} ${cy - 90} L ${cx + 50} ${cy + 132} Q ${cx} ${cy + 150} ${cx - 50} ${cy + 132} Z" fill="${colour}"/>`,
    `<circle cx="${cx - 20}" cy="${cy - 20}" r="9" fill="#FFFFFF" fill-opacity="0.5"/>`,
    `<circle cx="${cx + 18}" cy="${cy + 30}" r="6" fill="#FFFFFF" fill-opacity="0.5"/>`,
    `<rect x="${cx + 18}" y="${cy - 210}" width="12" height="170" rx="6" fill="#2F5D50" transform="rotate(12 ${cx + 24} ${cy - 125})"/>`,
    `<circle cx="${cx + 58}" cy="${cy - 150}" r="30" fill="#F2C14E" stroke="#E0A526" stroke-width="5"/>`,
  ].join('');
}

function dessert(cx: number, cy: number): string {
  return [
    `<rect x="${cx - 110}" y="${cy - 60}" width="220" height="130" rx="14" fill="#F3E2C7"/>`,
    `<rect x="${cx - 110}" y="${cy - 20}" width="220" height="24" fill="#8B5A3C"/>`,
    `<rect x="${cx - 110}" y="${cy + 30}" width="220" height="20" fill="#8B5A3C"/>`,
    `<rect x="${cx - 110}" y="${cy - 66}" width="220" height="22" rx="10" fill="#6B3F2A"/>`,
    `<circle cx="${cx + 70}" cy="${cy - 80}" r="16" fill="#C8412B"/>`,
  ].join('');
}

/** Two halves with different toppings, as the half-and-half pizza is sold. */
function halfAndHalf(cx: number, cy: number, random: () => number): string {
  return `<defs>
    <clipPath id="left"><rect x="0" y="0" width="${cx}" height="${HEIGHT}"/></clipPath>
    <clipPath id="right"><rect x="${cx}" y="0" width="${cx}" height="${HEIGHT}"/></clipPath>
  </defs>
  <g clip-path="url(#left)">${pizza(cx, cy, 160, random, true)}</g>
  <g clip-path="url(#right)">${pizza(cx, cy, 160, random, false)}</g>`;
}

function foodFor(dish: Dish, text: string, cx: number, cy: number, random: () => number): string {
  switch (dish) {
    case 'pizza':
      if (/half/.test(text)) return halfAndHalf(cx, cy, random);
      return pizza(cx, cy, 160, random, /pepperoni|diavola|supreme|meat/.test(text));
    case 'bread':
      return bread(cx, cy, random);
    case 'salad':
      return salad(cx, cy, random);
    case 'drink':
      return drink(cx, cy, drinkColour(text));
    case 'dessert':
      return dessert(cx, cy);
    case 'deal':
      return `${pizza(cx - 95, cy + 10, 105, random, true)}${pizza(cx + 95, cy + 10, 105, random, false)}`;
    case 'plate':
      return salad(cx, cy, random);
  }
}

/** The SVG of one demo picture: the same id and name always give the same drawing. */
export function demoImageSvg(itemId: string, name: string): string {
  const random = seededRandom(itemId);
  const [from, to] = BACKGROUNDS[Math.floor(random() * BACKGROUNDS.length)] ?? ['#F6D365', '#FDA085'];
  const text = `${itemId} ${name}`.toLowerCase();
  const dish = dishOf(text);
  const cx = WIDTH / 2;
  const cy = 268;
  const plate =
    dish === 'drink'
      ? `<ellipse cx="${cx}" cy="${cy + 150}" rx="150" ry="28" fill="#000000" fill-opacity="0.12"/>`
      : `<ellipse cx="${cx + 8}" cy="${cy + 14}" rx="232" ry="222" fill="#000000" fill-opacity="0.14"/>
         <circle cx="${cx}" cy="${cy}" r="225" fill="#FFFDF8"/>
         <circle cx="${cx}" cy="${cy}" r="190" fill="#F4EFE6"/>`;
  const label = escapeXml(name.length > 28 ? `${name.slice(0, 27)}…` : name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.5" cy="0.4" r="0.75">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
  ${plate}
  ${foodFor(dish, text, cx, cy, random)}
  <rect x="0" y="${HEIGHT - 92}" width="${WIDTH}" height="92" fill="#2B1B12" fill-opacity="0.55"/>
  <text x="${cx}" y="${HEIGHT - 32}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#FFFFFF">${label}</text>
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
 * Draws and stores one picture per item id (names, when given, are printed on them; otherwise the
 * id in words) and writes each one's metadata. Answers the ZImage per item id, for the seed to put
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
