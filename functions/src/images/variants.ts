import { type ImageRecord, imageWidthFor, ZImageRecord } from '@resto/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { restaurantDoc } from '../firestore/paths';
import { imageStore } from '../integrations/images';
import { encodeWebp } from '../integrations/images/imageService';

/**
 * The widest variant the service makes: bounds the work and the number of cached variants per image
 * (at most one per 200 px step up to here). Wider requests get this width, or the original if smaller.
 */
export const MAX_VARIANT_WIDTH_PX = 2400;

/** Metadata of an upload: `restaurants/{r}/images/{imageId}` (server-only; entities embed ZImage). */
export function imageDoc(restaurantId: string, imageId: string): DocumentReference {
  return restaurantDoc(restaurantId).collection('images').doc(imageId);
}

/** The upload's record, or undefined when there is none (or it does not parse). */
export async function readImageRecord(
  restaurantId: string,
  imageId: string,
): Promise<ImageRecord | undefined> {
  const snapshot = await imageDoc(restaurantId, imageId).get();
  const parsed = snapshot.exists ? ZImageRecord.safeParse(snapshot.data()) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

/** The width a request for `requested` px is served at: the domain's 200 px steps, capped. */
export function variantWidth(requested: number): number {
  return Math.min(imageWidthFor(requested), MAX_VARIANT_WIDTH_PX);
}

/**
 * The picture as WebP `width` px wide (never wider than the original), from the variant cache or made
 * and stored there. Undefined for GIFs (they stay GIFs) and when the original is missing. The image
 * route serves these (`?f=webp`), and the storefront inlines the first ones into its page.
 */
export async function webpVariant(
  record: ImageRecord,
  width: number | undefined,
): Promise<{ bytes: Buffer; cache: 'hit' | 'miss' } | undefined> {
  if (record.contentType === 'image/gif') return undefined;
  const store = imageStore();
  const webpWidth = Math.min(width ?? record.width, record.width);
  const webpPath = `cache/${webpWidth}/webp/${record.path}`;
  const cached = await store.get(webpPath);
  if (cached) return { bytes: cached.bytes, cache: 'hit' };
  const source = await store.get(record.path);
  if (!source) return undefined;
  const webp = await encodeWebp(source.bytes, webpWidth);
  // Stored before answering so the next request (and the next instance) finds it.
  await store.put(webpPath, webp, 'image/webp');
  return { bytes: webp, cache: 'miss' };
}
