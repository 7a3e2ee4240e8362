import {
  type ImageRecord,
  imageMimeTypeOf,
  imageStoragePath,
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  sniffImageFormat,
  ZImageAspectRatioId,
  ZImageRecord,
} from '@resto/domain';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { resolveRestaurantRole } from '../access/roles';
import { db, nowIso } from '../admin';
import { newId, restaurantDoc, storeMembers } from '../firestore/paths';
import { type Caller, requireCaller } from '../http/auth';
import { ForbiddenError, HttpError, NotFoundError } from '../http/errors';
import { imageDoc, readImageRecord, variantWidth, webpVariant } from '../images/variants';
import { imageStore } from '../integrations/images';
import { readImageSize, resizeImage } from '../integrations/images/imageService';
import { log } from '../log';
import { pathIds } from './params';

/** Image ids never change their bytes (a new upload gets a new id), so every answer may be kept forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const ZUploadQuery = z.object({ aspectRatio: ZImageAspectRatioId.optional() });
export const ZServeQuery = z.object({
  w: z.coerce
    .number({ error: 'The width must be a number of pixels' })
    .int('The width must be a whole number of pixels')
    .positive('The width must be a positive number of pixels')
    .optional(),
  /** `webp`: the picture re-encoded as WebP (websites offer it in a <picture> source; GIFs stay GIFs). */
  f: z.enum(['webp'], { error: 'The format can only be webp' }).optional(),
});

/**
 * Anyone working for the restaurant may upload: a member of the restaurant (any role), a member of
 * one of its stores, or a super admin. Devices and customers hold no membership and are refused.
 */
async function requireRestaurantStaff(caller: Caller, restaurantId: string): Promise<void> {
  if (caller.superAdmin && caller.readsOnly) {
    if (!(await restaurantDoc(restaurantId).get()).exists)
      throw new NotFoundError('We could not find this restaurant.');
    return;
  }
  if ((await resolveRestaurantRole(caller, restaurantId)) !== undefined) return;
  // A restaurant has a handful of stores: reading them avoids a collection-group index on members.
  const stores = await restaurantDoc(restaurantId).collection('stores').select().get();
  const memberships = stores.empty
    ? []
    : await db().getAll(...stores.docs.map((store) => storeMembers(restaurantId, store.id).doc(caller.uid)));
  if (!memberships.some((membership) => membership.exists))
    throw new ForbiddenError('Only staff of this restaurant can upload its images.');
}

/**
 * The upload's bytes. Cloud Functions (and the emulator) parse every body before Express sees it, so
 * an image arrives as a Buffer already; `express.raw` below only does that work when the app runs
 * on its own. A text body (sent as text/plain) is kept as bytes so it is refused as "not an image".
 */
function uploadedBytes(req: Request): Buffer {
  if (Buffer.isBuffer(req.body)) return req.body;
  if (typeof req.body === 'string') return Buffer.from(req.body);
  return Buffer.alloc(0);
}

function sendImage(res: Response, bytes: Buffer, contentType: string, cache: 'hit' | 'miss' | 'original') {
  res
    .status(200)
    .set('Content-Type', contentType)
    .set('Cache-Control', IMMUTABLE)
    // Lets tests and operators see whether the variant was made for this request.
    .set('X-Image-Cache', cache)
    .send(bytes);
}

/** `/api/images`: uploads (staff) and resized images (public). */
export function imagesRouter(): Router {
  const router = Router();

  router.post(
    '/restaurants/:restaurantId',
    // Who may upload is decided before the body is read: strangers get 401/403, not a size error.
    async (req, _res, next) => {
      const caller = requireCaller(req);
      const { restaurantId } = pathIds(req, ['restaurantId']);
      await requireRestaurantStaff(caller, restaurantId);
      next();
    },
    // The size limit is checked in the handler, with a message in words (the parser's own 413 is not).
    express.raw({ type: () => true, limit: '32mb' }),
    async (req, res) => {
      const caller = requireCaller(req);
      const { restaurantId } = pathIds(req, ['restaurantId']);
      const { aspectRatio } = ZUploadQuery.parse({ ...req.query });
      const bytes = uploadedBytes(req);
      if (bytes.length === 0)
        throw new HttpError(
          400,
          'No image',
          'Send the image file itself as the request body (PNG, GIF or JPG), not a form or JSON.',
        );
      if (bytes.length > MAX_IMAGE_BYTES)
        throw new HttpError(413, 'Image too large', imageTooLargeMessage(bytes.length));
      // The bytes decide, never the file name or the declared Content-Type.
      const format = sniffImageFormat(bytes);
      if (!format) throw new HttpError(400, 'Not an image', NOT_AN_IMAGE_MESSAGE);
      const size = await readImageSize(bytes).catch(() => {
        throw new HttpError(
          400,
          'Damaged image',
          'This image could not be read; the file may be damaged. Open it, save it again and retry.',
        );
      });

      const imageId = newId();
      const path = imageStoragePath(restaurantId, imageId);
      const contentType = imageMimeTypeOf(format);
      await imageStore().put(path, bytes, contentType);
      const record: ImageRecord = ZImageRecord.parse({
        id: imageId,
        restaurantId,
        path,
        contentType,
        ...size,
        bytes: bytes.length,
        ...(aspectRatio ? { aspectRatio } : {}),
        createdByUid: caller.uid,
        createdIsoDateTimeUtc: nowIso(),
      });
      // The bytes are stored first: a record never points at a missing file.
      await imageDoc(restaurantId, imageId).create(record);
      log.info('image.uploaded', {
        requestId: req.requestId,
        restaurantId,
        imageId,
        uid: caller.uid,
        contentType,
        bytes: bytes.length,
        width: size.width,
        height: size.height,
      });
      res.status(201).json({ id: imageId, path });
    },
  );

  router.get('/:restaurantId/:imageId', async (req, res) => {
    const { restaurantId, imageId } = pathIds(req, ['restaurantId', 'imageId']);
    const { w, f } = ZServeQuery.parse({ ...req.query });
    const record = await readImageRecord(restaurantId, imageId);
    if (!record) throw new NotFoundError('We could not find this image.');

    const width = w === undefined ? undefined : variantWidth(w);
    const store = imageStore();
    if (f === 'webp' && record.contentType !== 'image/gif') {
      // WebP variants are kept beside the others; never upscaled either.
      const webp = await webpVariant(record, width);
      if (!webp) throw new NotFoundError('We could not find this image.');
      return sendImage(res, webp.bytes, 'image/webp', webp.cache);
    }
    if (width === undefined || width >= record.width) {
      // Never upscaled: asking for more than the original has gets the original.
      const original = await store.get(record.path);
      if (!original) throw new NotFoundError('We could not find this image.');
      return sendImage(res, original.bytes, original.contentType, 'original');
    }

    const variantPath = `cache/${width}/${record.path}`;
    const cached = await store.get(variantPath);
    if (cached) return sendImage(res, cached.bytes, cached.contentType, 'hit');

    const original = await store.get(record.path);
    if (!original) throw new NotFoundError('We could not find this image.');
    const format = sniffImageFormat(original.bytes);
    if (!format) throw new Error(`Stored image ${record.path} is not a PNG, GIF or JPG`);
    const resized = await resizeImage(original.bytes, width, format);
    // Stored before answering so the next request (and the next instance) finds it.
    await store.put(variantPath, resized, original.contentType);
    log.info('image.variant_created', {
      requestId: req.requestId,
      restaurantId,
      imageId,
      width,
      bytes: resized.length,
    });
    sendImage(res, resized, original.contentType, 'miss');
  });

  return router;
}
