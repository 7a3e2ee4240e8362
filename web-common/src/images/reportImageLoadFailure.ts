import { webEnv } from '../config/env';

export interface ImageLoadFailure {
  src: string;
  fallbackSrc?: string;
  page: string;
}

/**
 * Tells the API that an image could not be shown from any source (logged as `image.load_failed`).
 * Fire and forget: a beacon survives the page being left, and a failed report is never the user's
 * problem, so nothing is thrown or printed to the console.
 */
export function reportImageLoadFailure(failure: ImageLoadFailure, apiBase: string = webEnv.apiBase): void {
  const url = `${apiBase}/api/logging/image-load-failures`;
  const body = JSON.stringify(failure);
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
    }
    void fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page that showed the placeholder.
  }
}
