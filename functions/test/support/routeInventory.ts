import type express from 'express';
import { createApp } from '../../src/app';

/** One API route as the routers declare it: every route added later is found here without a list. */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** With the `/api` prefix and Express placeholders, e.g. `/api/menu/restaurants/:restaurantId/...`. */
  path: string;
}

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function walk(stack: Layer[], prefix: string, into: ApiRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) {
        if (method === '_all') continue;
        into.push({ method: method as ApiRoute['method'], path: `${prefix}${layer.route.path}` });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, `${prefix}${layer.rawPath ?? ''}`, into);
    }
  }
}

/** Every route of the `/api` app, once (the same routers are also mounted without the prefix). */
export function apiRoutes(app: express.Express = createApp()): ApiRoute[] {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const routes: ApiRoute[] = [];
  walk(stack, '', routes);
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (!route.path.startsWith('/api/') || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The route's path with its placeholders filled from `ids` (unknown names get a plausible id). */
export function fillPath(path: string, ids: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(ids[name] ?? `${name}-1`));
}
