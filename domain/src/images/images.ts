/**
 * Rules of uploaded images shared by the API (which enforces them) and the upload control (which
 * explains them before a byte is sent): accepted formats told apart by their content, the size limit,
 * the stored path of an image and its metadata record.
 */
import { z } from 'zod';
import {
  IMAGE_ASPECT_RATIOS,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  type ImageAspectRatioId,
  type ImageFormat,
} from '../common/businessConstants';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';

/** Largest upload accepted: enough for a sharp 2,000 px photo, small enough to resize quickly. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** How many leading bytes `sniffImageFormat` needs to look at. */
export const IMAGE_SIGNATURE_BYTES = 8;

const SIGNATURES: ReadonlyArray<{ format: ImageFormat; bytes: readonly number[] }> = [
  { format: 'PNG', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'JPG', bytes: [0xff, 0xd8, 0xff] },
  // "GIF87a" and "GIF89a" share the first four bytes and the "a".
  { format: 'GIF', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/**
 * The format of an image from its first bytes (its "magic number"), or undefined when it is none of
 * the accepted formats. The file name and the declared Content-Type are ignored on purpose: a text
 * file renamed to `photo.png` must still be refused.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  return SIGNATURES.find(({ bytes: signature }) => signature.every((byte, index) => bytes[index] === byte))
    ?.format;
}

export function imageMimeTypeOf(format: ImageFormat): string {
  return IMAGE_MIME_TYPES[format];
}

/** "PNG, GIF or JPG": the accepted formats, for messages. */
export const IMAGE_FORMATS_IN_WORDS = `${IMAGE_FORMATS.slice(0, -1).join(', ')} or ${IMAGE_FORMATS.at(-1)}`;

export const NOT_AN_IMAGE_MESSAGE = `This file is not a ${IMAGE_FORMATS_IN_WORDS} image. Choose a picture saved in one of those formats.`;

/** "2.4 MB", "830 KB": a size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function imageTooLargeMessage(bytes: number): string {
  // Rounded up to 0.1 MB so a file just over the limit never reads as "5 MB; at most 5 MB".
  const size = formatFileSize(Math.ceil(bytes / (0.1 * 1024 * 1024)) * 0.1 * 1024 * 1024);
  return `This image is ${size}; images can be at most ${formatFileSize(MAX_IMAGE_BYTES)}. Save it smaller and try again.`;
}

/** The problem with a file about to be uploaded, in words, or undefined when it may be sent. */
export function imageUploadProblem(file: { bytes: number; head: Uint8Array }): string | undefined {
  if (file.bytes === 0) return 'This file is empty. Choose a picture.';
  if (!sniffImageFormat(file.head)) return NOT_AN_IMAGE_MESSAGE;
  if (file.bytes > MAX_IMAGE_BYTES) return imageTooLargeMessage(file.bytes);
  return undefined;
}

export const ZImageAspectRatioId = z.enum(
  IMAGE_ASPECT_RATIOS.map((ratio) => ratio.id) as [ImageAspectRatioId, ...ImageAspectRatioId[]],
  { error: `Choose an aspect ratio: ${IMAGE_ASPECT_RATIOS.map((ratio) => ratio.id).join(', ')}` },
);

/** Where an image's original lives in image storage; also the `path` of the ZImage entities embed. */
export function imageStoragePath(restaurantId: string, imageId: string): string {
  return `images/${restaurantId}/${imageId}`;
}

/** Server-written metadata of one upload: `restaurants/{r}/images/{imageId}`. */
export const ZImageRecord = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  path: z.string().min(1),
  contentType: z.enum(Object.values(IMAGE_MIME_TYPES) as [string, ...string[]]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  /** The crop the uploader chose; the picture is stored whole and cut to it when displayed. */
  aspectRatio: ZImageAspectRatioId.optional(),
  createdByUid: z.string().min(1),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type ImageRecord = z.infer<typeof ZImageRecord>;
