import type { ImageFormat } from '@resto/domain';

/**
 * The image service: reads the size of an upload and resizes originals to a requested width, with
 * `sharp` (libvips from prebuilt packages, no install scripts). Loaded on first use so requests that
 * never touch an image do not pay for loading the native library.
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;

async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height of the picture (of one frame, for animated GIFs); throws when it cannot be decoded. */
export async function readImageSize(bytes: Buffer): Promise<ImageSize> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes).metadata();
  // A phone photo stored sideways with an EXIF orientation is shown upright: report that size.
  const width = metadata.autoOrient?.width ?? metadata.width;
  // Animated GIFs report the height of all frames stacked; one frame is `pageHeight`.
  const height = metadata.pageHeight ?? metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error('The image has no dimensions');
  return { width, height };
}

/**
 * The picture scaled to `width` (aspect kept, never enlarged) in its own format, so the response's
 * Content-Type stays the original's. Animated GIFs keep every frame.
 */
export async function resizeImage(bytes: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const pipeline = sharp(bytes, { animated: format === 'GIF', autoOrient: true }).resize({
    width,
    withoutEnlargement: true,
  });
  switch (format) {
    case 'PNG':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
    case 'JPG':
      // mozjpeg gives noticeably smaller files at the same quality.
      return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'GIF':
      return pipeline.gif().toBuffer();
  }
}

/** The picture `width` pixels wide (never wider than it is) as WebP: about a third smaller than JPEG. */
export async function encodeWebp(bytes: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { autoOrient: true })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
