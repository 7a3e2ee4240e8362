import { IMAGE_ASPECT_RATIOS, type Image, type ImageAspectRatioId, imageWidthFor } from '@resto/domain';
import { webEnv } from '../config/env';

declare global {
  interface ImportMetaEnv {
    /** Origin (and optional prefix) of the image CDN, e.g. "https://images.example.com". Unset locally. */
    readonly VITE_IMAGE_CDN_BASE?: string;
  }
}

/**
 * The width to request for an element `cssWidth` CSS pixels wide on a screen with `devicePixelRatio`:
 * the domain's steps of 200 (minimum 200), so a sharp picture is fetched without one variant per
 * screen size.
 */
export function requestedImageWidth(cssWidth: number, devicePixelRatio = 1): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return imageWidthFor(cssWidth * ratio);
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** The image service: the API's own resizing route, `/api/images/{restaurantId}/{imageId}?w=`. */
export function imageServiceUrl(image: Image, width: number, apiBase: string = webEnv.apiBase): string {
  return `${apiBase}/api/${trimSlashes(image.path)}?w=${width}`;
}

/** The CDN URL (`VITE_IMAGE_CDN_BASE` + path + `?w=`), or the image service's when no CDN is configured. */
export function imageCdnUrl(
  image: Image,
  width: number,
  cdnBase: string | undefined = import.meta.env.VITE_IMAGE_CDN_BASE,
): string {
  const base = cdnBase?.trim().replace(/\/+$/, '');
  return base ? `${base}/${trimSlashes(image.path)}?w=${width}` : imageServiceUrl(image, width);
}

/**
 * Where to try loading an image, in order: CDN first, then the image service (once each, no repeats).
 * `webp` asks for the picture re-encoded as WebP (the service's `f=webp`; GIFs stay GIFs).
 */
export function imageSources(image: Image, width: number, cdnBase?: string, format?: 'webp'): string[] {
  const suffix = format ? `&f=${format}` : '';
  const cdn = imageCdnUrl(image, width, cdnBase ?? import.meta.env.VITE_IMAGE_CDN_BASE) + suffix;
  const service = imageServiceUrl(image, width) + suffix;
  return cdn === service ? [cdn] : [cdn, service];
}

/** Height over width of an aspect ratio id ("4x3" → 0.75). */
export function aspectRatioValue(ratioId: ImageAspectRatioId): number {
  const ratio = IMAGE_ASPECT_RATIOS.find((candidate) => candidate.id === ratioId);
  return ratio ? ratio.height / ratio.width : 1;
}
