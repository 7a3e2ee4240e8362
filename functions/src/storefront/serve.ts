import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expandPublishedMenu, type PublishedMenu, ZPublishedMenu } from '@resto/domain';
import type { Request, Response } from 'express';
import { db } from '../admin';
import { customerAppUrl } from '../config';
import { readImageRecord, variantWidth, webpVariant } from '../images/variants';
import { log } from '../log';
import { publishedMenuDoc } from '../menu/menuPaths';

/**
 * The `storefront` function behind the customer Hosting site's menu home (`/restaurants/{r}/stores/{s}`):
 * the app's index.html with the menu already in it, rendered on the server by the app's own
 * components (web-customer/src/ssr), its styles in <head> and the published document embedded, so
 * the first paint needs no script and no Firestore read; the app then takes over (main.tsx). It is
 * the page Google's ordering links land on: the orderable menu, no sign-in first.
 *
 * The renderer and the shell are built into functions/storefront-ssr by web-customer's `vite build
 * --ssr`. Without them (a functions-only build) the plain app shell is served, as before.
 */

/** Browsers always revalidate; the CDN keeps a page a minute and may serve it stale while refreshing. */
const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const SHELL_CACHE = 'public, max-age=0, s-maxage=60';

const MENU_HOME = /^\/restaurants\/([A-Za-z0-9_-]{1,128})\/stores\/([A-Za-z0-9_-]{1,128})\/?$/;

interface Renderer {
  renderMenuHome(input: {
    url: string;
    restaurantId: string;
    storeId: string;
    menu: PublishedMenu;
  }): Promise<{ html: string; css: string; styleIds: string[] }>;
}

/** functions/storefront-ssr, from src/storefront (tests) or lib/chunks (the bundle): both two levels down. */
const SSR_DIR = new URL('../../storefront-ssr/', import.meta.url);

let renderer: Promise<Renderer | undefined> | undefined;
function loadRenderer(): Promise<Renderer | undefined> {
  renderer ??= (async () => {
    const file = new URL('renderMenuHome.mjs', SSR_DIR);
    if (!existsSync(fileURLToPath(file))) return undefined;
    return (await import(pathToFileURL(fileURLToPath(file)).href)) as Renderer;
  })();
  return renderer;
}

let builtShell: string | undefined;
/** The app's index.html: the built copy beside the renderer, else the customer site's own. */
async function loadShell(): Promise<string> {
  if (builtShell) return builtShell;
  const file = fileURLToPath(new URL('index.html', SSR_DIR));
  if (existsSync(file)) {
    builtShell = readFileSync(file, 'utf8');
    return builtShell;
  }
  const response = await fetch(`${customerAppUrl.value().replace(/\/+$/, '')}/index.html`);
  if (!response.ok) throw new Error(`The storefront shell answered ${response.status}`);
  return response.text();
}

/** Text for HTML: escaped so a dish called `</script>` stays a name. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** JSON safe inside a <script> element (no `</script>`, no `<!--`). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The published menu document as stored (not a request: the request schema scan looks for `raw`). */
function readMenu(stored: unknown): PublishedMenu {
  try {
    return expandPublishedMenu(stored);
  } catch {
    return ZPublishedMenu.parse(stored);
  }
}

/**
 * Sends the page gzipped when the client takes it: a whole menu is a few hundred kB of HTML and ~10%
 * of that compressed. Hosting's CDN compresses too; doing it here makes every hop (and the emulator
 * suite the bench measures on) carry the small copy.
 */
function send(req: Request, res: Response, status: number, html: string | Buffer, cache: string): void {
  res
    .status(status)
    .set('Content-Type', 'text/html; charset=utf-8')
    .set('Cache-Control', cache)
    .set('Vary', 'Accept-Encoding');
  if (typeof html !== 'string') {
    res.set('Content-Encoding', 'gzip');
    res.send(html);
  } else if (/\bgzip\b/.test(req.get('accept-encoding') ?? '') && html.length > 1024) {
    res.set('Content-Encoding', 'gzip');
    res.send(gzipSync(html));
  } else res.send(html);
}

/**
 * Pages rendered on this instance, by store and published version: a render takes a few hundred
 * ms, a version check (the document's update time, read with a field mask) a few. Kept small; the
 * CDN in front holds the rest.
 */
interface RenderedPage {
  version: string;
  html: string;
  gzipped: Buffer;
}
const rendered = new Map<string, RenderedPage>();
const MAX_RENDERED_PAGES = 20;

function remember(key: string, page: RenderedPage): void {
  rendered.delete(key);
  rendered.set(key, page);
  while (rendered.size > MAX_RENDERED_PAGES) {
    const oldest = rendered.keys().next().value;
    if (oldest === undefined) break;
    rendered.delete(oldest);
  }
}

/** Fills the shell: title and description, the page's styles, the rendered page and its menu document. */
export function fillShell(
  shell: string,
  page: {
    title: string;
    description: string;
    canonical: string;
    css: string;
    styleIds: string[];
    html: string;
    data: unknown;
  },
): string {
  const head = [
    `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    // Emotion in the browser adopts these rules instead of inserting them again.
    `<style data-emotion="css ${page.styleIds.join(' ')}">${page.css}</style>`,
  ].join('');
  // The app's code is only needed once the visitor interacts (web-customer/src/main.tsx): its
  // preloads wait in an inert <template> that main.tsx adds to the page after the load event, so
  // nothing but the page, its fonts and its pictures is fetched before the first paint.
  const appCode = shell.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  const deferred =
    appCode.length > 0 ? `<template id="storefront-app-code">${appCode.join('')}</template>` : '';
  // Replacer functions, not strings: a `$'` in a dish's name must not be read as a replacement pattern.
  return (
    shell
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(page.description)}">`,
      )
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace('</head>', () => `${head}${deferred}</head>`)
      // The menu is readable without scripts here; only ordering needs them.
      .replace(
        /<noscript>[^<]*<\/noscript>/,
        () => '<noscript>To order, please turn JavaScript on and reload the page.</noscript>',
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-server-rendered>${page.html}</div><script type="application/json" id="storefront-menu">${scriptJson(page.data)}</script>`,
      )
  );
}

/**
 * The page's first pictures (the ones the app loads at once: the first dishes on screen and the
 * logo) go into the page itself, as small WebP data URLs from the image pipeline. They are what a
 * phone paints largest first; fetched from the image service they cost a request each after the
 * HTML (and, on a cold instance, seconds), inlined they paint with the text. Each keeps its address
 * in `data-inline-src`, so the app's own copy of the page shows the same bytes (OptimizedImage).
 */
const MAX_INLINED_IMAGES = 4;
/** A 200 px WebP is 3-8 kB; anything much larger is left to load from its address. */
const MAX_INLINED_IMAGE_BYTES = 16 * 1024;

/** Loads the WebP bytes of one of the restaurant's images at a width, or undefined. */
export type InlineImageLoader = (imageId: string, width: number) => Promise<Buffer | undefined>;

export async function inlineFirstImages(
  html: string,
  restaurantId: string,
  load: InlineImageLoader,
): Promise<string> {
  const candidates: { tag: string; src: string; imageId: string; width: number }[] = [];
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (candidates.length >= MAX_INLINED_IMAGES) break;
    if (!/\sloading="eager"/.test(tag)) continue;
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '';
    // The address as rendered: `?w=200`, or `?w=200&amp;f=webp` (attribute-escaped) for a WebP one.
    const match = /\/images\/([\w-]{1,128})\/([\w-]{1,128})\?w=(\d{1,4})(?:&amp;f=webp)?$/.exec(src);
    if (!match || match[1] !== restaurantId) continue;
    candidates.push({ tag, src, imageId: match[2] ?? '', width: Number(match[3]) });
  }
  const loaded = await Promise.all(
    candidates.map(async (candidate) => {
      const bytes = await load(candidate.imageId, candidate.width).catch(() => undefined);
      return bytes && bytes.length <= MAX_INLINED_IMAGE_BYTES ? { ...candidate, bytes } : undefined;
    }),
  );
  let result = html;
  for (const image of loaded) {
    if (!image) continue;
    const inlined = image.tag.replace(
      ` src="${image.src}"`,
      () => ` src="data:image/webp;base64,${image.bytes.toString('base64')}" data-inline-src="${image.src}"`,
    );
    result = result.replace(image.tag, () => inlined);
  }
  return result;
}

/** The image pipeline's WebP variant of one of `restaurantId`'s uploads. */
function webpLoader(restaurantId: string): InlineImageLoader {
  return async (imageId, width) => {
    const record = await readImageRecord(restaurantId, imageId);
    return record ? (await webpVariant(record, variantWidth(width)))?.bytes : undefined;
  };
}

/** Serves one request for a store's menu home. */
export async function serveStorefront(req: Request, res: Response): Promise<void> {
  const match = MENU_HOME.exec(req.path);
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !match) {
    // Anything else on these paths is the app's to answer (its own "not found" screen).
    send(req, res, req.method === 'GET' || req.method === 'HEAD' ? 200 : 405, await loadShell(), SHELL_CACHE);
    return;
  }
  const restaurantId = match[1] ?? '';
  const storeId = match[2] ?? '';
  try {
    const ref = publishedMenuDoc(restaurantId, storeId);
    const [shell, render, [head]] = await Promise.all([
      loadShell(),
      loadRenderer(),
      db().getAll(ref, { fieldMask: ['contentHash'] }),
    ]);
    // No published menu: the app says so itself (it reads the same document and finds nothing).
    if (!render || !head?.exists) {
      send(req, res, 200, shell, SHELL_CACHE);
      return;
    }
    const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host') || '';
    const proto = req.get('x-forwarded-proto')?.split(',')[0]?.trim() || req.protocol || 'https';
    const url = `${proto}://${host}/restaurants/${restaurantId}/stores/${storeId}`;
    const key = `${url}|${restaurantId}/${storeId}`;
    const version = `${head.updateTime?.toMillis() ?? ''}:${head.get('contentHash') ?? ''}`;
    let page = rendered.get(key);
    if (page?.version !== version) {
      const snapshot = await ref.get();
      const raw = snapshot.data() as unknown;
      const menu = readMenu(raw);
      const body = await render.renderMenuHome({ url, restaurantId, storeId, menu });
      const place = menu.store.address.suburb || menu.store.address.formattedAddress;
      const html = fillShell(shell, {
        title: `${menu.store.name} · Order online`,
        description: `See the menu of ${menu.store.name}${place ? `, ${place}` : ''} and order online.`,
        canonical: url,
        css: body.css,
        styleIds: body.styleIds,
        html: await inlineFirstImages(body.html, restaurantId, webpLoader(restaurantId)),
        data: { restaurantId, storeId, document: raw },
      });
      page = {
        version: `${snapshot.updateTime?.toMillis() ?? ''}:${snapshot.get('contentHash') ?? ''}`,
        html,
        gzipped: gzipSync(html),
      };
      remember(key, page);
    }
    const gzip = /\bgzip\b/.test(req.get('accept-encoding') ?? '');
    send(req, res, 200, gzip ? page.gzipped : page.html, PAGE_CACHE);
  } catch (error) {
    // The app alone still shows the menu (it reads the document itself): never an error page here.
    log.error('storefront.render_failed', {
      restaurantId,
      storeId,
      error: error instanceof Error ? error.message : String(error),
    });
    send(req, res, 200, await loadShell(), 'no-store');
  }
}
